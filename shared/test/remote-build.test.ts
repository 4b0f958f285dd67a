import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSharedMap, installedVersion, sharedRequirements } from '../src/mf-shared.ts';
import { BUILD_RETENTION_MS, pruneBuilds, publishBuild, readReleases, STAGING_DIR } from '../src/remote-releases.ts';
import { precompressDir } from '../src/rsbuild-precompress.ts';

describe('the shared map', () => {
  it('shares what must be one instance and the libraries every app starts with, each a strict singleton needing a version compatible with its own', () => {
    const map = createSharedMap();
    // antd's components are each their request, answered by their part (shared-modules.test.ts).
    expect(
      Object.keys(map)
        .filter((key) => !key.startsWith('antd/es/'))
        .sort(),
    ).toEqual(
      [
        '@skillhub/session',
        '@tanstack/react-query',
        'i18next',
        'jotai',
        'ky',
        'react',
        'react-dom',
        'react-dom/',
        'react-router-dom',
        'react/',
      ].sort(),
    );
    const react = installedVersion('react', process.cwd());
    expect(map.react).toEqual({
      singleton: true,
      strictVersion: true,
      version: react,
      requiredVersion: `^${react.split('.')[0]}.0.0`,
    });
    expect(sharedRequirements(map)['@skillhub/session']).toBe('^1.0.0');
    expect(sharedRequirements(map)).not.toHaveProperty('react/');
  });
});

let buildsDir: string;
beforeEach(async () => {
  buildsDir = await mkdtemp(join(tmpdir(), 'skillhub-builds-'));
});
afterEach(() => rm(buildsDir, { recursive: true, force: true }));

/** What rsbuild leaves in the staging folder. */
async function stage(files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    const file = join(buildsDir, STAGING_DIR, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

describe('publishing a build', () => {
  it('moves it to a folder named by its version and content, and makes it current', async () => {
    await stage({ 'remoteEntry.js': 'v1', 'static/js/1.aaaaaaaa.js': 'chunk', 'remoteEntry.js.gz': 'ignored' });
    const first = await publishBuild(buildsDir, '0.1.0');
    expect(first.published).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(await readFile(join(buildsDir, first.published, 'static/js/1.aaaaaaaa.js'), 'utf8')).toBe('chunk');
    expect(readReleases(buildsDir)).toEqual({ current: first.published, builds: [first.published] });

    // The same files again: the same id, nothing new.
    await stage({ 'remoteEntry.js': 'v1', 'static/js/1.aaaaaaaa.js': 'chunk', 'remoteEntry.js.gz': 'other' });
    expect((await publishBuild(buildsDir, '0.1.0')).published).toBe(first.published);
    expect((await readdir(buildsDir)).sort()).toEqual([first.published, 'releases.json'].sort());
  });

  it('keeps every previous build, however many: the build cannot know which ones are still served', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      await stage({ 'remoteEntry.js': `v${n}` });
      ids.push((await publishBuild(buildsDir, '0.1.0')).published);
    }
    const releases = readReleases(buildsDir)!;
    expect(releases.current).toBe(ids[6]);
    expect(releases.builds).toEqual([...ids].reverse());
    expect((await readdir(buildsDir)).sort()).toEqual([...ids, 'releases.json'].sort());
  });

  it('publishing an older build again makes it current without losing the newer one', async () => {
    await stage({ 'remoteEntry.js': 'old' });
    const old = (await publishBuild(buildsDir, '0.1.0')).published;
    await stage({ 'remoteEntry.js': 'new' });
    const fresh = (await publishBuild(buildsDir, '0.2.0')).published;
    await stage({ 'remoteEntry.js': 'old' });
    await publishBuild(buildsDir, '0.1.0');
    expect(readReleases(buildsDir)).toEqual({ current: old, builds: [old, fresh] });
  });
});

describe('pruning builds', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function publishAged(content: string, ageDays: number): Promise<string> {
    await stage({ 'remoteEntry.js': content });
    const id = (await publishBuild(buildsDir, '0.1.0')).published;
    const at = new Date(Date.now() - ageDays * DAY);
    await utimes(join(buildsDir, id), at, at);
    return id;
  }

  it('removes only builds that are unused and older than the retention, whatever their count', async () => {
    const inUseOld = await publishAged('released long ago, still served', 30);
    const unusedOld = await publishAged('built eight days ago, never served', 8);
    const recent = await publishAged('built six days ago', 6);
    const current = await publishAged('the newest build', 20);

    const removed = await pruneBuilds(buildsDir, { inUse: new Set([inUseOld]), now: new Date() });

    expect(removed).toEqual([unusedOld]);
    expect((await readdir(buildsDir)).sort()).toEqual([inUseOld, recent, current, 'releases.json'].sort());
    expect(readReleases(buildsDir)).toEqual({ current, builds: [current, recent, inUseOld] });
  });

  it('keeps a build of the retention age to the day less a second, and removes it a second after', async () => {
    await publishAged('old', 0);
    const id = readReleases(buildsDir)!.current;
    await publishAged('newer', 0);
    const at = (await stat(join(buildsDir, id))).mtimeMs;
    expect(await pruneBuilds(buildsDir, { inUse: new Set(), now: new Date(at + BUILD_RETENTION_MS - 1000) })).toEqual(
      [],
    );
    expect(await pruneBuilds(buildsDir, { inUse: new Set(), now: new Date(at + BUILD_RETENTION_MS + 1000) })).toEqual([
      id,
    ]);
  });
});

describe('compressed copies', () => {
  it("are made for what browsers fetch, never for a server target's output inside it", async () => {
    const big = 'x'.repeat(4096);
    await stage({ 'remoteEntry.js': big, 'static/js/1.aaaaaaaa.js': big, 'tiny.js': 'x', 'server/render.mjs': big });
    const staging = join(buildsDir, STAGING_DIR);
    expect(await precompressDir(staging, [join(staging, 'server')])).toBe(2);
    const files = (await readdir(staging, { recursive: true })).map(String).sort();
    expect(files).toContain('remoteEntry.js.br');
    expect(files).toContain('static/js/1.aaaaaaaa.js.gz');
    expect(files).not.toContain('tiny.js.br');
    expect(files.filter((file) => file.startsWith('server/'))).toEqual(['server/render.mjs']);
  });
});
