import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readReleases } from '@skillhub/shared/remote-releases';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteReleases } from '../../src/db/schema.ts';
import {
  describeReleases,
  type ReleaseContext,
  ReleaseError,
  releaseRemote,
  rollbackRemote,
} from '../../src/modules/web-app/release-commands.ts';
import { RETAINED_AFTER_REPLACED_MS } from '../../src/modules/web-app/release-registry.ts';
import { currentRelease, runtimeConfig } from '../../src/modules/web-app/runtime-config.ts';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';

/**
 * The release registry through the real app: what `npm run release` / `npm run rollback` record is what
 * /runtime-config.json lists and /remotes/<name>/<build>/ serves, with no restart; a remote never released is
 * served at its newest build (releases.json), as a fresh checkout's `npm run build` leaves it.
 */

let t: TestApp;
let root: string;
let context: ReleaseContext;
const DAY = 24 * 60 * 60 * 1000;
const FIRST = '0.1.0-1111111111';
const SECOND = '0.1.0-2222222222';
const NEWEST = '0.2.0-3333333333';
const STALE = '0.0.9-0000000000';
const LATEST = '0.3.0-4444444444';

const buildsDir = () => join(root, 'remotes', 'courses', 'dist');

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/** A build as the remote's build publishes it: its folder, made the newest in releases.json. */
async function build(id: string, ageDays = 0) {
  await put(join(buildsDir(), id, 'remoteEntry.js'), `var courses = ${JSON.stringify(id)};`);
  const builds = [id, ...(readReleases(buildsDir())?.builds ?? []).filter((other) => other !== id)];
  await put(join(buildsDir(), 'releases.json'), JSON.stringify({ current: id, builds }));
  const at = new Date(Date.now() - ageDays * DAY);
  await utimes(join(buildsDir(), id), at, at);
}

const listed = () => runtimeConfig(t.app.config).remotes.courses;
const entryOf = (id: string) => `/remotes/courses/${id}/remoteEntry.js`;

async function servedEntry(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
  return response.json().remotes.courses as string;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-registry-'));
  await build(STALE, 30);
  await build(FIRST, 20);
  await build(SECOND, 10);
  t = await createTestApp((config) => {
    config.remotesDistDir = join(root, 'remotes');
  });
  context = { db: t.app.db, config: t.app.config, bucket: null, operator: 'Asha (release test)' };
});
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the release registry', () => {
  it('serves the newest build of a remote never released, with no release step', async () => {
    expect(await servedEntry()).toBe(entryOf(SECOND));
    expect(currentRelease(t.app.config, 'courses')?.build).toBe(SECOND);
    expect(await describeReleases(t.app.db, t.app.config)).toContain(`courses    ${SECOND}`);
  });

  it('refuses a build that is not in the store, or no build id, and changes nothing', async () => {
    await expect(releaseRemote(context, 'courses', '0.9.9-9999999999')).rejects.toThrow(ReleaseError);
    await expect(releaseRemote(context, 'courses', '../secrets')).rejects.toThrow('is not a build id');
    await expect(releaseRemote(context, 'blog')).rejects.toThrow('has no build');
    expect(await servedEntry()).toBe(entryOf(SECOND));
  });

  it('serves a released build, records who released it, and keeps serving it over a newer build', async () => {
    const outcome = await releaseRemote(context, 'courses', FIRST);
    // STALE, built 30 days ago and never released, goes; SECOND stays as the newest build.
    expect(outcome).toMatchObject({ build: FIRST, previous: null, unchanged: false, pruned: [STALE] });
    await expect.poll(servedEntry).toBe(entryOf(FIRST));
    expect(currentRelease(t.app.config, 'courses')).toEqual({ build: FIRST, dir: join(buildsDir(), FIRST) });
    const served = await t.app.inject({ method: 'GET', url: entryOf(FIRST) });
    expect(served.body).toBe(`var courses = "${FIRST}";`);

    // A newer build is only the newest: the registry's release stays current until the next release.
    await build(NEWEST);
    expect(await servedEntry()).toBe(entryOf(FIRST));
    expect(await describeReleases(t.app.db, t.app.config)).toMatch(
      new RegExp(`courses +${FIRST.replaceAll('.', '\\.')} +since .* \\(release by Asha \\(release test\\)\\)`),
    );
    // SECOND, built 10 days ago and never released, is no longer the newest build either: it goes.
    expect(await releaseRemote(context, 'courses', FIRST)).toMatchObject({ unchanged: true, pruned: [SECOND] });
    expect((await t.app.inject({ method: 'GET', url: entryOf(SECOND) })).statusCode).toBe(404);
  });

  it('releases the newest build by default, rolls back to the previous one, and forward to a named one', async () => {
    expect(await releaseRemote(context, 'courses')).toMatchObject({ build: NEWEST, previous: FIRST, pruned: [] });
    await expect.poll(servedEntry).toBe(entryOf(NEWEST));

    expect(await rollbackRemote(context, 'courses')).toMatchObject({ build: FIRST, previous: NEWEST });
    await expect.poll(servedEntry).toBe(entryOf(FIRST));
    expect(listed()).toEqual(entryOf(FIRST));

    expect(await rollbackRemote(context, 'courses', NEWEST)).toMatchObject({ build: NEWEST, action: 'rollback' });
    await expect.poll(servedEntry).toBe(entryOf(NEWEST));
    const text = await describeReleases(t.app.db, t.app.config);
    expect(text).toContain('Earlier:');
    expect(text.match(/courses /g)).toHaveLength(4);
  });

  it('keeps every build in use or replaced less than 7 days ago, whatever their count, and removes the rest', async () => {
    // FIRST and NEWEST each stopped being current minutes ago: a release now removes neither.
    const rolled = await rollbackRemote(context, 'courses', FIRST);
    expect(rolled.pruned).toEqual([]);
    expect(readReleases(buildsDir())?.builds.sort()).toEqual([FIRST, NEWEST].sort());

    // NEWEST was replaced just now: kept for 7 days after, gone after (and not the newest build any more).
    await build(LATEST, 9);
    const sixDays = await releaseRemote({ ...context, now: () => new Date(Date.now() + 6 * DAY) }, 'courses', FIRST);
    expect(sixDays).toMatchObject({ unchanged: true, pruned: [] });
    const later = new Date(Date.now() + RETAINED_AFTER_REPLACED_MS + DAY);
    const eightDays = await rollbackRemote({ ...context, now: () => later }, 'courses', FIRST);
    expect(eightDays.pruned).toEqual([NEWEST]);
    expect((await t.app.inject({ method: 'GET', url: entryOf(FIRST) })).statusCode).toBe(200);
  });
});

