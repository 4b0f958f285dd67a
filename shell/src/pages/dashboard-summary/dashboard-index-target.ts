import { can, OPERATIONS, type Permissions } from '@skillhub/shared/permissions';
import { routeTo } from '@skillhub/shared/routes';
import { DASHBOARD_PATH, type SidebarMenu, sidebarLinks } from '../../layouts/dashboard-layout/sidebar-menu.ts';

/**
 * What /dashboard (the index) shows, by role. The spec leaves the mapping open; this is the one chosen:
 *
 * 1. Dashboard read                          -> the summary itself;
 * 2. otherwise a readable sidebar entry      -> the first one, in sidebar order (Settings, pinned, last);
 * 3. otherwise no staff permission at all    -> /my-courses (a learner: the USER role holds none);
 * 4. otherwise (staff whose every area is a remote that is not deployed) -> a notice, not a redirect loop.
 *
 * Remote-owned entries are only known once /runtime-config.json has been read, so step 2 waits for it:
 * redirecting earlier could pick a later entry than the first.
 */
export const LEARNER_HOME_PATH = routeTo('myCourses');

export type DashboardIndexTarget =
  | { kind: 'summary' }
  | { kind: 'redirect'; to: string }
  | { kind: 'pending' }
  | { kind: 'nothing-available' };

/** True when the role grants any operation on any module or sub-module: a staff role. */
export function hasStaffPermission(permissions: Permissions | null | undefined): boolean {
  return (permissions ?? []).some(
    (module) =>
      OPERATIONS.some((op) => module.operations?.[op] === true) ||
      (module.subModules ?? []).some((sub) => OPERATIONS.some((op) => sub.operations?.[op] === true)),
  );
}

export function dashboardIndexTarget(
  permissions: Permissions | null | undefined,
  menu: SidebarMenu,
  configLoaded: boolean,
): DashboardIndexTarget {
  if (can(permissions, 'Dashboard', undefined, 'read')) return { kind: 'summary' };
  if (!hasStaffPermission(permissions)) return { kind: 'redirect', to: LEARNER_HOME_PATH };
  if (!configLoaded) return { kind: 'pending' };
  const first = sidebarLinks(menu).find((link) => link.path !== DASHBOARD_PATH);
  return first ? { kind: 'redirect', to: first.path } : { kind: 'nothing-available' };
}
