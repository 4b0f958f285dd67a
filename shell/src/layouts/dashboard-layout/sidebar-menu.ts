import { meets, type Permissions } from '@skillhub/shared/permissions';
import { type AppRoute, MENU_GROUPS, type MenuIcon, ROUTES } from '@skillhub/shared/routes';

/**
 * The sidebar as data, derived from the route manifest alone (style rule 3: one table for menu and guard).
 * A route appears when it has a visible `menu` entry, its owner is deployed and every read requirement holds;
 * a group appears, at the place of its first visible child, only when it has one.
 */

export const DASHBOARD_PATH = '/dashboard';

export interface SidebarLink {
  kind: 'link';
  path: string;
  label: string;
  icon: MenuIcon;
}

export interface SidebarGroup {
  kind: 'group';
  key: keyof typeof MENU_GROUPS;
  label: string;
  icon: MenuIcon;
  path: string;
  children: SidebarLink[];
}

export type SidebarEntry = SidebarLink | SidebarGroup;

export interface SidebarMenu {
  main: SidebarEntry[];
  /** pinned to the bottom (Settings) */
  bottom: SidebarLink[];
}

/** Read opens pages and shows menu items (spec point 6); other operations never gate an entry. */
export function canSeeRoute(permissions: Permissions | null | undefined, route: AppRoute): boolean {
  return (route.permissions ?? []).filter((r) => r.operation === 'read').every((r) => meets(permissions, r));
}

export function buildSidebarMenu(
  permissions: Permissions | null | undefined,
  isAvailable: (route: AppRoute) => boolean,
  routes: readonly AppRoute[] = ROUTES,
): SidebarMenu {
  const main: SidebarEntry[] = [];
  const bottom: SidebarLink[] = [];
  const groups = new Map<string, SidebarGroup>();

  for (const route of routes) {
    const menu = route.menu;
    if (!menu || menu.hidden || route.area !== 'dashboard') continue;
    if (!canSeeRoute(permissions, route) || !isAvailable(route)) continue;
    const link: SidebarLink = { kind: 'link', path: route.path, label: menu.label, icon: menu.icon };
    if (menu.pinned === 'bottom') {
      bottom.push(link);
    } else if (menu.group) {
      let group = groups.get(menu.group);
      if (!group) {
        const def = MENU_GROUPS[menu.group];
        group = { kind: 'group', key: menu.group, label: def.label, icon: def.icon, path: def.path, children: [] };
        groups.set(menu.group, group);
        main.push(group);
      }
      group.children.push(link);
    } else {
      main.push(link);
    }
  }
  return { main, bottom };
}

/** `/dashboard` is the index and matches only itself; every other entry also matches the pages below it. */
export function isPathActive(linkPath: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (linkPath === DASHBOARD_PATH) return path === DASHBOARD_PATH;
  return path === linkPath || path.startsWith(`${linkPath}/`);
}

/** The group holding the current page: one of its children matches, or the page lies under the group's path. */
export function activeGroupKey(menu: SidebarMenu, pathname: string): SidebarGroup['key'] | undefined {
  for (const entry of menu.main) {
    if (entry.kind !== 'group') continue;
    if (isPathActive(entry.path, pathname) || entry.children.some((c) => isPathActive(c.path, pathname))) {
      return entry.key;
    }
  }
  return undefined;
}

/** Every link in the order the sidebar shows them, the pinned ones last. */
export function sidebarLinks(menu: SidebarMenu): SidebarLink[] {
  return [...menu.main.flatMap((e) => (e.kind === 'group' ? e.children : [e])), ...menu.bottom];
}
