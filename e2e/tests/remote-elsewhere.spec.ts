import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type Platform, startPlatform } from '../support/platform.ts';
import { E2E_PORT } from '../support/ports.ts';
import { publishComposedBuild } from '../support/remote-variant.ts';
import { signIn } from '../support/session.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
// Beside the run's own platform (E2E_PORT), so that runs on other ports do not meet here (the other specs take +3 to +5).
const PLATFORM_PORT = E2E_PORT + 6;
const REMOTE_HOST_PORT = E2E_PORT + 7;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** A plain static host on another origin, the way a CDN would serve a remote's build. */
function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const shellIndexHash = () =>
  createHash('sha256')
    .update(readFileSync(join(repo, 'shell/dist/index.html')))
    .digest('hex');

test.describe('a remote rebuilt and served from another address', () => {
  test.setTimeout(240_000);
  let root: string;
  let host: Server;
  let platform: Platform;
  let shellBefore: string;
  let entry: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    root = mkdtempSync(join(tmpdir(), 'skillhub-remote-'));
    shellBefore = shellIndexHash();
    // The courses remote's build published into a folder of its own, served from another address; the shell is
    // not rebuilt. The build lives in its own folder, named by its build id.
    const current = publishComposedBuild('courses', join(root, 'courses'));
    host = await serveStatic(join(root, 'courses'), REMOTE_HOST_PORT);
    entry = `http://127.0.0.1:${REMOTE_HOST_PORT}/${current}/remoteEntry.js`;
    platform = await startPlatform(PLATFORM_PORT, {
      DATA_DIR: join(root, 'data'),
      ADMIN_EMAIL: 'owner@skillhub.test',
      ADMIN_PASSWORD: 'Owner@12345',
      DEMO_DATA: 'false',
      REMOTE_COURSES_URL: entry,
    });
  });

  test.afterAll(async () => {
    await platform?.stop();
    await new Promise((r) => host?.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  test('the shell keeps its build and mounts the remote from the new address', async ({ page }) => {
    const config = await (await fetch(`${platform.url}/runtime-config.json`)).json();
    expect(config.remotes.courses).toBe(entry);

    const fromRemoteHost: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${REMOTE_HOST_PORT}/`)) fromRemoteHost.push(request.url());
    });
    await signIn(page, 'owner@skillhub.test', 'Owner@12345', platform.url);
    await page.goto(`${platform.url}/dashboard/category`);
    await expect(page.getByRole('table', { name: 'Active categories' })).toBeVisible();
    await expect(page.getByText('No records found.')).toBeVisible();

    expect(fromRemoteHost).toContain(entry);
    // Its pages came from beside its entry, on the remote's own host.
    expect(fromRemoteHost).toContain(entry.replace('remoteEntry.js', 'remote.json'));
    expect(fromRemoteHost.some((url) => url.includes('/static/js/'))).toBe(true);
    expect(shellIndexHash()).toBe(shellBefore);
  });
});
