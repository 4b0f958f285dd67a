import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWithRetries, PAGE_LOAD_DELAYS_MS } from '../src/ui/lazy-page.tsx';

/**
 * A page's chunk is a module file that a real dynamic import asks for: missing (its build pruned), or written
 * while the page is still trying (a connection that comes back). In Node: happy-dom's module loader remembers a
 * missing file, a browser and Node ask again.
 */

/** Short pauses keep the test quick; the pauses' lengths are not what is tested. */
const DELAYS = [5, 10];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'skillhub-chunks-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function chunk(name: string) {
  const attempts: number[] = [];
  const load = () => {
    attempts.push(Date.now());
    const url = `${pathToFileURL(join(dir, `${name}.mjs`)).href}?attempt=${attempts.length}`;
    return import(/* @vite-ignore */ url) as Promise<{ default: unknown }>;
  };
  return { load, attempts };
}

describe('loading a page chunk', () => {
  it('asks three times, pausing longer each time, then fails with the import error', async () => {
    const { load, attempts } = chunk('missing');
    await expect(loadWithRetries(load, DELAYS)).rejects.toThrow(/missing\.mjs/);
    expect(attempts).toHaveLength(3);
    expect(PAGE_LOAD_DELAYS_MS).toHaveLength(2);
    expect(PAGE_LOAD_DELAYS_MS[1]!).toBeGreaterThan(PAGE_LOAD_DELAYS_MS[0]!);
  });

  it('gets the chunk when it can be fetched again before the attempts run out', async () => {
    const { load, attempts } = chunk('late');
    const loading = loadWithRetries(() => {
      if (attempts.length === 1) writeFileSync(join(dir, 'late.mjs'), 'export default "late page";\n');
      return load();
    }, DELAYS);
    await expect(loading).resolves.toMatchObject({ default: 'late page' });
    expect(attempts).toHaveLength(2);
  });
});
