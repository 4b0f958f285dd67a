import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A remote built the way another team's release would be: from a copy of the repository's sources with some
 * edits (a bumped contract, a new page), against the copy's own `@skillhub/shared` and `@skillhub/session`, the
 * repository's installed packages otherwise. The shell is not touched. The build lands in `distDir` as every
 * remote build does: its own `<build id>/` folder, made current in `releases.json`.
 */

const repo = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'test-results']);
/** What a variant is built from: the copy of these, with its edits. */
const SOURCES = (remote: string) => ['package.json', 'tsconfig.base.json', 'shared', `remotes/${remote}`];

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
 * Lands build `id` (a folder under `from`) in `distDir` the way a remote's build lands there (shared's
 * remote-releases.ts publishBuild): its own folder, made releases.json's current build, before the builds still
 * there. Copied, not linked: the specs prune and replace files of their builds folder.
 */
function release(from: string, id: string, distDir: string): void {
  cpSync(join(from, id), join(distDir, id), { recursive: true });
  const file = join(distDir, 'releases.json');
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { builds: string[] }).builds : [];
  const builds = [id, ...previous.filter((build) => build !== id && existsSync(join(distDir, build)))];
  writeFileSync(file, `${JSON.stringify({ current: id, builds }, null, 2)}\n`);
}

/**
 * Publishes the composed build's current build of a remote (the one `build-web.mjs` made from these sources)
 * into `distDir`, the way a first release lands there; returns its id. A spec that needs an unedited build of a
 * remote takes this one rather than building the same sources again (a production build of a remote costs tens
 * of CPU seconds).
 */
export function publishComposedBuild(remote: string, distDir: string): string {
  const composed = join(repo, 'remotes', remote, 'dist');
  const { current } = JSON.parse(readFileSync(join(composed, 'releases.json'), 'utf8')) as { current: string };
  release(composed, current, distDir);
  return current;
}

/** Every file under `paths` of `root`, by path and bytes: copies with the same key build to the same bytes. */
function contentKey(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
    } else {
      hash
        .update(`${relative(root, path)}\0`)
        .update(readFileSync(path))
        .update('\0');
    }
  };
  for (const path of paths) add(join(root, path));
  return hash.digest('hex');
}

/**
 * The run's finished variant builds, by content key (global-setup.ts's data folder, so a run never meets another
 * run's builds): two specs releasing the same edit build it once. Null outside a Playwright run.
 */
function variantCache(): string | null {
  const root = process.env.E2E_ROOT;
  return root ? join(root, 'remote-variants') : null;
}

/** Builds the copy with its edits into `distDir` (or takes the run's build of the same sources); returns its id. */
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
    for (const path of SOURCES(options.remote)) copy(path);
    options.edit?.(root);
    const cache = variantCache();
    const cached = cache && join(cache, contentKey(root, SOURCES(options.remote)));
    if (cached && existsSync(join(cached, 'build-id'))) {
      const id = readFileSync(join(cached, 'build-id'), 'utf8');
      release(cached, id, options.distDir);
      return id;
    }
    linkNodeModules(root);
    execFileSync('npx', ['rsbuild', 'build'], {
      cwd: join(root, 'remotes', options.remote),
      // Without the compressed copies: the variants are fetched over loopback, and compressing is half the build.
      env: { ...process.env, DIST_DIR: options.distDir, BUILD_PRECOMPRESS: '0' },
      stdio: 'ignore',
    });
    const id = (JSON.parse(readFileSync(join(options.distDir, 'releases.json'), 'utf8')) as { current: string })
      .current;
    if (cached) {
      cpSync(join(options.distDir, id), join(cached, id), { recursive: true });
      // Written last: a folder without it is a copy that did not finish.
      writeFileSync(join(cached, 'build-id'), id);
    }
    return id;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
