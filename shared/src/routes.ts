import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { Locale } from './i18n.ts';
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
  // A course's payment link sent to a lead: checkout with the lead's details, signed in or not.
  paymentLink: '/pay/:token',
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
  whatsappSequences: '/dashboard/whatsapp/sequences',
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
  const filled = Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '');
  // Most addresses have no query; the server draws them on every page request.
  if (filled.length === 0) return path;
  const query = new URLSearchParams();
  for (const [key, value] of filled) query.set(key, String(value));
  return `${path}?${query.toString()}`;
}

export type RouteAccess =
  /** anyone */
  | 'public'
  /** only without an access token (sign-in pages) */
  | 'guest'
  /** any signed-in user */
  | 'signed-in';

/**
 * A menu icon as data: an Ant Design icon's definition (`import { TagsOutlined } from '@ant-design/icons-svg'`), an
 * SVG tree that travels in remote.json, so a remote's entry brings its own icon and the shell draws it.
 */
export type MenuIcon = IconDefinition;

/** A text in every language of the site, so a page's menu entry brings its own Hindi. */
export type LocalizedText = Record<Locale, string>;

/**
 * A sidebar group, declared by the pages that sit in it (one constant beside them, used by each page's entry).
 * Pages of several apps may name one group by its key; the first page's declaration is the one shown.
 */
export interface MenuGroup {
  key: string;
  label: LocalizedText;
  /** none: the shell's default tile */
  icon?: MenuIcon;
  /** the group's own path under /dashboard: it opens the group's first page the user may see */
  path: string;
  /** its place in the sidebar among entries outside groups (lower first); see MenuEntry.order */
  order?: number;
}

export interface MenuEntry {
  label: LocalizedText;
  /** none: the shell's default tile */
  icon?: MenuIcon;
  group?: MenuGroup;
  /**
   * Its place in the sidebar when outside a group (lower first; entries in a group keep the order they are
   * published in). The sidebar's entries so far: Dashboard 10, Courses 20, Enquiry 30, Users 40,
   * Training Programs 50, Blogs 60, WhatsApp 70, Releases 80; an entry without one follows them.
   */
  order?: number;
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

/**
 * A page's declaration: a page of the route table (PATHS, the addresses other apps and mails link to) takes its
 * path from there; any other page names its own, so a page only its own app links to is declared in that app alone.
 */
type PageDeclaration<K extends string> = K extends RouteName
  ? PageSpec & { path?: never }
  : PageSpec & { path: string };

export type PageTable<N extends string = RouteName> = { readonly [K in N]: PageDefinition & { name: K } };

/** An app's pages, by name. */
export function definePages<N extends string>(specs: { [K in N]: PageDeclaration<K> }): PageTable<N> {
  const table = {} as Record<N, PageDefinition>;
  for (const name of Object.keys(specs) as N[]) {
    const { path, ...spec } = specs[name] as PageSpec & { path?: string };
    table[name] = { name, path: path ?? PATHS[name as unknown as RouteName], ...spec };
  }
  return table as PageTable<N>;
}

/** The requirement to read a module (or one of its sub-modules): what opens a page and shows its menu entry. */
export function needsRead(module: ModuleName, subModule?: SubModuleName): PermissionRequirement[] {
  return [{ module, ...(subModule ? { subModule } : {}), operation: 'read' }];
}
