import fp from 'fastify-plugin';
import { outboxRepository } from '../../outbox/outbox.repository.ts';
import type { JobObserver } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the background jobs report their runs (a no-op when metrics are off). */
    observeJob: JobObserver;
    /** Counts a server render of a public page that failed; the page went out as the plain app (no-op when off). */
    countServerRenderFailure: (remote: string, page: string, reason: ServerRenderFailure) => void;
    /** The collected metrics (null when METRICS_ENABLED is off); served by modules/health/metrics.routes.ts. */
    metrics: Metrics | null;
  }
}

/**
 * Why a page went out as the plain app: its render's module missing or unloadable, the render throwing or answering
 * badly, or too slow; or the page's data could not be read.
 */
export type ServerRenderFailure = 'load' | 'error' | 'timeout' | 'data';

export interface Metrics {
  /** The bearer token /metrics answers to. */
  token: string;
  /** Reads the gauges that live in the database and renders everything in Prometheus text format. */
  render(): Promise<{ contentType: string; text: string }>;
}

/**
 * Prometheus metrics when METRICS_ENABLED is set: request rates and latencies by route pattern and status,
 * the outbox's queue depth and lag, background job runs, failed server renders, and the process's own metrics
 * (CPU, memory, event loop, handles). Each process reports its own; Prometheus adds them up. With metrics off
 * nothing is counted.
 */
export default fp(
  async (app) => {
    const settings = app.config.metrics;
    if (!settings) {
      app.decorate('observeJob', () => {});
      app.decorate('countServerRenderFailure', () => {});
      app.decorate('metrics', null);
      return;
    }
    // Loaded only when metrics are on (off by default): a process without them never holds prom-client.
    const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
    // One registry per app: several apps may live in one process (the tests build many).
    const registry = new Registry();
    const registers = [registry];
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames,
      registers,
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const jobRuns = new Counter({
      name: 'skillhub_job_runs_total',
      help: 'Background job runs, by job and outcome (skipped: another process was running it)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    });
    const jobDuration = new Histogram({
      name: 'skillhub_job_duration_seconds',
      help: 'Duration of background job runs',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120, 600],
      registers,
    });
    const serverRenderFailures = new Counter({
      name: 'skillhub_server_render_failures_total',
      help: 'Pages that went out as the plain app: their server render failed or their data could not be read, by remote, page and reason',
      labelNames: ['remote', 'page', 'reason'] as const,
      registers,
    });
    const outboxPending = new Gauge({
      name: 'skillhub_outbox_pending',
      help: 'Outbox rows (mails) waiting to be delivered, retries included',
      registers,
    });
    const outboxLag = new Gauge({
      name: 'skillhub_outbox_lag_seconds',
      help: 'How long the oldest due outbox row has been waiting (0 when none is due)',
      registers,
    });

    app.decorate('observeJob', ((job, outcome, seconds) => {
      jobRuns.inc({ job, outcome });
      if (outcome !== 'skipped') jobDuration.observe({ job }, seconds);
    }) satisfies JobObserver);
    app.decorate('countServerRenderFailure', (remote: string, page: string, reason: ServerRenderFailure) => {
      serverRenderFailures.inc({ remote, page, reason });
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: ids in paths would make a series per id.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    app.decorate('metrics', {
      token: settings.token,
      async render() {
        const now = app.clock.now();
        const outbox = await outboxRepository.pendingStats(app.db, now);
        outboxPending.set(outbox.pending);
        outboxLag.set(outbox.oldestDueAt ? Math.max(0, (now.getTime() - outbox.oldestDueAt.getTime()) / 1000) : 0);
        return { contentType: registry.contentType, text: await registry.metrics() };
      },
    } satisfies Metrics);
  },
  { name: 'metrics', dependencies: ['database'] },
);
