import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase, pgliteHandle } from '../../src/db/database.ts';

/**
 * The embedded databases of this test process that no app is using, each as the migrated dump left it.
 * The files of a worker run one after another in one process (vitest's isolate: false), so the database a file's
 * app used, emptied once the app has closed, serves the next file: opening one from the 45 MB dump costs about
 * 0.6 s of processor time, emptying one about 0.15 s, and the suite opens close to two hundred.
 */
const idle: PGlite[] = [];

/** What a fresh database's schema looks like (see SCHEMA_FINGERPRINT), taken from the first one opened. */
let pristine: Promise<string> | undefined;

/**
 * Every object a test could add, drop or change in the database's schema: tables, columns and their types,
 * indexes, sequences, functions, triggers, extensions. A database whose schema no longer matches a fresh one's
 * is closed instead of lent again.
 */
const SCHEMA_FINGERPRINT = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT c.oid::regclass::text || ':' || c.relkind::text AS item
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
    UNION ALL SELECT a.attrelid::regclass::text || '.' || a.attname::text || ':' || format_type(a.atttypid, a.atttypmod)
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT n.nspname::text || '.' || p.proname::text
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL SELECT tgrelid::regclass::text || ':' || tgname::text FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'extension ' || extname::text || ' ' || extversion FROM pg_extension
  ) AS schema_items`;

/**
 * Brings the tables the app wrote back to a fresh database's state (the migrations' own bookkeeping stays):
 * TRUNCATE, which also gives the planner an empty table again (a plan test reads what the planner thinks),
 * their column statistics dropped, every sequence that was used restarted. Only the tables with a file of any
 * size: most are never written in a file's tests, and truncating one costs a new file.
 */
const EMPTY_TABLES = `
  DO $$
  DECLARE written oid[]; item record;
  BEGIN
    SELECT array_agg(c.oid) INTO written FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND pg_relation_size(c.oid) > 0;
    IF written IS NOT NULL THEN
      EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(written) AS t) || ' CASCADE';
      DELETE FROM pg_statistic WHERE starelid = ANY (written);
    END IF;
    FOR item IN SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences
      WHERE schemaname = 'public' AND last_value IS NOT NULL LOOP
      EXECUTE 'ALTER SEQUENCE ' || item.name || ' RESTART';
    END LOOP;
  END $$`;

async function fingerprint(client: PGlite): Promise<string> {
  const result = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return result.rows[0]?.fingerprint ?? '';
}

async function openFromDump(dump: string): Promise<PGlite> {
  // openDatabase reads the dump once per process and loads the extensions; its client is what the pool keeps.
  const handle = await openDatabase({ kind: 'pglite', dataDir: null, initialDump: dump });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  pristine ??= fingerprint(client);
  return client;
}

/**
 * An embedded database at the migrated state for one app, and `giveBack` for when that app has closed: the
 * database is emptied and kept for the next, unless its schema was changed (then it is closed). The handle stops
 * answering once given back, so an app's late query fails as on a closed database instead of writing into the
 * next file's.
 */
export async function lendEmbeddedDatabase(dump: string) {
  const client = idle.pop() ?? (await openFromDump(dump));
  let lent = true;
  const guarded = new Proxy(client, {
    get(target, key) {
      if (!lent) throw new Error('This embedded database was given back: an app used it after closing');
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const handle: DatabaseHandle = await pgliteHandle(guarded, 'memory');
  return {
    handle,
    async giveBack() {
      if (!lent) return;
      lent = false;
      try {
        await client.exec(EMPTY_TABLES);
        // The session's settings, prepared statements and LISTENs; on its own, since DISCARD ALL refuses to run
        // inside a transaction block, as a multi-statement exec is.
        await client.exec('DISCARD ALL');
        if ((await fingerprint(client)) === (await pristine)) {
          idle.push(client);
          return;
        }
      } catch {
        // A database that cannot be emptied is not lent again.
      }
      await client.close();
    },
  };
}
