/**
 * Page-weight benchmark: starts the platform on the composed production build (build first with
 * `npm run build`), opens pages in Debian's Chromium and prints requests, bytes on the wire and the time to
 * network idle for each, cold cache. Run: `npm run bench:weight -w @skillhub/e2e`. Loopback only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3391);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'weight@skillhub.test', password: 'Weight@12345' };
const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-weight-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await (
    await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
  ).json();
  const rows = [];
  for (const [path, signedIn] of [
    ['/', false],
    ['/auth', false],
    ['/dashboard/category', true],
  ]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (signedIn) {
      await page.goto(`${base}/privacy-policy`);
      await page.evaluate(
        (data) => sessionStorage.setItem('skillhub-auth', JSON.stringify({ ...data, isAuthenticated: true })),
        login.data,
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    const started = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    rows.push({
      page: path,
      requests,
      'KiB on the wire': Math.round(bytes / 1024),
      'network idle ms': Date.now() - started,
    });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
