import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copyMigratedDataDir } from '@skillhub/shared/test-support/migrated-data-dir';

/** Starts the real platform server (the embedded default: PGlite, local files, composed build) as a child process. */

/**
 * Where the server's log goes, kept after the run: a journey that waited in vain for an answer is explained by
 * what the server said meanwhile (`npm test` prints its warnings and errors when the end-to-end task fails).
 */
export const PLATFORM_LOG = fileURLToPath(new URL('../test-results/platform.log', import.meta.url));

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

export interface Platform {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const clockPreload = fileURLToPath(new URL('./platform-clock-preload.mjs', import.meta.url));

/**
 * How long a platform may take to answer before it is taken as never going to: the wait ends as soon as it answers.
 * The run's first start (a new database, its migrations and the demo data) beside the unit tests' lane takes about a
 * minute on a busy 2-core machine, and missed a 60 s deadline there twice.
 */
const START_DEADLINE_MS = 180_000;

/**
 * With `clockFile`, the platform's clock is the real time plus the offset in that file, which journeys move
 * forward (platform-clock.ts); the preload comes before anything else in the process, so every reader of the
 * time sees the one clock.
 */
export async function startPlatform(
  port: number,
  env: Record<string, string>,
  options: { clockFile?: string } = {},
): Promise<Platform> {
  // A spec's platform begins from a copy of the run's migrated data folder (global-setup.ts), two thirds of a start.
  const migrated = process.env.E2E_MIGRATED_DATA_DIR;
  if (migrated && env.DATA_DIR) await copyMigratedDataDir(migrated, env.DATA_DIR);
  const clock = options.clockFile ? ['--import', clockPreload] : [];
  const child = spawn(process.execPath, [...clock, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
      ...(options.clockFile ? { E2E_CLOCK_FILE: options.clockFile } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  mkdirSync(fileURLToPath(new URL('../test-results/', import.meta.url)), { recursive: true });
  const log = createWriteStream(PLATFORM_LOG, { flags: 'a' });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
    log.write(d);
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
    log.write(d);
  });
  child.once('exit', () => log.end());
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Platform exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`Platform did not become healthy:\n${output}`);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { url, process: child, stop };
}
