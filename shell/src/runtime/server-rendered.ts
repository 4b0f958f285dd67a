import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { flushSync } from 'react-dom';

/**
 * The take-over of a server-rendered page. The server may put a public page's content into #root (a frame whose
 * content is `<div id="sh-ssr">`, server/src/modules/seo/server-page.ts). The shell then renders into an element
 * of its own after that frame, laid over it and invisible, so the server's content is never moved or repainted
 * while the shell and the owning remote load. When the app has drawn the page's heading (an h1 outside the
 * server's content), in the same task: the remote's area is shown (RemoteArea waits for it through
 * whenServerRenderedReplaced), the server's frame removed and the app made visible. The page never shows its
 * content twice, and nothing that was painted moves. Once per page load, only at the address it was rendered for.
 */

/** However the app fares (a page without a heading, a remote that hangs), the server's content leaves by then. */
const LONGEST_WAIT_MS = 8000;
/** The app's element while the server's content is shown: laid over it, taking no room, not painted. */
const HIDDEN_APP_STYLE = 'position:absolute;top:0;left:0;right:0;visibility:hidden';

interface Pending {
  frame: Element;
  content: HTMLElement;
  app: HTMLElement;
  path: string;
}

let pending: Pending | null = null;
let observer: MutationObserver | null = null;
/** The areas waiting to be shown when the app's content is there (RemoteArea's parcelDidMount). */
const waiting = new Set<() => void>();
let arrivedWithContent = false;

const currentPath = () => window.location.pathname;

function appHeading({ app }: Pending): HTMLElement | null {
  return app.querySelector('h1');
}

/** Where shell/public/wake.js names a button pressed on the server's page before the app was there. */
const PENDING_CLICK = 'shPendingClick';

/** Sets a field the app's React drew as if typed into: the value setter React watches, then an input event. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What the visitor began on the server's page while the app loaded, done again on the app's own controls of
 * the same name: the text typed into a field (and its focus), a button pressed.
 */
function carryOver(frame: Element, app: HTMLElement): void {
  const focused = document.activeElement;
  for (const field of frame.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const name = field.getAttribute('aria-label');
    if (!name) continue;
    const own = app.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `input[aria-label="${CSS.escape(name)}"], textarea[aria-label="${CSS.escape(name)}"]`,
    );
    if (!own) continue;
    if (field.value) typeInto(own, field.value);
    if (field === focused) own.focus();
  }
  const pressed = document.documentElement.dataset[PENDING_CLICK];
  if (!pressed) return;
  delete document.documentElement.dataset[PENDING_CLICK];
  const buttons = app.querySelectorAll<HTMLElement>('button, [role="button"]');
  const own = [...buttons].find(
    (button) => (button.getAttribute('aria-label') || button.textContent?.trim()) === pressed,
  );
  own?.click();
}

/** Shows the app where the server's content was, in one go (see above). */
function finish(heading: HTMLElement | null = null): void {
  const done = pending;
  pending = null;
  observer?.disconnect();
  observer = null;
  const show = [...waiting];
  waiting.clear();
  if (show.length) {
    flushSync(() => {
      for (const fn of show) fn();
    });
  }
  // A heading drawn before its area heard that the remote mounted: the area's wrapper, hidden until then, is
  // shown here at once (the area's own render, moments later, shows it too).
  for (let el = heading?.parentElement; done && el && el !== done.app; el = el.parentElement) {
    if (el.style.display === 'none') el.style.removeProperty('display');
  }
  if (!done) return;
  done.app.removeAttribute('style');
  carryOver(done.frame, done.app);
  done.frame.remove();
}

/**
 * Called once by the bootstrap with #root: the element the shell renders into. Without server-rendered content
 * that is #root itself; with it, a new element after the server's frame, hidden until the app has taken over.
 */
export function claimServerRendered(root: HTMLElement): HTMLElement {
  const content = document.getElementById(SERVER_RENDERED_ID);
  let frame: Element | null = content;
  while (frame && frame.parentElement !== root) frame = frame.parentElement;
  if (!content || !frame) return root;
  arrivedWithContent = true;
  const app = document.createElement('div');
  app.setAttribute('style', HIDDEN_APP_STYLE);
  root.appendChild(app);
  const state: Pending = { frame, content, app, path: currentPath() };
  pending = state;
  observer = new MutationObserver(() => {
    if (pending !== state) return;
    if (currentPath() !== state.path) finish();
    else {
      const heading = appHeading(state);
      if (heading) finish(heading);
    }
  });
  observer.observe(app, { childList: true, subtree: true });
  window.setTimeout(() => {
    if (pending === state) finish();
  }, LONGEST_WAIT_MS);
  return app;
}

/** Whether this page load came with the server's content (the splash screen then stays away: it would cover it). */
export function arrivedServerRendered(): boolean {
  return arrivedWithContent;
}

/**
 * Runs `show` (which reveals a remote's area) once the app's own content has replaced the server's, at once when
 * there is nothing to replace.
 */
export function whenServerRenderedReplaced(show: () => void): void {
  if (!pending || pending.path !== currentPath()) {
    show();
    return;
  }
  waiting.add(show);
}
