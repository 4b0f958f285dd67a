import type { MenuGroupKey, MenuIcon, RouteName } from '@skillhub/shared/routes';

/**
 * The shell's rules for the sidebar; the entries themselves are published by the pages (the shell's and each
 * remote's). A group shows when one of its pages does; entries are placed in this order, and anything not
 * named here (a new remote's page, a group this shell does not know) follows, in the order it was published.
 */

export interface MenuGroupDefinition {
  /** English; the sidebar shows the shell's text `dashboardLayout.groups.<key>` in the page's language */
  label: string;
  icon: MenuIcon;
  /** the group's own path, used as its key in the URL space */
  path: string;
}

export const MENU_GROUPS: Readonly<Record<MenuGroupKey, MenuGroupDefinition>> = {
  courses: { label: 'Courses', icon: 'courses', path: '/dashboard/courses-group' },
  training: { label: 'Training Programs', icon: 'training', path: '/dashboard/training-program' },
  blogs: { label: 'Blogs', icon: 'blogs', path: '/dashboard/blog' },
  whatsapp: { label: 'WhatsApp', icon: 'whatsapp', path: '/dashboard/whatsapp' },
};

export type SidebarSlot = { page: RouteName } | { group: MenuGroupKey };

export const SIDEBAR_ORDER: readonly SidebarSlot[] = [
  { page: 'dashboard' },
  { group: 'courses' },
  { page: 'enquiry' },
  { page: 'users' },
  { group: 'training' },
  { group: 'blogs' },
  { group: 'whatsapp' },
  { page: 'releases' },
];
