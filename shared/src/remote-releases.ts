import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * Where a remote's builds live once built: one folder per build under the remote's builds folder
 * (`remotes/<name>/dist/`), named by its build id, beside `releases.json` naming the current build and the ones
 * kept. A build folder never changes after it is written, so everything in it is served with an immutable
 * cache policy, and a tab opened on an older build keeps loading that build's chunks after a redeploy, until the
 * build is pruned (the last few are kept).
 *
 * Written by the remote's build (`remote-build.ts`), read by the server (`/runtime-config.json` points the shell
 * at the current build) and by anything else that publishes a folder of builds (a CDN sync).
 */

export const RELEASES_FILE = 'releases.json';
/** Where a build is written before it has an id. */
export const STAGING_DIR = '.staging';
/** How many builds stay reachable: the current one and the previous ones that open tabs may still be running. */
export const BUILDS_KEPT = 5;
/** `0.1.0-3fa29c81d2`: the remote's version and a hash of the build's files. */
export const BUILD_ID_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

export interface Releases {
  current: string;
  /** newest first, the current one included */
  builds: string[];
}

/** The build's files as the browser gets them; the compressed copies are derived from them. */
const isSource = (file: string) => !/\.(br|gz)$/.test(file);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** `<version>-<first 10 hex of a hash over every file's path and content>`: the same build, the same id. */
export async function buildIdOf(dir: string, version: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(dir, file)))
      .update('\0');
  }
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

/** The builds folder's releases, or null when nothing has been published there. */
export function readReleases(buildsDir: string): Releases | null {
  const file = join(buildsDir, RELEASES_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Releases>;
    const builds = Array.isArray(parsed.builds) ? parsed.builds.filter((id) => BUILD_ID_PATTERN.test(String(id))) : [];
    if (typeof parsed.current !== 'string' || !BUILD_ID_PATTERN.test(parsed.current)) return null;
    return { current: parsed.current, builds };
  } catch {
    return null;
  }
}

async function writeReleases(buildsDir: string, releases: Releases): Promise<void> {
  // Written whole and renamed into place: a reader never sees half a file.
  const temporary = join(buildsDir, `.${RELEASES_FILE}.${process.pid}`);
  await writeFile(temporary, `${JSON.stringify(releases, null, 2)}\n`);
  await rename(temporary, join(buildsDir, RELEASES_FILE));
}

/** Keeps the newest `keep` builds of the list and deletes every other build folder. */
export async function pruneBuilds(buildsDir: string, keep: number = BUILDS_KEPT): Promise<Releases | null> {
  const releases = readReleases(buildsDir);
  if (!releases) return null;
  const kept = releases.builds.slice(0, Math.max(1, keep));
  if (!kept.includes(releases.current)) kept.unshift(releases.current);
  for (const entry of await readdir(buildsDir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== STAGING_DIR && !kept.includes(entry.name)) {
      await rm(join(buildsDir, entry.name), { recursive: true, force: true });
    }
  }
  const next = { current: releases.current, builds: kept };
  await writeReleases(buildsDir, next);
  return next;
}

/**
 * Moves a finished build from the staging folder to its own folder, makes it the current one and prunes the
 * oldest. Publishing the same build again only makes it current.
 */
export async function publishBuild(
  buildsDir: string,
  version: string,
  keep: number = BUILDS_KEPT,
): Promise<Releases & { published: string }> {
  const staging = join(buildsDir, STAGING_DIR);
  const id = await buildIdOf(staging, version);
  const target = join(buildsDir, id);
  if (existsSync(target)) await rm(staging, { recursive: true, force: true });
  else await rename(staging, target);
  const previous = readReleases(buildsDir)?.builds ?? [];
  await writeReleases(buildsDir, { current: id, builds: [id, ...previous.filter((build) => build !== id)] });
  const releases = (await pruneBuilds(buildsDir, keep)) ?? { current: id, builds: [id] };
  return { ...releases, published: id };
}
