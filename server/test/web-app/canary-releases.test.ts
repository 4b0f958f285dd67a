import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANARY_DEVICE_COOKIE } from '../../src/modules/web-app/canary-device.ts';
import {
  canaryRemote,
  promoteRemote,
  type ReleaseContext,
  ReleaseError,
  releaseRemote,
  rollbackRemote,
} from '../../src/modules/web-app/release-commands.ts';
import { registryState } from '../../src/modules/web-app/release-registry.ts';
import { canaryOpen } from '../../src/modules/web-app/runtime-config.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * Canary releases through the real app: a build served to a share of devices, each device always the same build,
 * then promoted to every device or rolled back, by command or by a super admin over HTTP.
 */

let t: TestApp;
let root: string;
let context: ReleaseContext;
const STABLE = '0.1.0-5555555555';
const CANARY = '0.2.0-6666666666';
const NEXT = '0.3.0-7777777777';
const DEVICES = 2_000;

const buildsDir = () => join(root, 'remotes', 'learner', 'dist');
const entryOf = (id: string) => `/remotes/learner/${id}/remoteEntry.js`;

async function build(id: string) {
  const file = join(buildsDir(), id, 'remoteEntry.js');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `var learner = ${JSON.stringify(id)};`);
  await writeFile(join(buildsDir(), 'releases.json'), JSON.stringify({ current: id, builds: [id] }));
}

async function entryFor(device: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/runtime-config.json?device=${device}` });
  return response.json().remotes.learner as string;
}

/** Each simulated device's build, asked twice: a device that got two different builds fails here. */
async function buildsOfDevices(): Promise<Map<string, string>> {
  const builds = new Map<string, string>();
  for (let n = 0; n < DEVICES; n += 1) {
    const device = `device-${n.toString(36).padStart(6, '0')}`;
    const first = await entryFor(device);
    expect(await entryFor(device)).toBe(first);
    builds.set(device, first);
  }
  return builds;
}

const share = (builds: Map<string, string>, entry: string) =>
  [...builds.values()].filter((served) => served === entry).length / builds.size;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-canary-'));
  await build(STABLE);
  t = await createTestApp((config) => {
    config.remotesDistDir = join(root, 'remotes');
  });
  context = { db: t.app.db, config: t.app.config, bucket: null, operator: 'Ravi (canary test)' };
  await releaseRemote(context, 'learner', STABLE);
  // The app hears of the release by notification, after the command returns; releases.json says CANARY from
  // the next line on, so a first request before the notification would be answered from it.
  await vi.waitFor(() => expect(registryState(t.app.config)?.current.get('learner')).toBe(STABLE));
  await build(CANARY);
});
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

describe('canary releases', () => {
  it('with no canary open, answers every device alike and sets no cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(response.json().remotes.learner).toBe(entryOf(STABLE));
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(String(response.headers.vary)).not.toContain('cookie');
  });

  it('refuses a share outside 1 to 99, the current build, and a build not in the store', async () => {
    for (const bad of [0, 100, 10.5, Number.NaN]) {
      await expect(canaryRemote(context, 'learner', bad)).rejects.toThrow(ReleaseError);
    }
    await expect(canaryRemote(context, 'learner', 10, STABLE)).rejects.toThrow('current build already');
    await expect(canaryRemote(context, 'learner', 10, '0.9.0-9999999999')).rejects.toThrow('not in the release store');
    await expect(promoteRemote(context, 'learner')).rejects.toThrow('no open canary');
    expect(canaryOpen(t.app.config)).toBe(false);
  });

  it('serves the canary to 10% ± 2% of 2,000 devices, each device always the same build', async () => {
    expect(await canaryRemote(context, 'learner', 10)).toEqual({ remote: 'learner', build: CANARY, sharePercent: 10 });
    await expect.poll(() => canaryOpen(t.app.config)).toBe(true);
    const builds = await buildsOfDevices();
    const canaryShare = share(builds, entryOf(CANARY));
    expect(canaryShare).toBeGreaterThanOrEqual(0.08);
    expect(canaryShare).toBeLessThanOrEqual(0.12);
    expect(share(builds, entryOf(STABLE))).toBeCloseTo(1 - canaryShare, 10);
  });

  it('gives a device without an id a cookie that keeps it on its build', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    const cookie = first.cookies.find((c) => c.name === CANARY_DEVICE_COOKIE);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(String(first.headers.vary)).toContain('cookie');
    for (let n = 0; n < 5; n += 1) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/runtime-config.json',
        cookies: { [CANARY_DEVICE_COOKIE]: cookie?.value as string },
      });
      expect(again.json().remotes.learner).toBe(first.json().remotes.learner);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
  });

  it('promotes the canary to every device with one command, recorded as a release', async () => {
    expect(await promoteRemote(context, 'learner')).toMatchObject({
      build: CANARY,
      previous: STABLE,
      action: 'promote',
    });
    await expect.poll(() => canaryOpen(t.app.config)).toBe(false);
    expect(share(await buildsOfDevices(), entryOf(CANARY))).toBe(1);
  });

  it('rolls a canary back over HTTP: every device on the current build again, the release untouched', async () => {
    const admin = await loginAsAdmin(t.app);
    await build(NEXT);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/remote-releases/learner/canary',
      headers: bearer(admin),
      payload: { sharePercent: 50 },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      build: NEXT,
      sharePercent: 50,
      startedBy: expect.stringContaining('@'),
    });
    await expect.poll(() => canaryOpen(t.app.config)).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: '/api/remote-releases', headers: bearer(admin) });
    expect(listed.json().data.canaries).toMatchObject([{ remote: 'learner', build: NEXT, sharePercent: 50 }]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/remote-releases/learner/canary',
      headers: bearer(admin),
      payload: { sharePercent: 100 },
    });
    expect(tooBig.statusCode).toBe(400);

    const rolled = await t.app.inject({
      method: 'POST',
      url: '/api/remote-releases/learner/rollback',
      headers: bearer(admin),
      payload: {},
    });
    expect(rolled.json().data).toMatchObject({ build: CANARY, previous: NEXT, action: 'rollback' });
    await expect.poll(() => canaryOpen(t.app.config)).toBe(false);
    expect(await entryFor('device-any')).toBe(entryOf(CANARY));
    // Not a release: rolling back again goes to the release before (STABLE), not to NEXT.
    expect(await rollbackRemote(context, 'learner')).toMatchObject({ build: STABLE, previous: CANARY });
  });
});
