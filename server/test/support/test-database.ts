import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config.ts';

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default; with DATABASE_URL a new database
 * `test_<random>` on that server, dropped afterwards, so files can run in parallel.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = inject('pgliteDump');
    return {
      config: { kind: 'pglite', dataDir: null, ...(dump ? { initialDump: dump } : {}) },
      drop: async () => {},
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
