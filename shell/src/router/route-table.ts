import type { Area, RemoteName } from '@skillhub/shared/remote-props';
import type { MenuGroup, PageDefinition } from '@skillhub/shared/routes';
import { matchRoutes } from 'react-router-dom';
import { declaredGroups } from '../layouts/dashboard-layout/sidebar-menu.ts';
import type { ShellRuntimeConfig } from '../runtime/runtime-config.ts';
import { SHELL_PAGES } from '../shell-pages.tsx';

/**
 * The route table of the page: the shell's own pages and the pages each deployed remote publishes. The shell's
 * router holds its own pages; every other address of an area is looked up here at run time, so a page a remote
 * adds appears without a shell release.
 */

export interface RoutedPage extends PageDefinition {
  owner: 'shell' | RemoteName;
}

export const shellPages = (): RoutedPage[] => Object.values(SHELL_PAGES).map((page) => ({ ...page, owner: 'shell' }));

/** The pages of every remote whose descriptor is known, in the order of the runtime config. */
export function remotePages(config: ShellRuntimeConfig | undefined): RoutedPage[] {
  return Object.values(config?.remotes ?? {}).flatMap((remote) =>
    (remote.descriptor?.pages ?? []).map((page) => ({ ...page, owner: remote.name })),
  );
}

function matchPage<P extends Pick<PageDefinition, 'path'>>(pages: P[], pathname: string): P | undefined {
  const [found] = matchRoutes(
    pages.map((page, index) => ({ path: page.path, id: String(index) })),
    pathname,
  ) ?? [undefined];
  return found ? pages[Number(found.route.id)] : undefined;
}

/** The shell's pages first, then the remotes'. */
export const allPages = (config: ShellRuntimeConfig | undefined): RoutedPage[] => [
  ...shellPages(),
  ...remotePages(config),
];

export type RemoteMatch =
  | { kind: 'page'; page: RoutedPage }
  /** the runtime config or a remote's pages are still on the way */
  | { kind: 'loading' }
  /** no known page matches, and these remotes' pages could not be read: it may be one of theirs */
  | { kind: 'unavailable'; remotes: RemoteName[] }
  | { kind: 'not-found' };

/**
 * Which remote page an address of an area is. A known page wins as soon as its remote's pages are in, however
 * slow the others are; otherwise the answer waits for every remote, since any of them could publish it.
 */
export function matchRemotePage(config: ShellRuntimeConfig | undefined, area: Area, pathname: string): RemoteMatch {
  if (!config) return { kind: 'loading' };
  const page = matchPage(
    remotePages(config).filter((candidate) => candidate.area === area),
    pathname,
  );
  if (page) return { kind: 'page', page };
  const remotes = Object.values(config.remotes);
  if (remotes.some((remote) => remote.descriptor === undefined)) return { kind: 'loading' };
  const unavailable = remotes.filter((remote) => remote.descriptor === null).map((remote) => remote.name);
  return unavailable.length ? { kind: 'unavailable', remotes: unavailable } : { kind: 'not-found' };
}

/** The sidebar group whose own path `pathname` is, among the groups the known pages declare. */
export function groupAt(config: ShellRuntimeConfig | undefined, pathname: string): MenuGroup | undefined {
  const path = pathname.replace(/\/+$/, '');
  return declaredGroups(allPages(config)).find((group) => group.path === path);
}
