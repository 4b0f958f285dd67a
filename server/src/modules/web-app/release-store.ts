import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { REMOTE_ENTRY_FILE } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { BUILD_ID_PATTERN, BUILD_RETENTION_MS } from '@skillhub/shared/remote-releases';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@skillhub/shared/ssr/server-render-contract';
import type { FileStorage } from '../../storage/file-storage.ts';

/**
 * The S3 release store: each build's browser files under `remotes/<name>/<build id>/` in the file storage's
 * bucket, where REMOTES_PUBLIC_URL serves them from. The local store needs no copy: it is REMOTES_DIST_DIR itself,
 * where the build publishes.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export const storeKey = (name: RemoteName, build: string, file: string) => `remotes/${name}/${build}/${file}`;

/**
 * Where a build's server target is kept in the bucket: outside `remotes/`, so the CDN in front of the browser files
 * never serves it; API processes copy it from here (store-sync.ts) to draw the remote's public pages.
 */
export const serverTargetKey = (name: RemoteName, build: string) =>
  `remote-servers/${name}/${build}/${SERVER_RENDER_FILE}`;

/**
 * Copies a build to the bucket: its server target to serverTargetKey, then its browser files, remoteEntry.js last,
 * so a build whose entry is there is whole (storeHasBuild). The compressed copies stay out: the CDN compresses for
 * itself.
 */
export async function uploadBuild(storage: FileStorage, buildDir: string, name: RemoteName, build: string) {
  const files = (await readdir(buildDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file.split('/')[0] !== SERVER_RENDER_DIR)
    .sort((a, b) => Number(a === REMOTE_ENTRY_FILE) - Number(b === REMOTE_ENTRY_FILE));
  const serverTarget = join(buildDir, SERVER_RENDER_DIR, SERVER_RENDER_FILE);
  if (existsSync(serverTarget)) {
    await storage.putObject(
      serverTargetKey(name, build),
      await readFile(serverTarget),
      CONTENT_TYPES['.mjs'] as string,
    );
  }
  for (const file of files) {
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    await storage.putObject(storeKey(name, build, file), await readFile(join(buildDir, file)), type);
  }
  return files.length;
}

/** Whether the store holds the build whole: in the local store its folder's entry, in the bucket its entry object. */
export async function storeHasBuild(
  storage: FileStorage | null,
  buildsDir: string,
  name: RemoteName,
  build: string,
): Promise<boolean> {
  if (existsSync(join(buildsDir, build, REMOTE_ENTRY_FILE))) return true;
  return storage ? (await storage.headObject(storeKey(name, build, REMOTE_ENTRY_FILE))) !== null : false;
}

/**
 * Deletes from the bucket the builds of `name` that nothing needs any more: not in `inUse` (the registry's current,
 * open canary and recently replaced builds, buildsInUse) and uploaded more than BUILD_RETENTION_MS before `now`,
 * as pruneBuilds does for the local store. A build's entry goes first, so a build half deleted is never taken for a
 * whole one (storeHasBuild). Returns the builds removed.
 */
export async function pruneStoreBuilds(
  storage: FileStorage,
  name: RemoteName,
  options: { inUse: ReadonlySet<string>; now: Date },
): Promise<string[]> {
  const byBuild = new Map<string, { keys: string[]; uploadedAt: number }>();
  for (const object of await storage.listObjects(`remotes/${name}/`)) {
    const build = object.key.split('/')[2] ?? '';
    if (!BUILD_ID_PATTERN.test(build)) continue;
    const known = byBuild.get(build) ?? { keys: [], uploadedAt: 0 };
    known.keys.push(object.key);
    known.uploadedAt = Math.max(known.uploadedAt, object.lastModified.getTime());
    byBuild.set(build, known);
  }
  const removed: string[] = [];
  for (const [build, { keys, uploadedAt }] of byBuild) {
    if (options.inUse.has(build) || options.now.getTime() - uploadedAt < BUILD_RETENTION_MS) continue;
    const entry = storeKey(name, build, REMOTE_ENTRY_FILE);
    for (const key of [entry, ...keys.filter((key) => key !== entry), serverTargetKey(name, build)]) {
      await storage.deleteObject(key);
    }
    removed.push(build);
  }
  return removed;
}
