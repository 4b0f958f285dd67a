// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { whenStaying } from '@skillhub/shared/early-input';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * shell/public/wake.js on a server-rendered page: which of the visitor's moves start the app (the page's own
 * popover menu and links to other pages do not), and what a tap or a send before the app is there leaves on
 * `window.shEarlyInput` for the app to do again once it hydrated the element (shared/src/early-input.ts).
 */

const WAKE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../public/wake.js'), 'utf8');
/** The app wake.js starts: a script of no consequence, whose element in the head tells that the app was asked for. */
const APP = 'data:text/javascript,0';

const SELECT = [
  '<div class="ant-select ant-select-single"><div class="ant-select-content" title="All categories">All categories',
  '<input id="_R_0_" type="text" aria-label="Category" readonly role="combobox" aria-expanded="false" value="">',
  '</div><div class="ant-select-suffix"><span class="anticon"></span></div></div>',
].join('');

const HEADER = [
  '<header><button type="button" aria-label="Open navigation" popovertarget="nav"><svg></svg></button>',
  '<button type="button">Login</button>',
  '<div id="nav" popover="auto"><button type="button" aria-label="Close navigation" popovertarget="nav" popovertargetaction="hide"></button>',
  '<a href="/auth">Login</a><a href="#reviews">Reviews</a><a href="/blog" target="_blank">Blog</a>',
  '<a href="https://example.com/">Elsewhere</a></div></header>',
].join('');

interface EarlyInput {
  click?: Element;
  submit?: HTMLFormElement;
  leaving?: boolean;
}
const early = () => (window as unknown as { shEarlyInput: EarlyInput }).shEarlyInput;
const woken = () => document.head.querySelector(`script[src="${APP}"]`) !== null;
const find = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

/** A finger's tap on `selector`, as a phone's browser sends it, the click included; whether the click went on. */
function tap(selector: string, init: MouseEventInit = {}): boolean {
  const element = find(selector);
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', ...init }));
  element.dispatchEvent(new Event('touchstart', { bubbles: true }));
  element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch', ...init }));
  followed = false;
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  return followed;
}

/** wake.js as the page's own script tag runs it: it reads what to load from document.currentScript. */
function runWake(wake?: 'idle'): void {
  document.head.innerHTML = '';
  const script = document.createElement('script');
  script.dataset.app = APP;
  if (wake) script.dataset.wake = wake;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(WAKE)();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
}

/**
 * Last on the document, after wake.js has seen whether anything of the page took the click: keeps happy-dom from
 * following a link tapped (it would load the page from a server there is none of). Links are tapped on themselves:
 * happy-dom follows one as a click from an element inside it passes, before the document hears of it.
 */
