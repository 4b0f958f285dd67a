import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * A PostgreSQL server may end a connection at any moment (a restart, a failover, an administrator). A
 * connection the platform holds at that moment, between two statements of a transaction or under a job's lock,
 * fails what runs on it and nothing else: the process goes on, and the next query gets a new connection.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.skipIf(!onPostgres)('a connection the database server ends (PostgreSQL only)', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const uncaught: unknown[] = [];
  const noteUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase(database.config);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    process.on('uncaughtException', noteUncaught);
  });

  afterAll(async () => {
    process.off('uncaughtException', noteUncaught);
    await admin?.end();
    await handle?.close();
    await database?.drop();
  });

  /** Ends the backend `pid` and waits until the server no longer lists it. */
  async function terminate(pid: unknown) {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await expect
      .poll(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount)
      .toBe(0);
  }

  it('fails the transaction whose connection was ended between two statements, and only that', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      const [row] = rowsOf(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
      await terminate(row?.pid);
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(rowsOf(await handle.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
    expect(uncaught).toEqual([]);
  });

  it('lets a job finish whose lock connection was ended under it, and frees the name for the next run', async () => {
    const ran = await handle.tryExclusive('lost-connection-job', async () => {
      const name = new URL((database.config as { url: string }).url).pathname.slice(1);
      const { rows } = await admin.query(
        "SELECT l.pid FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = $1",
        [name],
      );
      expect(rows).toHaveLength(1);
      for (const { pid } of rows) await terminate(pid);
      await handle.db.execute(sql`SELECT 1`);
    });
    expect(ran).toBe(true);
    expect(await handle.tryExclusive('lost-connection-job', async () => {})).toBe(true);
    expect(uncaught).toEqual([]);
  });
});
