import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { BUILD_ID_PATTERN } from './build-id.ts';

/**
 * Where a remote's builds live once built: one folder per build under the remote's builds folder
 * (`remotes/<name>/dist/`), named by its build id, beside `releases.json` naming the current build and the ones
 * kept. A build folder never changes after it is written, so everything in it is served with an immutable
 * cache policy, and a tab opened on an older build keeps loading that build's chunks after a release, until the
 * build is pruned (`pruneBuilds`: by what is still in use and by age, never by count).
 *
 * Written by the remote's build (`remote-build.ts`: the newest build becomes releases.json's `current`), read by
 * the server, where the release registry in the database names the current build once a remote has been released
 * (`npm run release`) and releases.json's `current` is served until then, and by anything else that publishes a
 * folder of builds (a CDN sync).
 */

export const RELEASES_FILE = 'releases.json';
/** Where a build is written before it has an id. */
export const STAGING_DIR = '.staging';
/** How long a build that is not in use stays in the store after it was built or stopped being current. */
export const BUILD_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
// Read from here by what works on the builds folder; defined apart so that the browser can check an id too.
export { BUILD_ID_PATTERN };

export interface Releases {
  /** the newest build published here */
  current: string;
  /** the builds in the folder, newest first, the current one included */
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

/**
 * Deletes the build folders no longer needed: every one that is neither releases.json's current build nor in
 * `inUse` (what the release registry still refers to) and that was written more than `retainMs` before `now`.
 * How many builds there are does not matter: a tab may run a week-old build. Returns the builds removed.
 */
export async function pruneBuilds(
  buildsDir: string,
  options: { inUse: ReadonlySet<string>; now: Date; retainMs?: number },
): Promise<string[]> {
  const releases = readReleases(buildsDir);
  const retainMs = options.retainMs ?? BUILD_RETENTION_MS;
  const removed: string[] = [];
  for (const entry of await readdir(buildsDir, { withFileTypes: true })) {
    const id = entry.name;
    if (!entry.isDirectory() || id === STAGING_DIR || !BUILD_ID_PATTERN.test(id)) continue;
    if (id === releases?.current || options.inUse.has(id)) continue;
    // A build folder is renamed into place whole and never written again: its time is when it was published.
    const { mtimeMs } = await stat(join(buildsDir, id));
    if (options.now.getTime() - mtimeMs < retainMs) continue;
    await rm(join(buildsDir, id), { recursive: true, force: true });
    removed.push(id);
  }
  if (releases && removed.length > 0) {
    await writeReleases(buildsDir, { ...releases, builds: releases.builds.filter((id) => !removed.includes(id)) });
  }
  return removed;
}

/**
 * Moves a finished build from the staging folder to its own folder and makes it releases.json's current build.
 * Publishing the same build again only makes it current. Nothing is deleted here: the build cannot know which
 * builds the release registry still serves; `npm run release` prunes (pruneBuilds).
 */
export async function publishBuild(buildsDir: string, version: string): Promise<Releases & { published: string }> {
  const staging = join(buildsDir, STAGING_DIR);
  const id = await buildIdOf(staging, version);
  const target = join(buildsDir, id);
  if (existsSync(target)) await rm(staging, { recursive: true, force: true });
  else await rename(staging, target);
  const previous = (readReleases(buildsDir)?.builds ?? []).filter((build) => existsSync(join(buildsDir, build)));
  const releases = { current: id, builds: [id, ...previous.filter((build) => build !== id)] };
  await writeReleases(buildsDir, releases);
  return { ...releases, published: id };
}
