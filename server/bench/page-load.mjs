/**
 * Server-rendered page load benchmark: starts the real server on the demo data (PGlite by default, PostgreSQL when
 * DATABASE_URL is set) with the composed build in the repository (`npm run build` first: the courses and blog
 * remotes' releases must have their server targets), then loads a plain node:http JSON server (the baseline), the
 * static routes /robots.txt and a shell asset, the course page's JSON read, and the HTML of /course/{slug} and
 * /courses as the courses remote renders them and of /blog and /blog/{slug} as the blog remote does (as they are,
 * and compressed as a browser asks for them), with autocannon.
 * Prints req/s, latency, each route's share of /robots.txt's req/s and the size of each answer, then each page
 * against the target: its HTML at 50% or more of the static route's req/s with a p99 under 20 ms (a repeat request
 * is a cache hit: the render and its HTML are kept per release and per change of the page's data).
 * Run: `npm run bench:ssr -w @skillhub/server`. Loopback only. BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) tune
 * the runs.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  base,
  connections,
  json,
  load,
  measurePlainNode,
  rssMb,
  sampleRss,
  seconds,
  startServer,
  stopServer,
  waitHealthy,
  withRatios,
} from './bench-server.mjs';

const PLAIN_NODE = 'plain node:http JSON (baseline)';
/** The target for each page's HTML: this share of the static route's req/s at least, and this p99 at most. */
const TARGET_SHARE = 0.5;
const TARGET_P99_MS = 20;
const PAGES = ['/course/:slug', '/courses', '/blog', '/blog/:slug'];
const STATIC_ROUTE = 'GET /robots.txt (static)';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** A file of the shell's build, as any static asset is served (precompressed copies aside). */
function shellAsset() {
  const dir = fileURLToPath(new URL('../../shell/dist/static/js/', import.meta.url));
  const file = readdirSync(dir).find((name) => /^index\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error('no shell build: run npm run build first');
  return `/static/js/${file}`;
}

/**
 * The page's HTML as its remote rendered it. A page's first render (a fresh render thread loading the release)
 * may be slower than a visitor waits: that visitor gets the plain app and the render goes on, so it is asked again
 * a few times.
 */
async function html(path) {
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const response = await fetch(`${base}${path}`);
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    if (text.includes('<div id="sh-ssr">')) return text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path} was not rendered by its remote`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-bench-pages-'));
const child = startServer(dataDir);
try {
  // A loaded machine starts the platform slowly (over a minute at a load of 25).
  await waitHealthy(child, 300_000);
  const slug = (await json('/api/course/published?limit=1')).data[0].slug;
  const postSlug = (await json('/api/blog/all?limit=1')).data[0].slug;
  const asset = shellAsset();
  const sizes = {
    course: (await html(`/course/${slug}`)).length,
    catalogue: (await html('/courses')).length,
    blog: (await html('/blog')).length,
    post: (await html(`/blog/${postSlug}`)).length,
  };
  const idleMb = rssMb(child.pid);
  const rows = [await measurePlainNode(PLAIN_NODE)];
  const sampler = sampleRss(child.pid);
  // Each row with the server's CPU time per answer (load's cpuOf).
  const measure = (title, opts) => load(title, { ...opts, cpuOf: child.pid });
  await load('warm-up', { path: `/course/${slug}`, duration: 2 });
  rows.push(await measure(STATIC_ROUTE, { path: '/robots.txt' }));
  rows.push(await measure(`GET ${asset} (static file)`, { path: asset }));
  // The same file as a browser gets it: its .br copy, about as many bytes as a rendered page compressed.
  rows.push(await measure(`GET ${asset} (static file, br)`, { path: asset, headers: BROWSER }));
  rows.push(await measure('GET /api/course/slug/:slug (JSON)', { path: `/api/course/slug/${slug}` }));
  rows.push(await measure('GET /course/:slug (HTML)', { path: `/course/${slug}`, columns: { bytes: sizes.course } }));
  rows.push(await measure('GET /courses (HTML)', { path: '/courses', columns: { bytes: sizes.catalogue } }));
  rows.push(await measure('GET /blog (HTML)', { path: '/blog', columns: { bytes: sizes.blog } }));
  rows.push(await measure('GET /blog/:slug (HTML)', { path: `/blog/${postSlug}`, columns: { bytes: sizes.post } }));
  // As a browser asks: the page compressed (made once per page and kept, like the public JSON reads).
  rows.push(await measure('GET /course/:slug (HTML, br)', { path: `/course/${slug}`, headers: BROWSER }));
  rows.push(await measure('GET /courses (HTML, br)', { path: '/courses', headers: BROWSER }));
  rows.push(await measure('GET /blog (HTML, br)', { path: '/blog', headers: BROWSER }));
  rows.push(await measure('GET /blog/:slug (HTML, br)', { path: `/blog/${postSlug}`, headers: BROWSER }));
  const loadMb = sampler.stop();
  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${connections} connections, ${seconds} s each`,
  );
  console.table(withRatios(rows, { baseline: PLAIN_NODE, reference: STATIC_ROUTE }));
  const staticRate = rows.find((row) => row.route === STATIC_ROUTE)['req/s'];
  const staticCpu = rows.find((row) => row.route === STATIC_ROUTE)['server µs/req'];
  console.log(
    `\ntarget: each page's HTML at >= ${TARGET_SHARE * 100}% of the static route's req/s, p99 < ${TARGET_P99_MS} ms`,
  );
  for (const pagePath of PAGES) {
    for (const form of ['HTML', 'HTML, br']) {
      const row = rows.find((r) => r.route === `GET ${pagePath} (${form})`);
      const share = row['req/s'] / staticRate;
      const met = share >= TARGET_SHARE && row['p99 ms'] < TARGET_P99_MS;
      console.log(
        `  ${`${pagePath} (${form})`.padEnd(26)} ${`${Math.round(share * 100)}%`.padStart(4)} of static, p99 ${String(row['p99 ms']).padStart(3)} ms: ${met ? 'met' : 'NOT met'} (server CPU ${row['server µs/req']} µs per answer, static ${staticCpu} µs)`,
      );
    }
  }
  console.log(`API process RSS: ${idleMb} MB idle, ${loadMb} MB at most under load`);
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
