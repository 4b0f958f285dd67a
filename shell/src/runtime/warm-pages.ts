import { ownedByReact } from '@skillhub/shared/early-input';
import { sessionStore } from '@skillhub/shared/session';
import { NEXT_STEP_EVENT } from '@skillhub/shared/ui/next-step';
import { whenIdle } from '@skillhub/shared/when-idle';
import { matchRemotePage } from '../router/route-table.ts';
import { incompatibilities } from './compatibility.ts';
import { preloadRemotePage } from './remotes.ts';
import { runtimeConfigAtom } from './runtime-config.ts';

/** How long a named next step waits for an idle moment at most (a busy phone may have none for a while). */
const IDLE_TIMEOUT_MS = 2000;
/** A finger or pointer on its way to a link: the remote page it leads to is fetched from then, not from the click. */
const INTENT = ['pointerdown', 'touchstart', 'mouseover', 'focusin'] as const;

const AREAS = ['public', 'dashboard'] as const;
const warmed = new Set<string>();

/**
 * Fetches the code of the remote page at `pathname` (the remote's entry, its app and the page's own chunk) ahead
 * of the visit, once per address; the visit then renders from what came. Not for the shell's own pages, an
 * address no remote publishes, or a remote the page would refuse to run; a failure is left for the visit to meet
 * (and report) as it would have.
 */
export function warmPage(pathname: string): void {
  if (pathname === window.location.pathname) return;
  fetchRemotePageCode(pathname);
}

/** Whether `pathname`'s remote page code was asked for (false: no remote page there, or one it cannot run). */
function fetchRemotePageCode(pathname: string): boolean {
  const config = sessionStore.get(runtimeConfigAtom);
  if (!config) return false;
  if (warmed.has(pathname)) return true;
  const page = AREAS.map((area) => matchRemotePage(config, area, pathname)).find((match) => match.kind === 'page');
  if (page?.kind !== 'page') return false;
  const requires = config.remotes[page.page.owner]?.descriptor?.requires;
  if (requires && incompatibilities(requires).length) return false;
  warmed.add(pathname);
  preloadRemotePage(page.page.owner, pathname).catch(() => warmed.delete(pathname));
  return true;
}

/**
 * The code of the remote page the app opened on (its remote's entry, app and page chunk), asked for as soon as the
 * remotes are known, alongside the shell's own start. Left to the router, each part would be asked for only once
 * the part before it rendered: a chain of round trips before a phone shows the page. Whether there is one.
 */
export function fetchOpeningPageCode(): boolean {
  return fetchRemotePageCode(window.location.pathname);
}

/**
 * The address of this site a link of the app leads to, if it is one. A link React does not own yet (on a page the
 * server rendered, before hydration reached it) is the browser's to follow: the next page is the server's, and code
 * fetched for it here would only hold the main thread the navigation needs.
 */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || !ownedByReact(link)) {
    return null;
  }
  return link.pathname;
}

/**
 * From start-up: the next step a page names (NEXT_STEP_EVENT) is warmed when the browser is idle, and the remote
 * page a link leads to as soon as a finger or pointer is on its way to it.
 */
export function startWarmingPages(): void {
  window.addEventListener(NEXT_STEP_EVENT, (event) => {
    const path = (event as CustomEvent<unknown>).detail;
    if (typeof path === 'string') whenIdle(() => warmPage(path), IDLE_TIMEOUT_MS);
  });
  for (const type of INTENT) {
    window.addEventListener(
      type,
      (event) => {
        const path = linkPath(event.target);
        if (path) warmPage(path);
      },
      { capture: true, passive: true },
    );
  }
}