describe('the release registry over HTTP (super admin only)', () => {
  const post = (url: string, token: string | null, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  it('releases and rolls back for a super admin, recorded under their name, served at once', async () => {
    const admin = await loginAsAdmin(t.app);
    const released = await post('/api/remote-releases/courses/release', admin, { build: LATEST });
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({ remote: 'courses', build: LATEST, action: 'release' });
    await expect.poll(servedEntry).toBe(entryOf(LATEST));

    const rolled = await post('/api/remote-releases/courses/rollback', admin);
    expect(rolled.json().data).toMatchObject({ build: FIRST, previous: LATEST, action: 'rollback' });
    await expect.poll(servedEntry).toBe(entryOf(FIRST));

    const list = await t.app.inject({ method: 'GET', url: '/api/remote-releases', headers: bearer(admin) });
    const [latest] = list.json().data.releases;
    expect(latest).toMatchObject({ remote: 'courses', build: FIRST, action: 'rollback', replacedAt: null });
    expect(latest.releasedBy).toContain(ADMIN_EMAIL);
  });

  it('refuses a build not in the store (409), a malformed one (400), and anyone but a super admin', async () => {
    const admin = await loginAsAdmin(t.app);
    const missing = await post('/api/remote-releases/courses/release', admin, { build: '0.9.9-9999999999' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toContain('not in the release store');
    expect((await post('/api/remote-releases/courses/release', admin, { build: '../x' })).statusCode).toBe(400);
    expect((await post('/api/remote-releases/Courses!/release', admin)).statusCode).toBe(400);

    expect((await post('/api/remote-releases/courses/release', null, { build: LATEST })).statusCode).toBe(401);
    const staff = await userWithPermissions(t.app, admin, 'Release Staff', [
      { name: 'Settings', operations: { read: true, update: true, create: true, delete: true } },
    ]);
    const refused = await post('/api/remote-releases/courses/release', staff.token, { build: LATEST });
    expect(refused.statusCode).toBe(403);
    expect(await servedEntry()).toBe(entryOf(FIRST));
  });
});

describe.skipIf(!process.env.DATABASE_URL)('while the LISTEN connection is down (PostgreSQL)', () => {
  it('still serves a release no notification announced: read when listening again, or every second till then', async () => {
    // Cut every LISTEN connection of this database, as a network failure would.
    await t.app.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    // Written straight to the table: no NOTIFY goes out.
    await t.app.db.transaction(async (tx) => {
      await tx
        .update(remoteReleases)
        .set({ replacedAt: new Date() })
        .where(and(eq(remoteReleases.remote, 'courses'), isNull(remoteReleases.replacedAt)));
      await tx.insert(remoteReleases).values({ remote: 'courses', build: LATEST, action: 'release', releasedBy: 'db' });
    });
    await expect.poll(servedEntry, { timeout: 3_000 }).toBe(entryOf(LATEST));
  });
});
