/**
 * Lighthouse benchmark of the pages: starts the platform on the composed production build (build first:
 * `node support/build-web.mjs`) with demo data in a temporary DATA_DIR on loopback, launches Debian's Chromium
 * and runs Lighthouse 12 (mobile default profile, simulated throttling) three times on the server-rendered public
 * pages (`/`, `/courses`, a demo course, `/blog`, a demo blog post, and the shell's fixed pages `/employability-skill`,
 * `/contact-us`, `/terms-and-conditions`, and the training remote's `/certificate` and a program's
 * `/training/apply/{id}`, and the learner remote's payment link `/pay/{token}`; target 100, CLS 0), the sign-in
 * page `/auth`,
 * and signed in: the payment page of a course as a learner who has not bought it, `/my-courses` as that learner and
 * `/dashboard` as the super admin (target 90 or more). Prints the medians (performance, LCP, TBT, CLS,
 * accessibility, best practices, SEO), then the audits that failed (performance's too, for the app's pages) and
 * axe-core's violations per page.
 * A signed-in run keeps the session the shell keeps (`skillhub-auth` in local storage, the super admin's in the
 * tab's session storage): a fresh sign-in is written into a tab of the origin, that tab's cache emptied, and
 * Lighthouse loads the page in that tab without its storage reset.
 * Run: `npm run bench:pages -w @skillhub/e2e` (`-- --json <file>` also writes the raw figures;
 * `LIGHTHOUSE_RUNS`, `BENCH_PORT`, `CHROMIUM_PATH` to change the defaults; `LIGHTHOUSE_ONLY=<parts of paths,
 * comma-separated>` for some pages; `LIGHTHOUSE_REPORTS=<dir>` also writes each run's whole report there, for what
 * the summary leaves out: the LCP element and its phases, the main thread's work by script, unused JS). Offline,
 * loopback only.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, firstItem, launchChromium, median } from './bench-platform.mjs';
import {
  AUTH_STORAGE_KEY,
  BENCH_ADMIN,
  paymentLinkPath,
  signIn,
  signUpLearner,
  startPlatformWithMail,
} from './bench-session.mjs';

const port = Number(process.env.BENCH_PORT ?? 3392);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const jsonIndex = process.argv.indexOf('--json');
const jsonFile = jsonIndex === -1 ? null : (process.argv[jsonIndex + 1] ?? 'page-lighthouse.json');
const reportsDir = process.env.LIGHTHOUSE_REPORTS ?? null;
let reportCount = 0;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** One Lighthouse run gives up after this; the whole benchmark after WATCHDOG_MS. */
const RUN_TIMEOUT_MS = 120_000;
const WATCHDOG_MS = 30 * 60_000;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const profileDir = mkdtempSync(join(tmpdir(), 'skillhub-lighthouse-chromium-'));
const { mailCatcher, platform } = await startPlatformWithMail({ port, name: 'lighthouse' });
const { base, api } = platform;
let chrome = null;
let browser = null;
let lhBrowser = null;

async function cleanUp() {
  await browser?.close().catch(() => {});
  browser = null;
  await lhBrowser?.disconnect().catch(() => {});
  lhBrowser = null;
  if (chrome) {
    await Promise.resolve(chrome.kill()).catch(() => {});
    chrome = null;
  }
  await platform.stop();
  await mailCatcher.close();
  rmSync(profileDir, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`page-lighthouse: gave up after ${WATCHDOG_MS / 60_000} minutes`);
  cleanUp().finally(() => process.exit(2));
}, WATCHDOG_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A tab of the platform's origin holding `session` (a sign-in from bench-session.mjs) where the shell looks for
 * it, and its cookies (only its own: those of the page before are cleared), with the browser's cache emptied, as Lighthouse's own storage reset (which a signed-in run skips) would.
 */
async function signedInTab(session) {
  lhBrowser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const tab = await lhBrowser.newPage();
  await tab.goto(`${base}/api/health`);
  // Both emptied first: local storage outlives the tab, and a learner's session left there by the page before would
  // win over the super admin's (the shell reads local storage first).
  await tab.evaluate(
    (storage, key, value) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      window[storage].setItem(key, value);
    },
    session.storage,
    AUTH_STORAGE_KEY,
    session.value,
  );
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCookies');
  for (const { name, value, path } of session.cookies) {
    await cdp.send('Network.setCookie', { name, value, url: base, path, httpOnly: true, sameSite: 'Lax' });
  }
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return tab;
}

/**
 * One Lighthouse run, signed in when `session` is given: its scores (0-100), metrics (ms, CLS unitless) and the
 * audits that failed (performance's: a metric under 90, or an opportunity that would save time).
 */
