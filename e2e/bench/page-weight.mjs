/**
 * Page-weight benchmark: starts the platform on the composed production build (build first with
 * `npm run build`), opens pages in Debian's Chromium, cold cache, and prints for each: requests, JavaScript
 * bytes as transferred (the server's br/gzip copies, Accept-Encoding `br, gzip`) and decoded, all bytes
 * transferred and the time of the last network event, then the JavaScript compressed once the pointer has moved
 * (a server-rendered page loads the app then); the median of three cold loads (`WEIGHT_RUNS` to change).
 * The issue-13 budgets: a public page's first visit at most 250 kB of JS compressed, the dashboard's 400 kB (its
 * first visit: /dashboard, where signing in leads). A remote's dashboard page opened directly (/dashboard/category)
 * is measured beside it, for what a remote's page adds: its entry, its chunks and antd's second part.
 * Run: `npm run bench:weight -w @skillhub/e2e`. Loopback only.
 */
import { kB, launchChromium, median, startPlatform } from './bench-platform.mjs';

const port = Number(process.env.BENCH_PORT ?? 3391);
const runs = Number(process.env.WEIGHT_RUNS ?? 3);
const admin = { email: 'weight@skillhub.test', password: 'Weight@12345' };
const BUDGET_PUBLIC = 250_000;
const BUDGET_DASHBOARD = 400_000;
const platform = startPlatform({
  port,
  name: 'weight',
  env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
});
const { base, api } = platform;
const browser = await launchChromium();

/** One cold load of `path`: what crossed the wire, by request. */
async function load(path, session) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } });
  const page = await context.newPage();
  if (session) {
    await page.goto(`${base}/privacy-policy`);
    await page.evaluate(
      (data) => sessionStorage.setItem('skillhub-auth', JSON.stringify({ ...data, isAuthenticated: true })),
      session,
    );
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  let lastActivity = Date.now();
  const entry = (id) => {
    lastActivity = Date.now();
    if (!requests.has(id)) requests.set(id, { type: '', url: '', raw: 0, transferred: 0, done: false });
    return requests.get(id);
  };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    Object.assign(entry(requestId), { type, url: response.url });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    entry(requestId).raw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    Object.assign(entry(requestId), { transferred: encodedDataLength, done: true });
  });
  // A remote's chunks can follow its entry after a quiet spell (runtime config, the page's data): the load is
  // over when no request has started or finished for 1.5 s.
  const quiet = async () => {
    for (let seen = -1; seen !== requests.size; ) {
      seen = requests.size;
      await page.waitForTimeout(1500);
    }
  };
  const started = Date.now();
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await quiet();
  const idleMs = lastActivity - started;
  const finished = [...requests.values()].filter((request) => request.done);
  const scripts = finished.filter((request) => request.type === 'Script');
  // A server-rendered page loads the app on the visitor's first move (shell/public/wake.js): what that brings.
  await page.mouse.move(20, 300);
  await quiet();
  const afterMove = [...requests.values()].filter((request) => request.done && request.type === 'Script');
  await context.close();
  return {
    requests: finished.length,
    jsTransferred: scripts.reduce((sum, request) => sum + request.transferred, 0),
    jsRaw: scripts.reduce((sum, request) => sum + request.raw, 0),
    jsAfterMove: afterMove.reduce((sum, request) => sum + request.transferred, 0),
    transferred: finished.reduce((sum, request) => sum + request.transferred, 0),
    idleMs,
    scripts: scripts.map((request) => ({ url: request.url.replace(base, ''), transferred: request.transferred })),
  };
}

try {
  await platform.ready;
  const login = await api('/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const courses = await api('/course/published?page=1&limit=1');
  const courseSlug = (courses.courses ?? courses.items ?? courses)[0].slug;
  const posts = await api('/blog/all?page=1&limit=1');
  const postSlug = (posts.blogs ?? posts.items ?? posts)[0].slug;

  const pages = [
    ['/', false, BUDGET_PUBLIC],
    ['/courses', false, BUDGET_PUBLIC],
    [`/course/${courseSlug}`, false, BUDGET_PUBLIC],
    [`/blog/${postSlug}`, false, BUDGET_PUBLIC],
    ['/auth', false, null],
    ['/dashboard', true, BUDGET_DASHBOARD],
    ['/dashboard/category', true, null],
  ];
  const rows = [];
  const details = [];
  for (const [path, signedIn, budget] of pages) {
    const loads = [];
    for (let run = 0; run < runs; run += 1) loads.push(await load(path, signedIn ? login : null));
    const jsTransferred = median(loads.map((l) => l.jsTransferred));
    rows.push({
      page: path,
      requests: median(loads.map((l) => l.requests)),
      'JS kB compressed': kB(jsTransferred),
      'JS kB raw': kB(median(loads.map((l) => l.jsRaw))),
      'all kB transferred': kB(median(loads.map((l) => l.transferred))),
      'JS kB after first move': kB(median(loads.map((l) => l.jsAfterMove))),
      'last byte ms': median(loads.map((l) => l.idleMs)),
      budget: budget === null ? '' : `${jsTransferred <= budget ? 'ok' : 'OVER'} (${budget / 1000} kB)`,
    });
    details.push({ path, scripts: loads[0].scripts });
  }
  if (process.env.WEIGHT_SCRIPTS) {
    for (const { path, scripts } of details) {
      console.log(`\n${path}`);
      for (const script of scripts.sort((a, b) => b.transferred - a.transferred)) {
        console.log(`  ${String(kB(script.transferred)).padStart(7)} kB  ${script.url}`);
      }
    }
  }
  console.log(`median of ${runs} cold loads; kB = 1000 bytes`);
  console.table(rows);
} finally {
  await browser.close();
  await platform.stop();
}
