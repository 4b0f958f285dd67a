import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ClientReportEntry } from '@skillhub/shared/schemas/client-reports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { remoteBuildHealth } from '../../src/db/schema.ts';
import { CANARY_MIN_LOADS } from '../../src/modules/web-app/canary-health.ts';
import {
  canaryRemote,
  describeReleases,
  type ReleaseContext,
  releaseRemote,
} from '../../src/modules/web-app/release-commands.ts';
import { registryState } from '../../src/modules/web-app/release-registry.ts';
import { canaryOpen } from '../../src/modules/web-app/runtime-config.ts';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  latestOutboxMail,
  loginAsAdmin,
  type TestApp,
} from '../support/test-app.ts';

/**
 * The canaries' health through the real app: browsers report loads, errors and failed files per remote build
 * (POST /api/client-reports); a canary that fails more than the current build by over the margin is closed at
 * once and the super admin mailed; one within the margin, or seen too little, stays.
 */

let t: TestApp;
let root: string;
let context: ReleaseContext;
const STABLE = '0.1.0-1111111111';
const CANARY = '0.2.0-2222222222';

async function build(id: string) {
  const dir = join(root, 'remotes', 'blog', 'dist');
  const file = join(dir, id, 'remoteEntry.js');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `var blog = ${JSON.stringify(id)};`);
  await writeFile(join(dir, 'releases.json'), JSON.stringify({ current: id, builds: [id] }));
}

const report = (reports: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/client-reports', payload: { reports } });

/** `count` reports of one kind, in entries of at most 50 as a browser sends them. */
function entries(build: string, kind: ClientReportEntry['kind'], count: number): ClientReportEntry[] {
  const out: ClientReportEntry[] = [];
  for (let left = count; left > 0; left -= 50) out.push({ remote: 'blog', build, kind, count: Math.min(50, left) });
  return out;
}

async function countsOf(build: string) {
  const [row] = await t.app.db
    .select()
    .from(remoteBuildHealth)
    .where(and(eq(remoteBuildHealth.remote, 'blog'), eq(remoteBuildHealth.build, build)));
  return row ? { loads: row.loads, errors: row.errors, chunkFailures: row.chunkFailures } : null;
}

async function openCanary() {
  await canaryRemote(context, 'blog', 10, CANARY);
  await vi.waitFor(() => expect(registryState(t.app.config)?.canaries.get('blog')?.build).toBe(CANARY));
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-canary-health-'));
  await build(STABLE);
  t = await createTestApp((config) => {
    config.remotesDistDir = join(root, 'remotes');
  });
  context = { db: t.app.db, config: t.app.config, bucket: null, operator: 'Ravi (canary health test)' };
  await releaseRemote(context, 'blog', STABLE);
  await vi.waitFor(() => expect(registryState(t.app.config)?.current.get('blog')).toBe(STABLE));
  await build(CANARY);
});
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

