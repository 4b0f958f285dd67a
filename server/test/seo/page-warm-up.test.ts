import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedSoon } from '../support/disk-notice.ts';
import { fixtureRelease, fixtureShell, renderedContent } from '../support/render-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The public pages rendered ahead of visitors (modules/seo/page-warmer.ts), at start and when a remote is released.
 * Each build here takes FIRST_RENDER_MS over its first render, longer than a visitor waits (VISITOR_WAIT_MS), as a
 * real build's first page does on a busy machine: without the warm-up its first visitor gets the plain app.
 */

const FIRST_RENDER_MS = 1_500;
const VISITOR_WAIT_MS = 300;

let t: TestApp;
let root: string;

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const warm = () => {
  if (!t.app.pageWarmer) throw new Error('the warm-up is off');
  return t.app.pageWarmer.warm();
};
async function release(build: string, firstRenderMs = FIRST_RENDER_MS) {
  await fixtureRelease(join(root, 'remotes'), 'courses', ['catalogue', 'course'], { build, firstRenderMs });
  if (t) await listedSoon(t.app.config, 'courses', build);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-page-warm-up-'));
  await fixtureShell(join(root, 'shell'), { build: 'shell-a', firstRenderMs: FIRST_RENDER_MS });
  await release('1.0.0-aaaaaaaaaa');
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
    config.serverRenderTimeoutMs = VISITOR_WAIT_MS;
    config.serverRenderWarmUp = true;
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

describe('public pages rendered ahead of visitors', () => {
  it("at start: the first visitor gets each build's page, rendered once", async () => {
    await warm();
    const catalogue = await page('/courses');
    expect(catalogue.statusCode).toBe(200);
    expect(renderedContent(catalogue.body)).toContain('<h1>catalogue</h1><p>build 1.0.0-aaaaaaaaaa, render 1</p>');
    const home = await page('/');
    expect(home.body).toMatch(/<h1>home<\/h1><p>build shell-a, render \d+<\/p>/);
  });

  it("when a remote is released: the new build's first visitor gets its page", async () => {
    await release('1.0.0-bbbbbbbbbb');
    await warm();
    const catalogue = await page('/courses');
    expect(renderedContent(catalogue.body)).toContain('<h1>catalogue</h1><p>build 1.0.0-bbbbbbbbbb, render 1</p>');
  });

  it('a visitor who asks while the pages are still rendering gets the plain app, never a 500; the next the page', async () => {
    await release('1.0.0-cccccccccc', 3_000);
    const warming = warm();
    const during = await page('/courses');
    expect(during.statusCode).toBe(200);
    expect(renderedContent(during.body)).toBeNull();
    expect(during.body).toContain('/remotes/courses/1.0.0-cccccccccc/remoteEntry.js');
    await warming;
    const after = await page('/courses');
    expect(renderedContent(after.body)).toContain('<h1>catalogue</h1><p>build 1.0.0-cccccccccc, render 1</p>');
  });
});
