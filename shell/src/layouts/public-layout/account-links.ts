import { ROLE_SUPER_ADMIN, ROLE_USER } from '@skillhub/shared/constants';
import { can, type Permissions } from '@skillhub/shared/permissions';
import { routeTo } from '@skillhub/shared/routes';

export interface AccountLink {
  key: 'dashboard' | 'my-courses';
  /** a key of the shell's texts */
  label: 'nav.dashboard' | 'nav.myCourses';
  path: string;
}

export const DASHBOARD_LINK: AccountLink = { key: 'dashboard', label: 'nav.dashboard', path: routeTo('dashboard') };
export const MY_COURSES_LINK: AccountLink = { key: 'my-courses', label: 'nav.myCourses', path: routeTo('myCourses') };

/**
 * Which account links the avatar menu offers: a SUPER_ADMIN who may read the dashboard sees only
 * Dashboard; a USER who may not sees only My Courses; anyone else sees both.
 */
export function accountLinks(roleName: string | undefined, permissions: Permissions | null | undefined): AccountLink[] {
  const readsDashboard = can(permissions, 'Dashboard', undefined, 'read');
  if (roleName === ROLE_SUPER_ADMIN && readsDashboard) return [DASHBOARD_LINK];
  if (roleName === ROLE_USER && !readsDashboard) return [MY_COURSES_LINK];
  return [DASHBOARD_LINK, MY_COURSES_LINK];
}
