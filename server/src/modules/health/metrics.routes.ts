import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../http/http-error.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of a presented bearer token with the configured one. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * GET /metrics for Prometheus, outside /api like any scrape target. Exists only with METRICS_ENABLED, and
 * answers only the METRICS_TOKEN bearer token: the numbers describe traffic and internals.
 */
const metricsRoutes: FastifyPluginAsync = async (app) => {
  const metrics = app.metrics;
  if (!metrics) return;
  app.get(
    METRICS_PATH,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Health'],
        summary: 'Prometheus metrics of this process',
        description:
          'Only with METRICS_ENABLED; needs `Authorization: Bearer <METRICS_TOKEN>`. Prometheus text format: ' +
          'http_requests_total and http_request_duration_seconds by route pattern and status, ' +
          'skillhub_outbox_pending, skillhub_outbox_lag_seconds, skillhub_job_runs_total, ' +
          'skillhub_job_duration_seconds, skillhub_server_render_failures_total, and the process metrics.',
      },
    },
    async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, metrics.token)) throw unauthorized();
      const { contentType, text } = await metrics.render();
      return reply.type(contentType).send(text);
    },
  );
};

export default metricsRoutes;
