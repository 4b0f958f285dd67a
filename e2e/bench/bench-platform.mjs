/**
 * What the browser benchmarks share: the platform started on the composed production build with demo data in a
 * temporary DATA_DIR on loopback, Debian's Chromium launched through Playwright with the same quiet flags, and the
 * median and kB of their tables.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** No sandbox (containers), and none of the browser's own traffic (updates, sync, QUIC probes) in the figures. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's mobile conditions (its default throttling profile), applied through the DevTools protocol. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const MOBILE_CPU_SLOWDOWN = 4;
/** A 390 px phone with a touch screen. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Debian's Chromium, headless, driven by Playwright. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
}

/** The middle value of the numbers among `values` (the upper one of an even count); null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
}

/** Bytes in kB of 1000, one decimal. */
export const kB = (bytes) => Math.round(bytes / 100) / 10;

/** The first item of a list answer, whatever the list's key. */
export function firstItem(data) {
  if (Array.isArray(data)) return data[0];
  const list = Object.values(data).find((value) => Array.isArray(value) && value.length > 0);
  return list?.[0];
}

/**
 * Starts the platform (`server/src/main.ts`) on `port` with demo data in a new temporary DATA_DIR, `env` added to
 * its environment. Returns at once, so that a benchmark's clean-up can stop it while it starts: its base URL,
 * `ready` (resolves when /api/health answers; rejects, the server stopped, when it exits or takes too long), `api`
 * (a call's `data`; an error status is thrown) and `stop` (ends the server, removes the data folder).
 */
export function startPlatform({ port, env = {}, name = 'bench' }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `skillhub-${name}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let errors = '';
  server.stderr.on('data', (chunk) => {
    errors += chunk;
  });

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  async function api(path, init) {
    const response = await fetch(`${base}/api${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  }

  // Migrations and the demo seed take about a minute on a busy 2-core machine.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000);
  const ready = (async () => {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited early:\n${errors}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {}
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${errors}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })().catch(async (error) => {
    await stop();
    throw error;
  });
  // Marked as handled: a failed start is reported where the benchmark awaits `ready`, not as an unhandled rejection.
  ready.catch(() => {});
  return { base, ready, api, stop };
}
