import type { PermissionRequirement } from './permissions.ts';
import type { RemoteName } from './remote-props.ts';

/**
 * The route manifest: one table read by the shell's router, its guards and the sidebar. A route owned by a
 * remote is mounted from that remote; the shell shows it (and its menu entry) only when the remote is listed
 * in the runtime config.
 */

export type RouteAccess =
  /** anyone */
  | 'public'
  /** only without an access token (sign-in pages) */
  | 'guest'
  /** any signed-in user */
  | 'signed-in';

export type MenuIcon =
  | 'dashboard'
  | 'courses'
  | 'category'
  | 'enquiry'
  | 'qna'
  | 'users'
  | 'training'
  | 'institutions'
  | 'programs'
  | 'applicants'
  | 'blogs'
  | 'topics'
  | 'whatsapp'
  | 'contacts'
  | 'settings';

export interface MenuGroup {
  key: string;
  label: string;
  icon: MenuIcon;
  /** the group's own path, used as its key in the URL space */
  path: string;
}

export const MENU_GROUPS = {
  courses: { key: 'courses', label: 'Courses', icon: 'courses', path: '/dashboard/courses-group' },
  training: { key: 'training', label: 'Training Programs', icon: 'training', path: '/dashboard/training-program' },
  blogs: { key: 'blogs', label: 'Blogs', icon: 'blogs', path: '/dashboard/blog' },
  whatsapp: { key: 'whatsapp', label: 'WhatsApp', icon: 'whatsapp', path: '/dashboard/whatsapp' },
} as const satisfies Record<string, MenuGroup>;

export interface AppRoute {
  /** react-router pattern */
  path: string;
  owner: 'shell' | RemoteName;
  area: 'public' | 'dashboard' | 'auth';
  access: RouteAccess;
  /** every requirement must hold, else the user is sent to / */
  permissions?: PermissionRequirement[];
  menu?: { label: string; icon: MenuIcon; group?: keyof typeof MENU_GROUPS; pinned?: 'bottom'; hidden?: boolean };
}

const read = (module: PermissionRequirement['module'], subModule?: PermissionRequirement['subModule']) => [
  { module, subModule, operation: 'read' as const },
];

export const ROUTES: readonly AppRoute[] = [
  // public site
  { path: '/', owner: 'shell', area: 'public', access: 'public' },
  { path: '/courses', owner: 'courses', area: 'public', access: 'public' },
  { path: '/course/:slug', owner: 'courses', area: 'public', access: 'public' },
  { path: '/course/:slug/learn/:courseId', owner: 'learner', area: 'public', access: 'signed-in' },
  { path: '/course-payment/:courseId', owner: 'learner', area: 'public', access: 'signed-in' },
  { path: '/my-courses', owner: 'learner', area: 'public', access: 'signed-in' },
  { path: '/blog', owner: 'blog', area: 'public', access: 'public' },
  { path: '/blog/:slug', owner: 'blog', area: 'public', access: 'public' },
  { path: '/certificate', owner: 'training', area: 'public', access: 'public' },
  { path: '/terms-and-conditions', owner: 'shell', area: 'public', access: 'public' },
  { path: '/privacy-policy', owner: 'shell', area: 'public', access: 'public' },
  // Opened from the link mailed to a new address, signed in or not (often on another device).
  { path: '/confirm-email/:token', owner: 'shell', area: 'public', access: 'public' },
  // sign-in pages
  { path: '/auth', owner: 'shell', area: 'auth', access: 'guest' },
  { path: '/reset-password/:token', owner: 'shell', area: 'auth', access: 'guest' },
  // dashboard
  {
    path: '/dashboard',
    owner: 'shell',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Dashboard'),
    menu: { label: 'Dashboard', icon: 'dashboard' },
  },
  {
    path: '/dashboard/courses',
    owner: 'courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Courses', 'Courses'),
    menu: { label: 'Courses', icon: 'courses', group: 'courses' },
  },
  {
    path: '/dashboard/create-course',
    owner: 'courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Courses', 'Courses'),
  },
  {
    path: '/dashboard/course/update-details/:courseId',
    owner: 'courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Courses', 'Courses'),
  },
  {
    path: '/dashboard/course/update-curriculum/:courseId',
    owner: 'courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Courses', 'Courses'),
  },
  {
    path: '/dashboard/course/content/:courseId',
    owner: 'courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Courses', 'Courses'),
  },
  {
    path: '/dashboard/category',
    owner: 'courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Courses', 'Category'),
    menu: { label: 'Category', icon: 'category', group: 'courses' },
  },
  {
    path: '/dashboard/qna',
    owner: 'courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Courses', 'Courses'),
    menu: { label: 'Q&A', icon: 'qna', group: 'courses' },
  },
  {
    path: '/dashboard/enquiry',
    owner: 'courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Enquiries'),
    menu: { label: 'Enquiry', icon: 'enquiry' },
  },
  {
    path: '/dashboard/users',
    owner: 'shell',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Users', 'Users'),
    menu: { label: 'Users', icon: 'users' },
  },
  {
    path: '/dashboard/training/institutions',
    owner: 'training',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Training Programs', 'Institutions'),
    menu: { label: 'Institutions', icon: 'institutions', group: 'training' },
  },
  {
    path: '/dashboard/training/programs',
    owner: 'training',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Training Programs', 'Programs'),
    menu: { label: 'Programs', icon: 'programs', group: 'training' },
  },
  {
    path: '/dashboard/training/applicants',
    owner: 'training',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Training Programs', 'Applicants'),
    menu: { label: 'Applicants', icon: 'applicants', group: 'training' },
  },
  {
    path: '/dashboard/blog/all',
    owner: 'blog',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Blogs', 'Blogs'),
    menu: { label: 'All Blogs', icon: 'blogs', group: 'blogs' },
  },
  {
    path: '/dashboard/blog/category',
    owner: 'blog',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Blogs', 'Categories'),
    menu: { label: 'Category', icon: 'category', group: 'blogs' },
  },
  {
    path: '/dashboard/blog/topic',
    owner: 'blog',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Blogs', 'Topics'),
    menu: { label: 'Topics', icon: 'topics', group: 'blogs' },
  },
  {
    path: '/dashboard/blog/content/:id',
    owner: 'blog',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Blogs', 'Blogs'),
  },
  {
    path: '/dashboard/whatsapp/contacts',
    owner: 'whatsapp',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Whatsapp', 'Contacts'),
    menu: { label: 'Contacts', icon: 'contacts', group: 'whatsapp' },
  },
  {
    path: '/dashboard/whatsapp/messages',
    owner: 'whatsapp',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Whatsapp', 'Messages'),
  },
  {
    path: '/dashboard/whatsapp/messages-template',
    owner: 'whatsapp',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Whatsapp', 'Templates'),
  },
  {
    path: '/dashboard/settings',
    owner: 'shell',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Settings'),
    menu: { label: 'Settings', icon: 'settings', pinned: 'bottom' },
  },
];
