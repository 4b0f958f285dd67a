import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';

/**
 * A page the server rendered (server/src/modules/seo/server-page.ts) arrives with its markup in #root, drawn by
 * the shell's own components and, in `#sh-ssr`, by the owning remote's. The shell hydrates its part
 * (bootstrap.tsx); the remote's area on that page hands `#sh-ssr` to the remote, which hydrates its own
 * (remote-area/index.tsx). Read once, before anything renders. On the server (no document) every render is one.
 */
const inBrowser = typeof document !== 'undefined';
const arrived = !inBrowser || Boolean(document.getElementById('root')?.firstElementChild);

/** The remote's markup in the server's page, and the address it was drawn for; null once an area took it. */
let slot: { path: string; html: string } | null = null;
if (inBrowser) {
  const content = document.getElementById(SERVER_RENDERED_ID);
  if (content) slot = { path: window.location.pathname, html: content.innerHTML };
}

/** Whether this page load came with the server's markup (the shell hydrates it; the splash screen stays away). */
export function arrivedServerRendered(): boolean {
  return arrived;
}

/**
 * The server's markup of the remote's page at this address, for the area that hydrates it: its first render keeps
 * it as it is. Null at any other address, and once taken (takeServerRenderedSlot).
 */
export function serverRenderedSlot(): string | null {
  return slot && slot.path === window.location.pathname ? slot.html : null;
}

/** The area hydrates the remote's markup: a later mount of an area renders afresh. */
export function takeServerRenderedSlot(): void {
  slot = null;
}
