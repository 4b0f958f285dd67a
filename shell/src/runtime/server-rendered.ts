import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { flushSync } from 'react-dom';

/**
 * The take-over of a server-rendered page. The server may put a public page's content into #root
 * (`<div id="sh-ssr">`, server/src/modules/seo/server-page.ts); React empties #root when the shell first renders,
 * so the shell keeps that element and shows it where the page's own content will appear: every PageSpinner on
 * that address shows it instead of a spinner (the page is loading there), and the remote's area stays hidden
 * behind it until the app has drawn the page's heading (an h1 outside the server's content). Then, in the same
 * task, the area is shown and the server's content removed: the page never shows its content twice and nothing
 * moves. The content is shown once per page load, only at the address it was rendered for.
 */

/** However the app fares (a page without a heading, a remote that hangs), the server's content leaves by then. */
const LONGEST_WAIT_MS = 8000;

interface Pending {
  node: HTMLElement;
  path: string;
}

let pending: Pending | null = null;
let observer: MutationObserver | null = null;
/** The areas waiting to be shown when the app's content is there (RemoteArea's parcelDidMount). */
const waiting = new Set<() => void>();
let claimed = false;
let arrivedWithContent = false;

const currentPath = () => window.location.pathname;

function appHeading(root: Element, node: HTMLElement): HTMLElement | null {
  for (const heading of root.querySelectorAll('h1')) if (!node.contains(heading)) return heading;
  return null;
}

/**
 * Shows the waiting areas and removes the server's content, in one go. When the app drew its heading before its
 * area was told the remote mounted, the area's wrapper (hidden until then) is shown here at once; the area's
 * own render, moments later, shows it too.
 */
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
  } else {
    for (let el = heading?.parentElement; el && el !== done?.node.ownerDocument.body; el = el.parentElement) {
      if (el.style.display === 'none') el.style.removeProperty('display');
    }
  }
  done?.node.remove();
}

/**
 * Takes the server's content out of React's way before the shell first renders; called once by the bootstrap.
 * Returns whether the page came with content.
 */
export function claimServerRendered(root: Element): boolean {
  if (claimed) return pending !== null;
  claimed = true;
  const node = document.getElementById(SERVER_RENDERED_ID);
  if (!node) return false;
  arrivedWithContent = true;
  pending = { node, path: currentPath() };
  observer = new MutationObserver(() => {
    if (!pending) return;
    if (currentPath() !== pending.path) finish();
    else {
      const heading = appHeading(root, pending.node);
      if (heading) finish(heading);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  window.setTimeout(() => {
    if (pending) finish();
  }, LONGEST_WAIT_MS);
  return true;
}

/** Whether this page load came with the server's content (the splash screen then stays away: it would cover it). */
export function arrivedServerRendered(): boolean {
  return arrivedWithContent;
}

/** Whether the server's content is still to be shown at this address. */
export function hasServerRendered(): boolean {
  return pending !== null && pending.path === currentPath();
}

/** A ref for the element that shows the server's content in place of a spinner. */
export function adoptServerRendered(host: HTMLElement | null): void {
  if (host && pending && pending.path === currentPath()) host.appendChild(pending.node);
}

/**
 * Runs `show` (which reveals a remote's area) once the app's own content has replaced the server's, at once when
 * there is nothing to replace.
 */
export function whenServerRenderedReplaced(show: () => void): void {
  if (!hasServerRendered()) {
    show();
    return;
  }
  waiting.add(show);
}
