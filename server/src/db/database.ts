import { mkdir, readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import * as schema from './schema.ts';

/** Either driver's database, typed by what both share; a transaction has the same shape. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** Where the data lives, for the start-up banner (never includes a password). */
  location: string;
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so that start-up work such as seeding happens in one
   * process at a time.
   */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Arbitrary constant identifying Skillhub's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_ID = 7_301_554_210;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'pglite' ? openPglite(config.dataDir, config.initialDump) : openPostgres(config.url);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return (await readdir(dir)).length === 0;
}

async function openPglite(dataDir: string | null, initialDump?: string): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const fresh = dataDir === null || (await isEmptyDir(dataDir));
  const loadDataDir = initialDump && fresh ? new Blob([await readFile(initialDump)]) : undefined;
  // Extensions load only when passed here; CREATE EXTENSION in the migrations then just enables them.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { citext, pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dataDir ?? 'memory',
    // PGlite lives inside this process and nobody else can open its files, so no lock is needed.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (work) => work(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;

  async function exclusive<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
      try {
        return await work(drizzleNodePostgres({ client, schema }) as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  }

  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    migrate: () => exclusive((locked) => migrateNodePostgres(locked as never, { migrationsFolder })),
    exclusive,
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