async function lighthouseRun(url, session) {
  const tab = session ? await signedInTab(session) : undefined;
  let result;
  try {
    result = await withTimeout(
      lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          maxWaitForLoad: 60_000,
          disableStorageReset: Boolean(session),
        },
        undefined,
        tab,
      ),
      RUN_TIMEOUT_MS,
      `lighthouse ${url}`,
    );
  } finally {
    await tab?.close().catch(() => {});
  }
  const lhr = result.lhr;
  if (reportsDir) {
    reportCount += 1;
    const name = `${String(reportCount).padStart(2, '0')}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}.json`;
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.audits['cumulative-layout-shift'].numericValue === undefined) throw new Error(`lighthouse ${url}: no CLS`);
  // A session the app did not take sends the visitor to sign in: that page's figures would be reported as this one's.
  const shown = new URL(lhr.finalDisplayedUrl);
  if (shown.pathname !== new URL(url).pathname) {
    throw new Error(`lighthouse ${url}: ended on ${shown.pathname}${shown.search}, not the page asked for`);
  }
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const failed = {};
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      const saves = Object.values(audit.metricSavings ?? {}).some((value) => value > 0);
      const failing =
        id === 'performance'
          ? audit.score !== null && audit.score < 0.9 && (ref.weight > 0 || saves)
          : ref.weight > 0 && audit.score !== null && audit.score < 1;
      if (failing) {
        const items = audit.details?.items ?? [];
        const detail = items
          .slice(0, 3)
          .map((item) => item.node?.snippet ?? item.issueType ?? item.source ?? item.description ?? item.url ?? '')
          .join(' | ');
        failed[ref.id] = {
          category: id,
          title: audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title,
          items: items.length,
          detail,
        };
      }
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    failed,
  };
}

