import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@skillhub/shared/ssr/server-render-contract';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const shellDir = join(repo, 'shell');
/** What the shell's server target is made of: a build older than any of these is not this code's. */
const SOURCES = [join(shellDir, 'src'), join(repo, 'shared/src')];

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let building: Promise<string> | null = null;

/** The real shell's server target: the repository's build when it is newer than its sources, else built aside. */
function currentTarget(): Promise<string> {
  const built = join(shellDir, 'dist', SERVER_RENDER_DIR, SERVER_RENDER_FILE);
  if (existsSync(built) && SOURCES.every((dir) => newestChange(dir) < statSync(built).mtimeMs)) {
    return Promise.resolve(built);
  }
  building ??= (async () => {
    // The server target alone (some ten seconds), away from the repository's own build.
    const dist = mkdtempSync(join(tmpdir(), 'skillhub-shell-target-'));
    await promisify(execFile)('npx', ['rsbuild', 'build', '--environment', 'node'], {
      cwd: shellDir,
      env: { ...process.env, DIST_DIR: dist, NODE_ENV: 'production' },
    });
    process.once('exit', () => rmSync(dist, { recursive: true, force: true }));
    return join(dist, SERVER_RENDER_DIR, SERVER_RENDER_FILE);
  })();
  return building;
}

/**
 * Puts the real shell's server target into `shellDistDir` (a server's SHELL_DIST_DIR), where the API renders the
 * public frame, the home page and the sign-in page with it.
 */
export async function shellServerTarget(shellDistDir: string): Promise<void> {
  const target = await currentTarget();
  mkdirSync(join(shellDistDir, SERVER_RENDER_DIR), { recursive: true });
  cpSync(target, join(shellDistDir, SERVER_RENDER_DIR, SERVER_RENDER_FILE));
}
