import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_REDIS_SERVER, NO_REDIS_REASON, startRedisServer } from '../support/redis-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ready = (app = t.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health (liveness)', () => {
  it('answers while the process runs, without asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', uptimeSeconds: expect.any(Number) } });
  });
});

describe('GET /api/health/ready (readiness)', () => {
  it('is ready when the database answers, every migration is applied and the file storage is writable', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ready', checks: { database: 'up', migrations: 'up', storage: 'up' } },
    });
  });

  it('names a migration this build has and the database lacks', async () => {
    const [last] = (
      (await t.app.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!last) throw new Error('no migrations recorded');
    await t.app.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not ready: migrations',
        errors: { migrations: 'Database migrations not applied' },
      });
    } finally {
      await t.app.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('says the file storage is down when its folder cannot be created', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skillhub-ready-'));
    const notAFolder = join(dir, 'file');
    await writeFile(notAFolder, 'a file where the storage folder should be');
    const broken = await createTestApp((config) => {
      config.storage = { kind: 'local', root: join(notAFolder, 'files') };
    });
    try {
      const response = await ready(broken.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not ready: storage',
        errors: { storage: 'File storage unreachable' },
      });
    } finally {
      await broken.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says the database is down when it does not answer', async () => {
    const lost = await createTestApp();
    await lost.app.database.close();
    const response = await ready(lost.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { database: 'Database unreachable', migrations: 'Database migrations not applied' },
    });
    // The database is gone already, so closing it again with the app fails; nothing else is left open.
    await lost.close().catch(() => {});
  });

  it.skipIf(!HAS_REDIS_SERVER)(
    `checks Redis when REDIS_URL is set (${HAS_REDIS_SERVER ? 'redis-server' : NO_REDIS_REASON})`,
    async () => {
      const redis = await startRedisServer();
      const withRedis = await createTestApp((config) => {
        config.redisUrl = redis.url;
      });
      try {
        expect((await ready(withRedis.app)).json()).toEqual({
          success: true,
          data: { status: 'ready', checks: { database: 'up', migrations: 'up', storage: 'up', redis: 'up' } },
        });
        await redis.stop();
        const response = await ready(withRedis.app);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          success: false,
          message: 'Not ready: redis',
          errors: { redis: 'Redis unreachable' },
        });
      } finally {
        await withRedis.close();
        await redis.stop();
      }
    },
  );

  it('answers 503 "Shutting down" once shutdown has begun, while liveness still answers', async () => {
    const leaving = await createTestApp();
    try {
      leaving.app.readiness.beginShutdown();
      const response = await ready(leaving.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not ready: server',
        errors: { server: 'Shutting down' },
      });
      expect((await leaving.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await leaving.close();
    }
  });
});
