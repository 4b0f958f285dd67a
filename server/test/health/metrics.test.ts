import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { outboxRepository } from '../../src/outbox/outbox.repository.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.metrics = { token: TOKEN };
  });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series in a scrape (0 when absent). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics settings', () => {
  it('are off by default and need a token of 32+ characters when on', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(() => loadConfig({ METRICS_ENABLED: 'true' })).toThrow(
      'METRICS_ENABLED needs METRICS_TOKEN, a bearer token of at least 32 characters',
    );
    expect(() => loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN }).metrics).toEqual({ token: TOKEN });
  });

  it('serve no metrics when off', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await off.close();
    }
  });
});

describe('GET /metrics', () => {
  it('answers 401 without the token or with another one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-metrics-token-0123456789abcdef' },
      { authorization: TOKEN },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
    }
  });

  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/course/published' });
    await t.app.inject({ method: 'GET', url: '/api/course/published?page=2' });
    await t.app.inject({ method: 'GET', url: '/api/course/slug/no-such-course' });
    const text = await scrape();
    expect(value(text, 'http_requests_total{method="GET",route="/api/course/published",status_code="200"}')).toBe(2);
    expect(value(text, 'http_requests_total{method="GET",route="/api/course/slug/:slug",status_code="404"}')).toBe(1);
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="/api/course/published",status_code="200"}'),
    ).toBe(2);
    expect(text).not.toContain('no-such-course');
    // The process's own metrics come along.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('reports the outbox queue depth and how long its oldest due mail has waited', async () => {
    const before = await scrape();
    expect(value(before, 'skillhub_outbox_pending')).toBe(0);
    expect(value(before, 'skillhub_outbox_lag_seconds')).toBe(0);

    const mail = {
      to: 'queued@skillhub.test',
      subject: 'Queued',
      text: 'Waiting',
      html: '<p>Waiting</p>',
      preview: '',
    };
    await outboxRepository.enqueueMail(t.app.db, mail, t.clock.now());
    await outboxRepository.enqueueMail(t.app.db, mail, t.clock.now());
    t.clock.advance(90_000);
    const queued = await scrape();
    expect(value(queued, 'skillhub_outbox_pending')).toBe(2);
    expect(value(queued, 'skillhub_outbox_lag_seconds')).toBe(90);

    await t.app.outbox.flush();
    const drained = await scrape();
    expect(value(drained, 'skillhub_outbox_pending')).toBe(0);
    expect(value(drained, 'skillhub_outbox_lag_seconds')).toBe(0);
  });

  it('counts background job runs by job and outcome', async () => {
    const series = 'skillhub_job_runs_total{job="housekeeping",outcome="completed"}';
    const before = value(await scrape(), series);
    await t.app.housekeeping.runNow();
    const after = await scrape();
    expect(value(after, series)).toBe(before + 1);
    expect(after).toContain('skillhub_job_duration_seconds_count{job="housekeeping"}');
  });
});