const stayHere = (event: Event) => {
  followed = !event.defaultPrevented;
  event.preventDefault();
};
/** Whether the browser would have followed the last click: nothing of the page prevented it. */
let followed = false;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${HEADER}<main><div id="sh-ssr">${SELECT}<form aria-label="Enquiry"><input name="name"></form><form action="/courses"><input name="search"></form></div></main></div>`;
  runWake();
  document.addEventListener('click', stayHere);
});

// Each test's wake.js ends woken, so that its listeners, still on the window, ask for nothing in the next test.
afterEach(() => {
  document.removeEventListener('click', stayHere);
  window.dispatchEvent(new Event('scroll'));
});

describe('wake.js', () => {
  it('starts the app of a page marked data-wake="idle" once the page has loaded and the browser is idle, with no move', async () => {
    window.dispatchEvent(new Event('scroll'));
    runWake();
    expect(woken()).toBe(false);
    runWake('idle');
    // happy-dom's document has loaded already: the app is asked for at the browser's next idle moment.
    expect(woken()).toBe(false);
    await expect.poll(woken, { timeout: 3000 }).toBe(true);
  });

  it('starts the app at once for a page not drawn for who is signed in here; waits for a move on one drawn for them', () => {
    window.dispatchEvent(new Event('scroll'));
    const drawnFor = (userId: string) => {
      document.getElementById('sh-visitor')?.remove();
      const visitor = document.createElement('script');
      visitor.type = 'application/json';
      visitor.id = 'sh-visitor';
      visitor.textContent = JSON.stringify({ user: { _id: userId, name: 'Asha' }, permissions: [] });
      document.body.append(visitor);
    };
    try {
      window.localStorage.setItem('skillhub-auth', JSON.stringify({ accessToken: 't', user: { _id: 'u1' } }));
      // Drawn signed out, for a visitor signed in here: the app redraws the header at once.
      runWake();
      expect(woken()).toBe(true);
      // Drawn for this learner: the page is theirs already, the app comes at their first move.
      drawnFor('u1');
      runWake();
      expect(woken()).toBe(false);
      window.dispatchEvent(new Event('scroll'));
      expect(woken()).toBe(true);
      // Drawn for another learner than the one signed in here, or for one where nobody is: at once.
      drawnFor('u2');
      runWake();
      expect(woken()).toBe(true);
      window.localStorage.removeItem('skillhub-auth');
      runWake();
      expect(woken()).toBe(true);
    } finally {
      window.localStorage.removeItem('skillhub-auth');
      document.getElementById('sh-visitor')?.remove();
    }
  });

  it("does not start the app for the phone menu's open and close buttons, which work without it", () => {
    tap('button[aria-label="Open navigation"]');
    find('button[aria-label="Open navigation"]').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    find('button[aria-label="Open navigation"]').dispatchEvent(
      new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }),
    );
    tap('button[aria-label="Close navigation"]');
    expect(woken()).toBe(false);
    expect(early().click).toBeUndefined();
  });

  it('does not start the app for a tap on a link to another page, which the browser follows', () => {
    expect(tap('a[href="/auth"]')).toBe(true);
    find('a[href="/auth"]').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(woken()).toBe(false);
    expect(early().leaving).toBeUndefined();
  });

  it('starts the app for a link that keeps the page: within it, in another tab, elsewhere, or held with a key', () => {
    for (const [selector, init] of [
      ['a[href="#reviews"]', {}],
      ['a[target="_blank"]', {}],
      ['a[href^="https:"]', {}],
      ['a[href="/auth"]', { ctrlKey: true }],
      ['a[href="/auth"]', { button: 1 }],
    ] as const) {
      // Woken once, wake.js asks for the app no more: each link on a page of its own (the one before woken).
      window.dispatchEvent(new Event('scroll'));
      runWake();
      document.removeEventListener('click', stayHere);
      document.addEventListener('click', stayHere);
      expect({ selector, init, woken: woken() }).toEqual({ selector, init, woken: false });
      tap(selector, init);
    }
    expect(woken()).toBe(true);
  });

  it('starts the app when a field takes the focus', () => {
    find('input[name="name"]').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(woken()).toBe(true);
  });

  it('starts the app for a scroll, a key or a tap elsewhere on the page, and notes nothing for that tap', () => {
    tap('main');
    expect(woken()).toBe(true);
    expect(early().click).toBeUndefined();
  });

  it('starts the app and notes the button tapped last', () => {
    tap('button:not([aria-label])');
    expect(woken()).toBe(true);
    expect(early().click?.textContent).toBe('Login');
  });

  it('notes a tapped select as its box, wherever in the box the tap lands', () => {
    for (const part of ['[role="combobox"]', '.ant-select-content', '.anticon']) {
      delete early().click;
      tap(`#sh-ssr ${part}`);
      expect({ part, noted: early().click }).toEqual({ part, noted: document.querySelector('.ant-select') });
    }
  });

  it("stops and notes a send of the app's form, and leaves a form with its own address to the browser", () => {
    const send = (selector: string) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      find(selector).dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(send('form[aria-label]')).toBe(true);
    expect(woken()).toBe(true);
    expect(early().submit).toBe(document.querySelector('form[aria-label]'));
    delete early().submit;
    expect(send('form[action]')).toBe(false);
    expect(early().submit).toBeUndefined();
  });

  it('marks the page as left when a link is followed while the app starts; the app goes on once the visitor stays', async () => {
    window.dispatchEvent(new Event('scroll'));
    expect(woken()).toBe(true);
    expect(tap('a[href="/auth"]')).toBe(true);
    expect(early().leaving).toBe(true);
    let stayed = false;
    const staying = whenStaying().then(() => {
      stayed = true;
    });
    // Another tap on a link that leaves is still leaving; a tap on the page says the visitor stayed.
    tap('a[href="/auth"]');
    await Promise.resolve();
    expect(stayed).toBe(false);
    tap('main');
    await staying;
    expect(early().leaving).toBe(false);
  });

  it('does not mark the page as left when a handler of the page takes the link (the app hydrated it at the tap)', () => {
    window.dispatchEvent(new Event('scroll'));
    find('a[href="/auth"]').addEventListener('click', (event) => event.preventDefault());
    expect(tap('a[href="/auth"]')).toBe(false);
    expect(early().leaving).toBeUndefined();
  });
});
