import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { jobLockId } from '../../src/db/database.ts';
import { rateLimitCounters } from '../../src/db/schema/rate-limits.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const TOKEN = 'metrics-token-for-the-job-lock-tests';
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Two app instances on one PostgreSQL database stand for two API processes. PGlite lives inside one process,
 * so there is nothing to coordinate there: these run under `npm run test:pg` only.
 */
describe.skipIf(!onPostgres)('periodic jobs on several processes (PostgreSQL only: runs under test:pg)', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    b = await buildApp({ ...a.config, metrics: { token: TOKEN } }, { clock: a.clock, logger: false });
    // Each process runs its jobs once at start; let those first runs end before the tests hold the locks.
    await Promise.all([a.app, b].flatMap((app) => [app.housekeeping.runNow(), app.uploadCleanup.runNow()]));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function counterExists(key: string): Promise<boolean> {
    const rows = await a.app.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    return rows.length > 0;
  }

  async function jobRuns(job: string, outcome: string): Promise<number> {
    const response = await b.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const series = `skillhub_job_runs_total{job="${job}",outcome="${outcome}"} `;
    const line = response.body.split('\n').find((l) => l.startsWith(series));
    return line ? Number(line.slice(series.length)) : 0;
  }

  it('runs housekeeping in one process at a time: the others skip it while it runs, and run it after', async () => {
    const key = 'test:job-lock:expired';
    await a.app.rateLimitCounters.hit(key, 1000);
    a.clock.advance(2000);

    let held!: () => void;
    let finish!: () => void;
    const acquired = new Promise<void>((resolve) => {
      held = resolve;
    });
    const release = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // Process A is in the middle of a housekeeping run.
    const running = a.app.database.tryExclusive('housekeeping', async () => {
      held();
      await release;
    });
    await acquired;

    const skippedBefore = await jobRuns('housekeeping', 'skipped');
    await b.housekeeping.runNow();
    await a.app.housekeeping.runNow();
    expect(await counterExists(key)).toBe(true);
    expect(await jobRuns('housekeeping', 'skipped')).toBe(skippedBefore + 1);

    finish();
    expect(await running).toBe(true);
    await b.housekeeping.runNow();
    expect(await counterExists(key)).toBe(false);
  });

  it('frees a job when the process running it dies (its connection closes)', async () => {
    const crashed = new pg.Client({ connectionString: (a.config.database as { url: string }).url });
    await crashed.connect();
    await crashed.query('SELECT pg_advisory_lock($1::bigint)', [jobLockId('upload cleanup')]);

    const skipped = await jobRuns('upload cleanup', 'skipped');
    await b.uploadCleanup.runNow();
    expect(await jobRuns('upload cleanup', 'skipped')).toBe(skipped + 1);

    // What kill -9 does to a process's connections: the socket just closes.
    const [{ pid }] = (await crashed.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
      { pid: number },
    ];
    crashed.on('error', () => {});
    (crashed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await untilBackendGone(pid);

    const completed = await jobRuns('upload cleanup', 'completed');
    await b.uploadCleanup.runNow();
    expect(await jobRuns('upload cleanup', 'completed')).toBe(completed + 1);
  });

  /** PostgreSQL frees a session's advisory locks when its backend ends, a moment after the socket closes. */
  async function untilBackendGone(pid: number): Promise<void> {
    for (;;) {
      const result = (await a.app.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${pid}`,
      )) as unknown as { rows: { n: number }[] };
      if (result.rows[0]?.n === 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
});