/** Before the page's own scripts: CSP violations and layout shifts (with the elements that moved) are recorded. */
const RECORDER = `
  window.__bench = { csp: [], shifts: [] };
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__bench.csp.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sourceFile || '') + ':' + e.lineNumber);
  });
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return String(node && node.nodeName);
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\\s+/).slice(0, 3).join('.') : '';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (classes ? '.' + classes : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__bench.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map((s) => describe(s.node) + ' ' + s.previousRect.y + '->' + s.currentRect.y),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * The page in a plain browser once it settled, on a phone-sized and a desktop-sized window: axe-core's
 * violations (injected through the DevTools protocol, which the page's CSP does not govern), console errors,
 * CSP violations and the layout shifts on the phone-sized load.
 */
async function browserPass(url, session) {
  const found = new Map();
  const consoleErrors = new Set();
  const csp = new Set();
  let shifts = [];
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ]) {
    const context = await browser.newContext({ viewport });
    try {
      if (session) {
        await context.addInitScript(
          ([storage, key, value]) => window[storage].setItem(key, value),
          [session.storage, AUTH_STORAGE_KEY, session.value],
        );
      }
      const page = await context.newPage();
      await page.addInitScript(RECORDER);
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.add(message.text().slice(0, 200));
      });
      page.on('pageerror', (error) => consoleErrors.add(String(error).slice(0, 200)));
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.evaluate(axeSource);
      const result = await page.evaluate(async () => {
        const axeResult = await window.axe.run(document, { resultTypes: ['violations'] });
        return {
          violations: axeResult.violations.map((v) => ({
            id: v.id,
            nodes: v.nodes.map((n) => {
              const colours = n.any.find((check) => check.data?.fgColor)?.data;
              const seen = colours ? ` [${colours.fgColor} on ${colours.bgColor}: ${colours.contrastRatio}]` : '';
              return n.target.join(' ') + seen;
            }),
          })),
          bench: window.__bench,
        };
      });
      for (const v of result.violations) {
        const known = found.get(v.id) ?? new Set();
        for (const node of v.nodes) known.add(node);
        found.set(v.id, known);
      }
      for (const entry of result.bench.csp) csp.add(entry);
      if (viewport.width < 500) shifts = result.bench.shifts;
    } finally {
      await context.close();
    }
  }
  return {
    axe: [...found].map(([id, nodes]) => ({ id, count: nodes.size, nodes: [...nodes] })),
    consoleErrors: [...consoleErrors],
    csp: [...csp],
    shifts,
  };
}

const round = (value, digits = 0) => (value == null ? '' : Number(value.toFixed(digits)));

try {
  await platform.ready;
  const course = firstItem(await api('/course/published?page=1&limit=1'));
  const post = firstItem(await api('/blog/all?page=1&limit=1'));
  if (!course?.slug || !post?.slug) throw new Error('the demo data has no published course or blog post');
  const [program] = (await api('/skill-area/employability')).programs;
  if (!program) throw new Error('the demo data has no open training program');
  const only = process.env.LIGHTHOUSE_ONLY?.split(',');
  // Who each page is loaded as: nobody, a learner who has bought nothing, or the super admin.
  const learner = { path: `/course-payment/${course._id}` };
  const pages = [
    ...[
      '/',
      '/courses',
      `/course/${course.slug}`,
      '/blog',
      `/blog/${post.slug}`,
      // The shell's fixed pages: a skill page (its listing), the contact form, a legal page.
      '/employability-skill',
      '/contact-us',
      '/terms-and-conditions',
      // The training remote's certificate check and a program's form, where QR codes lead.
      '/certificate',
      `/training/apply/${program._id}`,
      // A payment link, as a lead opens it from WhatsApp or a mail.
      await paymentLinkPath(api, course._id),
      '/auth',
    ].map((path) => ({ path })),
    { ...learner, as: 'learner' },
    { path: '/my-courses', as: 'learner' },
    { path: '/dashboard', as: 'admin' },
  ].filter(({ path }) => !only || only.some((part) => path.includes(part)));
  const paths = pages.map(({ path }) => path);
  const accounts = { admin: BENCH_ADMIN };
  if (pages.some(({ as }) => as === 'learner')) accounts.learner = await signUpLearner(api, mailCatcher.mails);
  /** A fresh sign-in of the page's visitor (access tokens last 15 minutes), or none. */
  const sessionFor = async (path) => {
    const as = pages.find((page) => page.path === path).as;
    return as ? signIn(base, accounts[as]) : undefined;
  };

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    userDataDir: profileDir,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });

  const raw = {};
  const errors = {};
  for (const path of paths) {
    raw[path] = [];
    const session = await sessionFor(path);
    for (let run = 0; run < runs && !errors[path]; run += 1) {
      // A run on a busy machine now and then loses its trace (NO_NAVSTART): it is run again, up to twice. A page
      // that does not load (an error status) is reported and the others measured.
      for (let attempt = 1; ; attempt += 1) {
        try {
          raw[path].push(await lighthouseRun(`${base}${path}`, session));
          break;
        } catch (error) {
          if (attempt === 3 || /ERRORED_DOCUMENT_REQUEST/.test(error.message)) {
            errors[path] = error.message;
            break;
          }
          console.error(`\n${error.message}; again`);
        }
      }
      process.stderr.write('.');
    }
  }
  process.stderr.write('\n');

  browser = await launchChromium();
  const pass = {};
  for (const path of paths) {
    pass[path] = await withTimeout(browserPass(`${base}${path}`, await sessionFor(path)), 180_000, `axe ${path}`);
  }

  const rows = paths.map((path) => {
    const results = raw[path];
    const m = (pick) => median(results.map(pick));
    if (results.length === 0) return { page: path, performance: 'error' };
    return {
      page: path.length > 40 ? `${path.slice(0, 39)}…` : path,
      performance: m((r) => r.scores.performance),
      'LCP s': round(
        m((r) => r.lcp / 1000),
        2,
      ),
      'TBT ms': round(m((r) => r.tbt)),
      CLS: round(
        m((r) => r.cls),
        3,
      ),
      accessibility: m((r) => r.scores.accessibility),
      'best practices': m((r) => r.scores['best-practices']),
      SEO: m((r) => r.scores.seo),
      'axe violations': pass[path].axe.reduce((sum, v) => sum + v.count, 0),
    };
  });
  console.log(`Lighthouse ${runs} runs per page (mobile, simulated throttling), medians; ${base}`);
  console.table(rows);
  for (const path of paths) {
    const failed = new Map();
    for (const result of raw[path]) {
      for (const [id, audit] of Object.entries(result.failed)) failed.set(id, audit);
    }
    console.log(`\n${path}`);
    if (errors[path]) console.log(`  lighthouse failed: ${errors[path]}`);
    for (const [id, audit] of failed) {
      console.log(`  lighthouse ${audit.category}: ${id} (${audit.items}) ${audit.title} ${audit.detail}`);
    }
    const { axe, consoleErrors, csp, shifts } = pass[path];
    for (const v of axe) console.log(`  axe: ${v.id} ${v.count}  ${v.nodes.slice(0, 3).join(' | ')}`);
    for (const text of consoleErrors) console.log(`  console error: ${text}`);
    for (const text of csp) console.log(`  CSP violation: ${text}`);
    for (const shift of shifts.filter((s) => s.value >= 0.005)) {
      console.log(
        `  layout shift ${round(shift.value, 3)} at ${shift.at} ms (phone, unthrottled): ${shift.sources.join(', ')}`,
      );
    }
  }
  if (Object.keys(errors).length > 0) process.exitCode = 1;
  if (jsonFile) {
    writeFileSync(jsonFile, JSON.stringify({ base, runs, rows, raw, errors, pass }, null, 2));
    console.log(`\nraw figures: ${jsonFile}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
