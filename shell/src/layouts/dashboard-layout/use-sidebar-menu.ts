import { authAtom, sessionStore } from '@skillhub/shared/session';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { allPages } from '../../router/route-table.ts';
import { useRuntimeConfig } from '../../runtime/use-runtime-config.ts';
import { buildSidebarMenu, type SidebarMenu, withIcons } from './sidebar-menu.ts';
import { useMenuIcons } from './use-menu-icons.ts';

export interface SidebarMenuState {
  menu: SidebarMenu;
  /** false until every deployed remote's pages are in (or known to be unavailable) */
  configLoaded: boolean;
}

/**
 * The signed-in user's sidebar: their permissions, their role and the pages on the page decide what shows; the
 * remotes' icons arrive with their remote.json (use-menu-icons.ts).
 */
export function useSidebarMenu(): SidebarMenuState {
  const { permissions, user } = useAtomValue(authAtom, { store: sessionStore });
  const roleName = user?.role.name;
  const config = useRuntimeConfig();
  const { icons, pending } = useMenuIcons(config);
  const built = useMemo(
    () => buildSidebarMenu(permissions, allPages(config), roleName),
    [permissions, config, roleName],
  );
  const menu = useMemo(() => withIcons(built, icons, pending), [built, icons, pending]);
  const configLoaded =
    config !== undefined && Object.values(config.remotes).every((remote) => remote.descriptor !== undefined);
  return { menu, configLoaded };
}
