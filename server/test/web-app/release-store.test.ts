import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canaryRemote,
  type ReleaseContext,
  ReleaseError,
  releaseRemote,
  rollbackRemote,
} from '../../src/modules/web-app/release-commands.ts';
import { serverTargetKey, storeKey } from '../../src/modules/web-app/release-store.ts';
import { FROM_STORE } from '../../src/modules/web-app/store-sync.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The S3 release store (REMOTES_PUBLIC_URL): a release uploads the build's browser files to the bucket, and the
 * API lists a recorded build that is not on its own disk at the store's address, which the CSP lets in.
 */

const BUCKET = 'skillhub-releases';
const STORE_URL = 'https://cdn.skillhub.example/remotes';
const BUILD = '0.4.0-8888888888';

let s3: S3rver;
let root: string;
let t: TestApp;
let context: ReleaseContext;

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

const buildDir = () => join(root, 'remotes', 'training', 'dist', BUILD);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-release-store-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(root, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  await put(join(buildDir(), 'remoteEntry.js'), 'var training = 4;');
  await put(join(buildDir(), 'remoteEntry.js.gz'), 'compressed copy');
  await put(join(buildDir(), 'static/js/async/7.abcdef12.js'), 'chunk');
  await put(join(buildDir(), 'server/render.mjs'), 'export const render = () => "server only";');
  t = await createTestApp((config) => {
    config.remotesDistDir = join(root, 'remotes');
    config.remotesPublicUrl = STORE_URL;
    config.storage = {
      kind: 's3',
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicBaseUrl: null,
    };
  });
  context = { db: t.app.db, config: t.app.config, bucket: t.app.fileStorage, operator: 'Store test' };
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

const listedEntry = async () =>
  (await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json().remotes.training;

describe('the S3 release store', () => {
  it('uploads the browser files of a release, not the server target nor the compressed copies', async () => {
    await releaseRemote(context, 'training', BUILD);
    const storage = t.app.fileStorage;
    expect(await storage.headObject(storeKey('training', BUILD, 'remoteEntry.js'))).toEqual({ size: 17 });
    expect(await storage.headObject(storeKey('training', BUILD, 'static/js/async/7.abcdef12.js'))).not.toBeNull();
    expect(await storage.headObject(storeKey('training', BUILD, 'server/render.mjs'))).toBeNull();
    // The server target is kept beside, out of the CDN's `remotes/`, for the API processes to copy.
    expect(await storage.headObject(serverTargetKey('training', BUILD))).not.toBeNull();
    expect(await storage.headObject(storeKey('training', BUILD, 'remoteEntry.js.gz'))).toBeNull();
    // Still on this server's disk: served from here, pages inlined.
    await expect.poll(listedEntry).toBe(`/remotes/training/${BUILD}/remoteEntry.js`);
  });

  it('lists a recorded build that only the bucket holds at the store address, and the CSP lets that origin in', async () => {
    await rm(buildDir(), { recursive: true, force: true });
    // The folder is gone from this disk; releases.json is rewritten, as pruning does, so the listing is read again.
    await put(join(root, 'remotes/training/dist/releases.json'), JSON.stringify({ current: BUILD, builds: [BUILD] }));
    await expect.poll(listedEntry).toBe(`${STORE_URL}/training/${BUILD}/remoteEntry.js`);
    // The pages' policy (every answer outside /api and the runtime config starts with it).
    const page = await t.app.inject({ method: 'GET', url: '/certificate' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.skillhub\.example[ ;]/);
    // Rolled back to by id, a build in the bucket alone is accepted; one in neither store is not.
    await expect(releaseRemote(context, 'training', BUILD)).resolves.toMatchObject({ unchanged: true });
    await expect(releaseRemote(context, 'training', '0.4.1-0000000000')).rejects.toThrow(ReleaseError);
  });

  it('deletes from the bucket the builds nothing needs: never the current, a canary or one replaced within 7 days', async () => {
    const storage = t.app.fileStorage;
    const keysOf = async (build: string) => (await storage.listObjects(`remotes/training/${build}/`)).map((o) => o.key);
    const builds = ['0.5.0-1111111111', '0.6.0-2222222222', '0.7.0-3333333333'] as const;
    const [next, canary, third] = builds;
    for (const build of builds) {
      await put(join(root, 'remotes/training/dist', build, 'remoteEntry.js'), `var training = "${build}";`);
      await put(join(root, 'remotes/training/dist', build, 'static/js/9.0000aaaa.js'), 'chunk');
    }
    // Today: BUILD was replaced a moment ago, so it stays for the tabs still on it.
    expect((await releaseRemote(context, 'training', next)).pruned).toEqual([]);
    expect(await keysOf(BUILD)).toContain(storeKey('training', BUILD, 'remoteEntry.js'));
    await canaryRemote(context, 'training', 10, canary);

    // Eight days on, the next release: BUILD and `next` are past their 7 days, the canary and the current are not.
    const later = { ...context, now: () => new Date(Date.now() + 8 * 24 * 60 * 60 * 1000) };
    const outcome = await releaseRemote(later, 'training', third);
    expect([...outcome.pruned].sort()).toEqual([BUILD, next]);
    expect(await keysOf(BUILD)).toEqual([]);
    expect(await keysOf(next)).toEqual([]);
    expect(await keysOf(canary)).toHaveLength(2);
    expect(await keysOf(third)).toEqual([
      storeKey('training', third, 'remoteEntry.js'),
      storeKey('training', third, 'static/js/9.0000aaaa.js'),
    ]);
    await rollbackRemote(context, 'training');
  });

  it('copies a build released from another machine to this disk: its pages inlined, its server target here to draw with', async () => {
    // Another machine's build folder: this server's REMOTES_DIST_DIR never had it.
    const elsewhere = join(root, 'elsewhere');
    const build = '0.8.0-4444444444';
    const buildIn = (dir: string, id: string) => join(dir, 'training', 'dist', id);
    const descriptor = {
      name: 'training',
      requires: {},
      pages: [{ name: 'certificate', path: '/certificate', area: 'public', access: 'public' }],
    };
    for (const id of [build, '0.9.0-5555555555']) {
      await put(join(buildIn(elsewhere, id), 'remoteEntry.js'), 'var training = 8;');
      await put(join(buildIn(elsewhere, id), 'remote.json'), JSON.stringify(descriptor));
      await put(join(buildIn(elsewhere, id), 'server/render.mjs'), `export const render = () => "${id}";`);
    }
    const fromElsewhere = { ...context, config: { ...t.app.config, remotesDistDir: elsewhere } };
    await releaseRemote(fromElsewhere, 'training', build);

    // Listed at the store's address, with its pages inlined once copied.
    await expect
      .poll(listedEntry)
      .toEqual({ entry: `${STORE_URL}/training/${build}/remoteEntry.js`, ...descriptor, name: undefined });
    const copy = join(root, 'remotes/training/dist', build);
    expect(await readFile(join(copy, 'server/render.mjs'), 'utf8')).toBe(`export const render = () => "${build}";`);
    expect(existsSync(join(copy, 'remoteEntry.js'))).toBe(false);

    // The next release from there: its copy arrives, the previous copy goes.
    await releaseRemote(fromElsewhere, 'training', '0.9.0-5555555555');
    await expect.poll(() => existsSync(join(root, 'remotes/training/dist/0.9.0-5555555555', FROM_STORE))).toBe(true);
    await expect.poll(() => existsSync(copy)).toBe(false);
  });
});