describe('client reports', () => {
  it('refuse a malformed report, saying which field is wrong, and store nothing', async () => {
    const good = { remote: 'blog', build: STABLE, kind: 'load', count: 1 };
    const cases: [unknown, string][] = [
      [[{ ...good, kind: 'crash' }], 'reports.0.kind'],
      [[{ ...good, count: 0 }], 'reports.0.count'],
      [[{ ...good, count: 51 }], 'reports.0.count'],
      [[{ ...good, build: '../../etc' }], 'reports.0.build'],
      [[{ ...good, remote: 'Blog!' }], 'reports.0.remote'],
      [[{ ...good, message: 'TypeError at user@example.com' }], 'reports.0'],
      [Array.from({ length: 31 }, () => good), 'reports'],
      [[], 'reports'],
    ];
    for (const [reports, field] of cases) {
      const response = await report(reports as unknown[]);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}).join(' '), field).toContain(field);
    }
    expect(await countsOf(STABLE)).toBeNull();
  });

  it('count the current build, and ignore a build that is neither current nor a canary', async () => {
    const response = await report([
      ...entries(STABLE, 'load', 100),
      ...entries(STABLE, 'error', 2),
      { remote: 'blog', build: '9.9.9-9999999999', kind: 'error', count: 50 },
      { remote: 'courses', build: STABLE, kind: 'load', count: 5 },
    ]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, message: 'Report received' });
    expect(await countsOf(STABLE)).toEqual({ loads: 100, errors: 2, chunkFailures: 0 });
    expect(await countsOf('9.9.9-9999999999')).toBeNull();
    // A super admin sees them with the registry.
    const admin = await loginAsAdmin(t.app);
    const listed = await t.app.inject({ method: 'GET', url: '/api/remote-releases', headers: bearer(admin) });
    expect(listed.json().data.health).toEqual([
      { remote: 'blog', build: STABLE, loads: 100, errors: 2, chunkFailures: 0, updatedAt: expect.any(String) },
    ]);
    // And `npm run releases` prints them.
    expect(await describeReleases(t.app.db, t.app.config)).toMatch(
      new RegExp(`blog +${STABLE} +100 loads, 2 errors, 0 failed files \\(last \\S+\\)`),
    );
  });
});

describe('a canary judged by its reports', () => {
  it('stays open while too few areas of it were shown, however many errors', async () => {
    await openCanary();
    await report([...entries(CANARY, 'load', CANARY_MIN_LOADS - 1), ...entries(CANARY, 'error', 40)]);
    expect(await countsOf(CANARY)).toEqual({ loads: CANARY_MIN_LOADS - 1, errors: 40, chunkFailures: 0 });
    expect(canaryOpen(t.app.config)).toBe(true);
  });

  it('starts its counts afresh when it is opened again, and stays open within the margin', async () => {
    await openCanary();
    expect(await countsOf(CANARY)).toBeNull();
    // 2% for the current build; 6 of 100 (6%) is within 5 points of it.
    await report([...entries(CANARY, 'load', 100), ...entries(CANARY, 'error', 4), ...entries(CANARY, 'chunk', 2)]);
    expect(await countsOf(CANARY)).toEqual({ loads: 100, errors: 4, chunkFailures: 2 });
    expect(canaryOpen(t.app.config)).toBe(true);
  });

  it('is rolled back at once past the margin, every device on the current build, and the super admin mailed', async () => {
    // 8 of 100: 8% against 2%.
    const response = await report(entries(CANARY, 'chunk', 2));
    expect(response.statusCode).toBe(202);
    await vi.waitFor(() => expect(canaryOpen(t.app.config)).toBe(false));
    const served = await t.app.inject({ method: 'GET', url: '/runtime-config.json?device=any-device' });
    expect(served.json().remotes.blog).toBe(`/remotes/blog/${STABLE}/remoteEntry.js`);
    const mail = await latestOutboxMail(t.app, ADMIN_EMAIL);
    const payload = mail.payload as { subject: string; text: string };
    expect(payload.subject).toBe('Skillhub: the blog canary was rolled back');
    expect(payload.text).toContain(
      `Browsers running blog ${CANARY} reported errors or files that failed to load in 8.0% of 100`,
    );
    expect(payload.text).toContain(`against 2.0% for the current build (${STABLE})`);
    // Later reports of the closed canary's build are not counted, and roll nothing back twice.
    await report(entries(CANARY, 'error', 50));
    expect(await countsOf(CANARY)).toEqual({ loads: 100, errors: 4, chunkFailures: 4 });
  });
});

describe('client reports from one address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp((config) => {
      config.rateLimits.clientReport = { perIp: { max: 2, windowMs: 60_000 } };
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('are limited: past the limit a 429 that says when to come back', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/client-reports',
        payload: { reports: [{ remote: 'blog', build: STABLE, kind: 'load', count: 1 }] },
      });
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
