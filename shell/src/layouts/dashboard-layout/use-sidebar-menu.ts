import { authAtom, sessionStore } from '@skillhub/shared/session';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { isRouteAvailable, useRuntimeConfig } from '../../runtime/use-runtime-config.ts';
import { buildSidebarMenu, type SidebarMenu } from './sidebar-menu.ts';

export interface SidebarMenuState {
  menu: SidebarMenu;
  /** false until /runtime-config.json has been read: remote-owned entries are not known yet */
  configLoaded: boolean;
}

/** The signed-in user's sidebar: their permissions and the deployed remotes decide what shows. */
export function useSidebarMenu(): SidebarMenuState {
  const { permissions } = useAtomValue(authAtom, { store: sessionStore });
  const config = useRuntimeConfig();
  const menu = useMemo(
    () => buildSidebarMenu(permissions, (route) => isRouteAvailable(route, config)),
    [permissions, config],
  );
  return { menu, configLoaded: config !== undefined };
}
