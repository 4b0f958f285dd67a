import { execFile } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A data folder whose embedded database is created and migrated but holds nothing else, made once per test run
 * (the server's own `db:migrate`), for the real servers the run starts to begin from a copy of (the page tests'
 * servers, the end-to-end specs' own platforms): creating and migrating a database is two thirds of a server's
 * start (about 6 of its 9 s of processor time); copying the folder costs a tenth of a second. Each server then
 * seeds its own admin and data at its start as on a first start, since seeding finds nothing.
 */

// Paths from node:path: under happy-dom the global URL is the simulated browser's, not Node's.
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../server');

export async function createMigratedDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'skillhub-migrated-'));
  await new Promise<void>((done, fail) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/migrate.ts'],
      { cwd: serverDir, env: { ...process.env, DATA_DIR: dir } },
      (error, _stdout, stderr) =>
        error ? fail(new Error(`Migrating a data folder for the run's servers failed:\n${stderr}`)) : done(),
    );
  });
  return dir;
}

/** Fills `dataDir` (new and empty) with a copy of the run's migrated data folder. */
export function copyMigratedDataDir(template: string, dataDir: string): Promise<void> {
  return cp(template, dataDir, { recursive: true });
}
