import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { lendEmbeddedDatabase } from './embedded-database-pool.ts';

export interface TestDatabase {
  config: DatabaseConfig;
  /**
   * On PGlite, an embedded database already open at the migrated state, for the app to use instead of opening
   * `config`'s (buildApp's `database` option); undefined on PostgreSQL and for an empty database.
   */
  lend(): Promise<DatabaseHandle | undefined>;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, every migration applied (global-setup.ts migrated its template once):
 * in-memory PGlite by default; with DATABASE_URL a new database `test_<random>` on that server, dropped
 * afterwards, so files can run in parallel. `empty` skips the template, for a test of start-up migrating a
 * database itself.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = empty ? null : inject('pgliteDump');
    let lent: Awaited<ReturnType<typeof lendEmbeddedDatabase>> | undefined;
    return {
      config: { kind: 'pglite', dataDir: null, ...(dump ? { initialDump: dump } : {}) },
      async lend() {
        if (!dump) return undefined;
        lent ??= await lendEmbeddedDatabase(dump);
        return lent.handle;
      },
      drop: async () => lent?.giveBack(),
    };
  }
  const template = empty ? null : inject('postgresTemplate');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // FILE_COPY copies the template's files, which is quicker than WAL_LOG's block by block for a new database.
    await admin.query(
      template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    lend: async () => undefined,
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
