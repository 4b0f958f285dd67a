import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { REMOTE_DESCRIPTOR_FILE, REMOTE_ENTRY_FILE } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@skillhub/shared/ssr/server-render-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { registryState } from './release-registry.ts';
import { serverTargetKey, storeKey } from './release-store.ts';
import { remoteBuildsDir } from './runtime-config.ts';

/**
 * The builds this process serves from the S3 release store only (released from another machine, so not on this
 * disk): each one's remote.json and server target are copied to `<REMOTES_DIST_DIR>/<name>/dist/<build>/`, so this
 * process inlines the remote's pages in the runtime config and draws its public pages with that build, as it does
 * for a build of its own; the browser files stay in the bucket, behind the CDN. A copy is marked (FROM_STORE) and
 * removed once its build is neither current nor an open canary.
 */

/** Marks a folder as a copy from the store, not a build published here. */
export const FROM_STORE = '.from-store';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Copies one build's remote.json and server target into place whole (a folder renamed in), or throws. */
async function copyBuild(storage: FileStorage, dir: string, name: RemoteName, build: string): Promise<void> {
  const descriptor = await storage.getObject(storeKey(name, build, REMOTE_DESCRIPTOR_FILE));
  if (!descriptor) throw new Error(`${name} ${build} has no ${REMOTE_DESCRIPTOR_FILE} in the release store`);
  // A build uploaded before server targets were: its pages are known, and the browser draws them.
  const target = await storage.getObject(serverTargetKey(name, build));
  const staging = `${dir}.${randomUUID()}.tmp`;
  try {
    await mkdir(join(staging, SERVER_RENDER_DIR), { recursive: true });
    await writeFile(join(staging, REMOTE_DESCRIPTOR_FILE), await readAll(descriptor.body));
    if (target) await writeFile(join(staging, SERVER_RENDER_DIR, SERVER_RENDER_FILE), await readAll(target.body));
    await writeFile(join(staging, FROM_STORE), '');
    await rename(staging, dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Brings this disk in line with the registry this process last read: copies the current and canary builds it
 * lacks, and removes copies no longer needed. True when something changed (the listing is then made again).
 */
export async function syncFromStore(
  storage: FileStorage,
  config: Pick<AppConfig, 'remotesDistDir'>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const state = registryState(config);
  if (!state?.storeUrl) return false;
  const wanted = new Map<RemoteName, Set<string>>();
  for (const [name, build] of state.current) wanted.set(name, new Set([build]));
  for (const [name, canary] of state.canaries) wanted.set(name, new Set([...(wanted.get(name) ?? []), canary.build]));

  let changed = false;
  for (const [name, builds] of wanted) {
    for (const build of builds) {
      const dir = join(remoteBuildsDir(config, name), build);
      if (existsSync(join(dir, REMOTE_ENTRY_FILE)) || existsSync(join(dir, FROM_STORE))) continue;
      try {
        await mkdir(remoteBuildsDir(config, name), { recursive: true });
        await copyBuild(storage, dir, name, build);
        changed = true;
      } catch (error) {
        // Listed at the store's address meanwhile: the browser reads its pages and draws them.
        log.warn({ err: error, remote: name, build }, 'could not copy a build from the release store');
      }
    }
  }
  for (const name of existsSync(config.remotesDistDir) ? await readdir(config.remotesDistDir) : []) {
    const buildsDir = join(config.remotesDistDir, name, 'dist');
    for (const build of existsSync(buildsDir) ? await readdir(buildsDir) : []) {
      if (wanted.get(name as RemoteName)?.has(build) || !existsSync(join(buildsDir, build, FROM_STORE))) continue;
      await rm(join(buildsDir, build), { recursive: true, force: true });
      changed = true;
    }
  }
  return changed;
}
