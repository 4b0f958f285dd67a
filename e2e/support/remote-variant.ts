import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A remote built the way another team's release would be: from a copy of the repository's sources with some
 * edits (a bumped contract, a new page), against the copy's own `@skillhub/shared` and `@skillhub/session`, the
 * repository's installed packages otherwise. The shell is not touched. The build lands in `distDir` as every
 * remote build does: its own `<build id>/` folder, made current in `releases.json`.
 */

const repo = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'test-results']);

/** Replaces `anchor` in a file of the copy; fails loudly when the file no longer has it. */
export function replaceIn(root: string, path: string, anchor: string, replacement: string): void {
  const file = join(root, path);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(anchor)) throw new Error(`${path} no longer contains ${JSON.stringify(anchor)}`);
  writeFileSync(file, source.replace(anchor, replacement));
}

/** Sets a field of a package.json of the copy (its version, say). */
export function setPackageField(root: string, path: string, field: string, value: unknown): void {
  const file = join(root, path, 'package.json');
  writeFileSync(file, `${JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), [field]: value }, null, 2)}\n`);
}

/** node_modules of the copy: the repository's packages, except the workspaces the copy has its own of. */
function linkNodeModules(root: string): void {
  const installed = join(repo, 'node_modules');
  mkdirSync(join(root, 'node_modules', '@skillhub'), { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry !== '@skillhub') symlinkSync(join(installed, entry), join(root, 'node_modules', entry));
  }
  symlinkSync(join(root, 'shared'), join(root, 'node_modules/@skillhub/shared'));
  symlinkSync(join(root, 'shared/session'), join(root, 'node_modules/@skillhub/session'));
}

/**
 * Publishes the composed build's current build of a remote (the one `build-web.mjs` made from these sources)
 * into `distDir` as its only build, the way a first release lands there; returns its id. A spec that needs an
 * unedited build of a remote takes this one rather than building the same sources again (a production build of
 * a remote costs tens of CPU seconds).
 */
export function publishComposedBuild(remote: string, distDir: string): string {
  const composed = join(repo, 'remotes', remote, 'dist');
  const { current } = JSON.parse(readFileSync(join(composed, 'releases.json'), 'utf8')) as { current: string };
  // Copied, not linked: the specs prune and replace files of their builds folder.
  cpSync(join(composed, current), join(distDir, current), { recursive: true });
  writeFileSync(join(distDir, 'releases.json'), `${JSON.stringify({ current, builds: [current] }, null, 2)}\n`);
  return current;
}

export function buildRemoteVariant(options: {
  remote: string;
  /** the remote's builds folder (REMOTES_DIST_DIR/<remote>/dist for a platform started on it) */
  distDir: string;
  /** edits to the copy (its root is passed) before the build */
  edit?: (root: string) => void;
}): string {
  const root = mkdtempSync(join(tmpdir(), `skillhub-${options.remote}-variant-`));
  try {
    const copy = (path: string) =>
      cpSync(join(repo, path), join(root, path), {
        recursive: true,
        filter: (source) => !SKIPPED.has(basename(source)),
      });
    for (const path of ['package.json', 'tsconfig.base.json', 'shared', `remotes/${options.remote}`]) copy(path);
    linkNodeModules(root);
    options.edit?.(root);
    execFileSync('npx', ['rsbuild', 'build'], {
      cwd: join(root, 'remotes', options.remote),
      env: { ...process.env, DIST_DIR: options.distDir },
      stdio: 'ignore',
    });
    return (JSON.parse(readFileSync(join(options.distDir, 'releases.json'), 'utf8')) as { current: string }).current;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
