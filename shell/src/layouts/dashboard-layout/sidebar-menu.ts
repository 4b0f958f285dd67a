import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { meets, type Permissions } from '@skillhub/shared/permissions';
import {
  type LocalizedText,
  type MenuGroup,
  type MenuIcon,
  type PageDefinition,
  routeTo,
} from '@skillhub/shared/routes';

/**
 * The sidebar as data, from the pages on the page (the shell's and the deployed remotes'), each bringing its entry:
 * label in every language, icon, group and place (MenuEntry). A page appears when it has a menu entry in the
 * dashboard and every read requirement holds; a group appears only with a visible child.
 */

export const DASHBOARD_PATH = routeTo('dashboard');

export interface SidebarLink {
  kind: 'link';
  name: string;
  path: string;
  label: LocalizedText;
  icon?: MenuIcon;
  order?: number;
}

export interface SidebarGroup extends MenuGroup {
  kind: 'group';
  children: SidebarLink[];
}

export type SidebarEntry = SidebarLink | SidebarGroup;

export interface SidebarMenu {
  main: SidebarEntry[];
  /** pinned to the bottom (Settings) */
  bottom: SidebarLink[];
  /** some entries' icons are still on the way: they keep their room blank rather than show a stand-in */
  iconsPending?: boolean;
}

/**
 * Read opens pages and shows menu items; other operations never gate an entry. A super-admin-only page shows
 * only to a SUPER_ADMIN (`roleName`).
 */
export function canSeePage(
  permissions: Permissions | null | undefined,
  page: PageDefinition,
  roleName?: string | null,
): boolean {
  if (page.superAdminOnly && roleName !== ROLE_SUPER_ADMIN) return false;
  return (page.permissions ?? []).filter((r) => r.operation === 'read').every((r) => meets(permissions, r));
}

/** An entry without a place follows those with one. */
const placeOf = (entry: SidebarEntry) => entry.order ?? Number.POSITIVE_INFINITY;

export function buildSidebarMenu(
  permissions: Permissions | null | undefined,
  pages: readonly PageDefinition[],
  roleName?: string | null,
): SidebarMenu {
  const entries: SidebarEntry[] = [];
  const bottom: SidebarLink[] = [];
  const groups = new Map<string, SidebarGroup>();

  for (const page of pages) {
    const menu = page.menu;
    if (!menu || page.area !== 'dashboard' || !canSeePage(permissions, page, roleName)) continue;
    const link: SidebarLink = {
      kind: 'link',
      name: page.name,
      path: page.path,
      label: menu.label,
      icon: menu.icon,
      order: menu.order,
    };
    if (menu.pinned === 'bottom') {
      bottom.push(link);
    } else if (menu.group) {
      let group = groups.get(menu.group.key);
      if (!group) {
        group = { kind: 'group', ...menu.group, children: [] };
        groups.set(menu.group.key, group);
        entries.push(group);
      }
      group.children.push(link);
    } else {
      entries.push(link);
    }
  }

  // A stable sort: entries of one place keep the order they were published in.
  const main = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => placeOf(a.entry) - placeOf(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
  return { main, bottom };
}

/** The menu with the icons its entries lack, by `page:<name>` and `group:<key>` (use-menu-icons.ts). */
export function withIcons(menu: SidebarMenu, icons: ReadonlyMap<string, MenuIcon>, pending: boolean): SidebarMenu {
  const link = (entry: SidebarLink): SidebarLink => ({ ...entry, icon: entry.icon ?? icons.get(`page:${entry.name}`) });
  const main = menu.main.map((entry) =>
    entry.kind === 'group'
      ? { ...entry, icon: entry.icon ?? icons.get(`group:${entry.key}`), children: entry.children.map(link) }
      : link(entry),
  );
  return { main, bottom: menu.bottom.map(link), iconsPending: pending };
}

/** Every sidebar group the pages declare, by key (the first declaration of a key wins, as in the sidebar). */
export function declaredGroups(pages: readonly PageDefinition[]): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  for (const page of pages) {
    const group = page.area === 'dashboard' ? page.menu?.group : undefined;
    if (group && !groups.has(group.key)) groups.set(group.key, group);
  }
  return [...groups.values()];
}

/** Where a group's own path leads (`/dashboard/training-program`…). */
export type GroupLanding = { kind: 'page'; path: string } | { kind: 'forbidden' } | { kind: 'not-found' };

/**
 * A group's own path opens its first page in the sidebar the user may see; a group whose pages are all beyond
 * the user's permissions is forbidden, and one no deployed app publishes a page of is not found.
 */
export function groupLanding(
  permissions: Permissions | null | undefined,
  pages: readonly PageDefinition[],
  key: string,
): GroupLanding {
  const group = buildSidebarMenu(permissions, pages).main.find(
    (entry): entry is SidebarGroup => entry.kind === 'group' && entry.key === key,
  );
  const first = group?.children[0];
  if (first) return { kind: 'page', path: first.path };
  const published = pages.some((page) => page.area === 'dashboard' && page.menu?.group?.key === key);
  return { kind: published ? 'forbidden' : 'not-found' };
}

/** `/dashboard` is the index and matches only itself; every other entry also matches the pages below it. */
export function isPathActive(linkPath: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (linkPath === DASHBOARD_PATH) return path === DASHBOARD_PATH;
  return path === linkPath || path.startsWith(`${linkPath}/`);
}

/** The group holding the current page: one of its children matches, or the page lies under the group's path. */
export function activeGroupKey(menu: SidebarMenu, pathname: string): string | undefined {
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
