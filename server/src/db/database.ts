import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGliteInterface } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  /**
   * Runs `work` unless another process is running work of the same name, in which case it returns false at
   * once. For periodic jobs that N processes would otherwise run N times over; a process that dies mid-run
   * loses its connection, and with it the lock.
   */
  tryExclusive(name: string, work: () => Promise<void>): Promise<boolean>;
  /** How many of this build's migrations the database lacks (0 once start-up has migrated it). */
  pendingMigrations(): Promise<number>;
  /**
   * LISTENs on `channel` on a connection of its own (PostgreSQL) or in the embedded database (PGlite), calling
   * `onNotify` with each notification's payload. Resolves once listening; see `Listening` for the end.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Listening>;
  close(): Promise<void>;
}

export interface Listening {
  /** Resolves when the listening connection is lost (never after `stop()`): notifications may have been missed. */
  lost: Promise<void>;
  stop(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Arbitrary constant identifying Skillhub's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_ID = 7_301_554_210;

/** The advisory-lock key of a job: 64 bits of a hash of its name, as PostgreSQL's signed bigint. */
export function jobLockId(name: string): string {
  return createHash('sha256').update(`skillhub-job:${name}`).digest().readBigInt64BE(0).toString();
}

/** Migrations this build knows, by their folder time (what the migrators record as `created_at`). */
const knownMigrations = readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);

async function countPending(db: Database): Promise<number> {
  // The migrators keep applied migrations in drizzle.__drizzle_migrations; created_at is the folder time.
  const result = (await db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  const rows = result.rows;
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return knownMigrations.filter((millis) => !applied.has(millis)).length;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'pglite' ? openPglite(config.dataDir, config.initialDump) : openPostgres(config.url);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return (await readdir(dir)).length === 0;
}

/** Each initial dump's bytes, read once per process: the tests open every file's database from the same dump. */
const dumps = new Map<string, Promise<Uint8Array>>();

function dumpBytes(path: string): Promise<Uint8Array> {
  let bytes = dumps.get(path);
  if (!bytes) {
    bytes = readFile(path);
    dumps.set(path, bytes);
  }
  return bytes;
}

/**
 * A dump as the Blob PGlite loads a data directory from (it only calls arrayBuffer()), answering with a copy of
 * the bytes in one piece: a Blob of a Buffer reads itself out in small chunks and joins them, a quarter of the
 * processor time of opening a database from the 45 MB dump. A copy, because the bytes are shared between opens.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.dump.byteLength;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.dump.slice().buffer as ArrayBuffer;
  }
}

async function openPglite(dataDir: string | null, initialDump?: string): Promise<DatabaseHandle> {
  // Loaded only here: a process on PostgreSQL never holds the embedded database's code in memory.
  const [{ PGlite }, { citext }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const fresh = dataDir === null || (await isEmptyDir(dataDir));
  const loadDataDir = initialDump && fresh ? new DumpBlob(await dumpBytes(initialDump)) : undefined;
  // Extensions load only when passed here; CREATE EXTENSION in the migrations then just enables them.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { citext, pg_trgm },
  });
  return pgliteHandle(client, dataDir ?? 'memory');
}

/** The handle of an open embedded database (the tests lend one to one app after another). */
export async function pgliteHandle(client: PGliteInterface, location: string): Promise<DatabaseHandle> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location,
    // PGlite lives inside this process and nobody else can open its files, so no lock is needed.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (work) => work(db),
    // One process by construction, and the periodic job itself never overlaps its own runs.
    tryExclusive: async (_name, work) => {
      await work();
      return true;
    },
    pendingMigrations: () => countPending(db),
    // In process: the listener cannot be cut off from the database, so `lost` never resolves.
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return { lost: new Promise<void>(() => {}), stop: () => unlisten() };
    },
    close: () => client.close(),
  };
}

/** What a checked-out connection's error is left to: the query running on it fails with it already. */
function ignoreLostConnection(): void {}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one checked out (a transaction between two statements, a held lock): the pool listens for errors on its
  // idle connections only, and a connection ended by the server (a restart, a failover, an administrator) emits
  // one even while its query fails with it. The query's caller gets the error; the pool drops the connection when
  // it comes back (it is no longer queryable).
  pool.on('acquire', (client) => client.on('error', ignoreLostConnection));
  pool.on('release', (_error, client) => client.off('error', ignoreLostConnection));
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

  async function tryExclusive(name: string, work: () => Promise<void>): Promise<boolean> {
    const lockId = jobLockId(name);
    // A session-level lock on a connection of its own, held for the whole run; the work uses the pool.
    const client = await pool.connect();
    // A connection whose lock state is unknown is dropped rather than reused: closing it frees the lock.
    let discard = false;
    try {
      const locked = await client
        .query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [lockId])
        .then((result) => result.rows[0]?.locked === true)
        .catch((error: unknown) => {
          discard = true;
          throw error;
        });
      if (!locked) return false;
      try {
        await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1::bigint)', [lockId]).catch(() => {
          discard = true;
        });
      }
      return true;
    } finally {
      client.release(discard);
    }
  }

  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    migrate: () => exclusive((locked) => migrateNodePostgres(locked as never, { migrationsFolder })),
    exclusive,
    tryExclusive,
    pendingMigrations: () => countPending(db),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    close: () => endPool(pool),
  };
}

/** A client of its own outside the pool: a pooled connection would be handed to queries and LISTEN lost. */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<Listening> {
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  let stopping = false;
  let markLost = () => {};
  const lost = new Promise<void>((resolve) => {
    markLost = resolve;
  });
  const onEnd = () => {
    if (!stopping) markLost();
  };
  client.on('error', onEnd);
  client.on('end', onEnd);
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    stopping = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    lost,
    async stop() {
      stopping = true;
      await client.end().catch(() => {});
    },
  };
}

/**
 * Ends the pool and waits until every connection has closed: pg's end() resolves as soon as the clients are
 * asked to end, and a process that exits (or a database dropped) right then cuts connections mid-goodbye.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
