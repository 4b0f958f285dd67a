import type { ModuleName, PermissionRequirement, SubModuleName } from './permissions.ts';

/**
 * The route table: every address of the site by name. Addresses are a contract (links between apps, mails,
 * bookmarks), so pages build URLs from names with `routeTo` instead of by hand, links into another app
 * included. Which app serves an address, who may open it and where it sits in the menu is published by that
 * app itself (`definePages`): a remote's pages reach the shell at run time, beside its `remoteEntry.js`.
 */
export const PATHS = {
  // public site
  home: '/',
  catalogue: '/courses',
  course: '/course/:slug',
  coursePlayer: '/course/:slug/learn/:courseId',
  coursePayment: '/course-payment/:courseId',
  myCourses: '/my-courses',
  blog: '/blog',
  blogPost: '/blog/:slug',
  certificate: '/certificate',
  // A training program's public application form (the QR code on its poster opens it).
  trainingApply: '/training/apply/:id',
  contactUs: '/contact-us',
  // Event registration: the career-counselling event's own form, and any event's (?event=<its name>).
  ccfs: '/ccfs',
  eventForm: '/eventForm',
  // The skill areas' pages (@skillhub/shared/skill-areas).
  foundationalSkill: '/foundational-skill',
  entrepreneurialSkill: '/entrepreneurial-skill',
  employabilitySkill: '/employability-skill',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  // Opened from the link mailed to a new address, signed in or not (often on another device).
  confirmEmail: '/confirm-email/:token',
  // Opened from the links mailed to the current address when staff asked to change it.
  approveEmailChange: '/approve-email-change/:token',
  cancelEmailChange: '/cancel-email-change/:token',
  // sign-in pages
  auth: '/auth',
  resetPassword: '/reset-password/:token',
  // dashboard
  dashboard: '/dashboard',
  courseList: '/dashboard/courses',
  createCourse: '/dashboard/create-course',
  courseDetails: '/dashboard/course/update-details/:courseId',
  courseCurriculum: '/dashboard/course/update-curriculum/:courseId',
  courseContent: '/dashboard/course/content/:courseId',
  category: '/dashboard/category',
  qna: '/dashboard/qna',
  enquiry: '/dashboard/enquiry',
  users: '/dashboard/users',
  institutions: '/dashboard/training/institutions',
  programs: '/dashboard/training/programs',
  applicants: '/dashboard/training/applicants',
  blogList: '/dashboard/blog/all',
  blogCategories: '/dashboard/blog/category',
  blogTopics: '/dashboard/blog/topic',
  blogContent: '/dashboard/blog/content/:id',
  blogComments: '/dashboard/blog/comments',
  whatsappContacts: '/dashboard/whatsapp/contacts',
  whatsappMessages: '/dashboard/whatsapp/messages',
  whatsappTemplates: '/dashboard/whatsapp/messages-template',
  settings: '/dashboard/settings',
  releases: '/dashboard/releases',
} as const;

export type RouteName = keyof typeof PATHS;

/** ':slug' and ':courseId' of '/course/:slug/learn/:courseId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type QueryValue = string | number | boolean | null | undefined;

/** The path's parameters; any other key becomes the query string. */
export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof PATHS)[N]>]: string } & Record<
  string,
  QueryValue
>;

type RouteArgs<N extends RouteName> = [ParamNames<(typeof PATHS)[N]>] extends [never]
  ? [params?: Record<string, QueryValue>]
  : [params: RouteParams<N>];

/**
 * The URL of a named page: `routeTo('course', { slug })` is '/course/react-basics';
 * `routeTo('catalogue', { category: id })` is '/courses?category=…' (empty values are left out).
 */
export function routeTo<N extends RouteName>(name: N, ...[params]: RouteArgs<N>): string {
  const values: Record<string, QueryValue> = { ...params };
  const path = PATHS[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') throw new Error(`routeTo('${name}') needs ${key}`);
    delete values[key];
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

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
  | 'releases'
  | 'settings';

/** The sidebar's groups; their labels, icons and order are the shell's. */
export type MenuGroupKey = 'courses' | 'training' | 'blogs' | 'whatsapp';

export interface MenuEntry {
  /**
   * The entry's English label. The shell shows the shared text `common:menu.<page name>` (shared/src/i18n) in the
   * page's language and falls back to this label when its build has none, so a page's entry gets its Hindi by
   * adding its label to common-en.ts and common-hi.ts under its page name.
   */
  label: string;
  icon: MenuIcon;
  group?: MenuGroupKey;
  /** kept at the bottom of the sidebar (Settings) */
  pinned?: 'bottom';
}

/** Where a page renders: the public layout, the dashboard layout, or on its own (the shell's sign-in pages). */
export type PageArea = 'public' | 'dashboard' | 'auth';

/** A page as its app publishes it. */
export interface PageDefinition {
  name: string;
  /** react-router pattern, from PATHS */
  path: string;
  area: PageArea;
  access: RouteAccess;
  /** every requirement must hold, else the user is sent to / (the server checks every call itself) */
  permissions?: PermissionRequirement[];
  /**
   * only a SUPER_ADMIN may open it and see its entry, whatever the permissions (pages whose API answers nobody
   * else: the release registry); a remote's descriptor does not carry it, so only the shell's pages use it
   */
  superAdminOnly?: boolean;
  /** its entry in the dashboard's sidebar; none for pages reached from other pages */
  menu?: MenuEntry;
}

export type PageSpec = Omit<PageDefinition, 'name' | 'path'>;

export type PageTable<N extends RouteName = RouteName> = { readonly [K in N]: PageDefinition & { name: K } };

/** An app's pages, by name; each takes its path from PATHS. */
export function definePages<N extends RouteName>(specs: { [K in N]: PageSpec }): PageTable<N> {
  const table = {} as Record<N, PageDefinition>;
  for (const name of Object.keys(specs) as N[]) table[name] = { name, path: PATHS[name], ...specs[name] };
  return table as PageTable<N>;
}

/** The requirement to read a module (or one of its sub-modules): what opens a page and shows its menu entry. */
export function needsRead(module: ModuleName, subModule?: SubModuleName): PermissionRequirement[] {
  return [{ module, ...(subModule ? { subModule } : {}), operation: 'read' }];
}
