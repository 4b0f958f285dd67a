import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePages } from '../src/routes.ts';
import { lazyPage } from '../src/ui/lazy-page.tsx';
import { CRASH_TITLE } from '../src/ui/remote-lifecycles.tsx';
import { type PageComponents, RemoteApp } from '../src/ui/remote-routes.tsx';
import { renderInRoot } from './render.tsx';

/** A page's chunk is a module file that a real dynamic import asks for, missing as after its build was pruned. */

const pages = definePages({ myCourses: { area: 'public', access: 'signed-in' } });
/** Short pauses keep the test quick; the pauses' lengths are not what is tested. */
const DELAYS = [5, 10];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'skillhub-chunks-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** Imports `<dir>/<name>.mjs` afresh each time, as a chunk is requested again after a failure. */
function chunk(name: string) {
  const attempts: number[] = [];
  const load = () => {
    attempts.push(Date.now());
    const url = `${pathToFileURL(join(dir, `${name}.mjs`)).href}?attempt=${attempts.length}`;
    return import(/* @vite-ignore */ url) as Promise<{ default: ComponentType }>;
  };
  return { load, attempts };
}

describe('a page whose chunk is gone', () => {
  it('shows the crash after three requests, asks no more, and Refresh reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { load, attempts } = chunk('pruned');
    const components: PageComponents<typeof pages> = { myCourses: lazyPage(load, DELAYS) };
    window.history.pushState(null, '', '/my-courses');
    const view = renderInRoot(<RemoteApp pages={pages} components={components} />);

    expect(await screen.findByText(CRASH_TITLE)).toBeTruthy();
    expect(attempts).toHaveLength(3);
    // Renders after the failure ask for nothing more.
    view.rerender(<RemoteApp pages={pages} components={components} />);
    expect(screen.getByText(CRASH_TITLE)).toBeTruthy();
    expect(attempts).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(attempts).toHaveLength(3);
  });
});
