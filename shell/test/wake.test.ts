// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * shell/public/wake.js on a server-rendered page: what a tap before the app is there leaves on
 * <html data-sh-pending-click> for the shell to do again (shell/src/runtime/server-rendered.ts).
 */

const WAKE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../public/wake.js'), 'utf8');

const SELECT = [
  '<div class="ant-select ant-select-single"><div class="ant-select-content" title="All categories">All categories',
  '<input id="_R_0_" type="text" aria-label="Category" readonly role="combobox" aria-expanded="false" value="">',
  '</div><div class="ant-select-suffix"><span class="anticon"></span></div></div>',
].join('');

const pending = () => document.documentElement.dataset.shPendingClick;
const tap = (selector: string) =>
  document.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

beforeAll(() => {
  // The page's own script tag, with no app to load: wake.js reads its data-app from document.currentScript.
  const script = document.createElement('script');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(WAKE)();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
});

beforeEach(() => {
  delete document.documentElement.dataset.shPendingClick;
  document.body.innerHTML = `<div id="root"><div class="sh-ssr-frame"><header><button type="button" aria-label="Open navigation"><svg></svg></button><button type="button">Login</button></header><main><div id="sh-ssr">${SELECT}</div></main></div></div>`;
});

describe('wake.js', () => {
  it('names a tapped button by its label, else its text', () => {
    tap('button[aria-label]');
    expect(pending()).toBe('Open navigation');
    tap('button:not([aria-label])');
    expect(pending()).toBe('Login');
  });

  it("names a tapped select by its combobox's name, wherever in its box the tap lands", () => {
    for (const part of ['[role="combobox"]', '.ant-select-content', '.anticon']) {
      delete document.documentElement.dataset.shPendingClick;
      tap(`.sh-ssr-frame ${part}`);
      expect({ part, pending: pending() }).toEqual({ part, pending: 'Category' });
    }
  });

  it('names nothing for a tap elsewhere', () => {
    tap('main');
    expect(pending()).toBeUndefined();
  });
});
