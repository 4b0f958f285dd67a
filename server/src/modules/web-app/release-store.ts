import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { REMOTE_ENTRY_FILE } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { SERVER_RENDER_DIR } from '@skillhub/shared/ssr/server-render-contract';
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
 * Copies a build's browser files to the bucket; remoteEntry.js last, so a build whose entry is there is whole
 * (storeHasBuild). The server target and the compressed copies stay out: browsers never fetch the one, and the
 * CDN compresses for itself.
 */
export async function uploadBuild(storage: FileStorage, buildDir: string, name: RemoteName, build: string) {
  const files = (await readdir(buildDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file.split('/')[0] !== SERVER_RENDER_DIR)
    .sort((a, b) => Number(a === REMOTE_ENTRY_FILE) - Number(b === REMOTE_ENTRY_FILE));
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
