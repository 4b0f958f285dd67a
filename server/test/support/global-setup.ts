import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory every test file starts its in-memory database from. */
    pgliteDump: string | null;
  }
}

/**
 * Creating a PGlite database runs initdb (several seconds); doing it once and letting each test file load
 * the migrated result keeps the suite fast. Against a real PostgreSQL (DATABASE_URL) nothing is needed:
 * each file creates its own database there.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteDump', null);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'skillhub-pglite-'));
  const client = await PGlite.create({ extensions: { citext, pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: new URL('../../drizzle', import.meta.url).pathname });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
