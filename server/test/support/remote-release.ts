import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { readReleases } from '@skillhub/shared/remote-releases';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@skillhub/shared/ssr/server-render-contract';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * A release of the real `remote`, server target included, in `buildsDir` (a server's
 * `<REMOTES_DIST_DIR>/<remote>/dist`): the repository's current build when it has a server target and is newer
 * than every source it is made of, else the remote built there (some fifteen to twenty-five seconds). Returns its
 * build id.
 */
export async function remoteRelease(remote: RemoteName, buildsDir: string): Promise<string> {
  const remoteDir = join(repo, 'remotes', remote);
  // What the remote's build is made of: a release older than any of these is not this code's.
  const sources = [join(remoteDir, 'src'), join(repo, 'shared/src')];
  const built = join(remoteDir, 'dist');
  const current = readReleases(built)?.current;
  const target = current ? join(built, current, SERVER_RENDER_DIR, SERVER_RENDER_FILE) : null;
  if (current && target && existsSync(target)) {
    const builtAt = statSync(target).mtimeMs;
    if (sources.every((dir) => newestChange(dir) < builtAt)) {
      cpSync(join(built, current), join(buildsDir, current), { recursive: true });
      writeFileSync(join(buildsDir, 'releases.json'), JSON.stringify({ current, builds: [current] }));
      return current;
    }
  }
  await promisify(execFile)('npx', ['rsbuild', 'build'], {
    cwd: remoteDir,
    env: { ...process.env, DIST_DIR: buildsDir, NODE_ENV: 'production' },
  });
  const release = readReleases(buildsDir)?.current;
  if (!release) throw new Error(`the ${remote} remote's build published nothing in ${buildsDir}`);
  return release;
}
