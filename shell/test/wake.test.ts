// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * shell/public/wake.js on a server-rendered page: what a tap or a send before the app is there leaves on
 * `window.shEarlyInput` for the app to do again once it hydrated the element (shared/src/early-input.ts).
 */

const WAKE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../public/wake.js'), 'utf8');

const SELECT = [
  '<div class="ant-select ant-select-single"><div class="ant-select-content" title="All categories">All categories',
  '<input id="_R_0_" type="text" aria-label="Category" readonly role="combobox" aria-expanded="false" value="">',
  '</div><div class="ant-select-suffix"><span class="anticon"></span></div></div>',
].join('');

interface EarlyInput {
  click?: Element;
  submit?: HTMLFormElement;
}
const early = () => (window as unknown as { shEarlyInput: EarlyInput }).shEarlyInput;
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
  delete early().click;
  delete early().submit;
  document.body.innerHTML = `<div id="root"><header><button type="button" aria-label="Open navigation"><svg></svg></button><button type="button">Login</button></header><main><div id="sh-ssr">${SELECT}<form aria-label="Enquiry"><input name="name"></form><form action="/courses"><input name="search"></form></div></main></div>`;
});

describe('wake.js', () => {
  it('notes the button tapped last', () => {
    tap('button[aria-label]');
    expect(early().click).toBe(document.querySelector('button[aria-label]'));
    tap('button:not([aria-label])');
    expect(early().click?.textContent).toBe('Login');
  });

  it('notes a tapped select as its box, wherever in the box the tap lands', () => {
    for (const part of ['[role="combobox"]', '.ant-select-content', '.anticon']) {
      delete early().click;
      tap(`#sh-ssr ${part}`);
      expect({ part, noted: early().click }).toEqual({ part, noted: document.querySelector('.ant-select') });
    }
  });

  it('notes nothing for a tap elsewhere', () => {
    tap('main');
    expect(early().click).toBeUndefined();
  });

  it("stops and notes a send of the app's form, and leaves a form with its own address to the browser", () => {
    const send = (selector: string) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      document.querySelector(selector)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(send('form[aria-label]')).toBe(true);
    expect(early().submit).toBe(document.querySelector('form[aria-label]'));
    delete early().submit;
    expect(send('form[action]')).toBe(false);
    expect(early().submit).toBeUndefined();
  });
});
