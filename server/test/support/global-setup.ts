import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory every test file starts its in-memory database from. */
    pgliteDump: string | null;
    /** On PostgreSQL (DATABASE_URL): a migrated database every test file's database is copied from. */
    postgresTemplate: string | null;
  }
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * Every test file starts from a database the migrations have already run on, made once here: creating a PGlite
 * database runs initdb (several seconds), and replaying the migrations costs each file more than copying their
 * result. On PGlite each file loads the migrated data directory's dump; on PostgreSQL (DATABASE_URL) it creates
 * its database from a migrated template database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteDump', null);
    const template = await createPostgresTemplate(process.env.DATABASE_URL);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', null);
  const dir = await mkdtemp(join(tmpdir(), 'skillhub-pglite-'));
  const client = await PGlite.create({ extensions: { citext, pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function createPostgresTemplate(serverUrl: string) {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
    } finally {
      await client.end();
    }
    // The client's end resolves before its server process has left, and PostgreSQL copies a template only while
    // nobody is connected to it.
    const deadline = Date.now() + 20_000;
    while ((await admin.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name])).rowCount) {
      if (Date.now() > deadline) throw new Error(`sessions on ${name} did not end`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
  return {
    name,
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
