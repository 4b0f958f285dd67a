import { AppstoreOutlined, ReadOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons-svg';
import { fullPermissions } from '@skillhub/shared/permissions';
import { type MenuGroup, needsRead, type PageDefinition } from '@skillhub/shared/routes';
import { describe, expect, it } from 'vitest';
import { activeGroupKey, buildSidebarMenu, declaredGroups, isPathActive, sidebarLinks } from './sidebar-menu.ts';

const text = (en: string) => ({ en, hi: `${en} (hi)` });
const COURSES: MenuGroup = {
  key: 'courses',
  label: text('Courses'),
  icon: ReadOutlined,
  path: '/dashboard/c',
  order: 20,
};

/** Pages published in an order unlike the sidebar's, so the placing is pinned down. */
const pages: PageDefinition[] = [
  { name: 'home', path: '/', area: 'public', access: 'public', menu: { label: text('Home'), icon: ReadOutlined } },
  {
    name: 'settings',
    path: '/dashboard/settings',
    area: 'dashboard',
    access: 'signed-in',
    menu: { label: text('Settings'), icon: SettingOutlined, pinned: 'bottom' },
  },
  // An entry without a place follows those with one.
  {
    name: 'certificates',
    path: '/dashboard/training/certificates',
    area: 'dashboard',
    access: 'signed-in',
    menu: { label: text('Certificates') },
  },
  {
    name: 'users',
    path: '/dashboard/users',
    area: 'dashboard',
    access: 'signed-in',
    menu: { label: text('Users'), icon: TeamOutlined, order: 40 },
  },
  {
    name: 'category',
    path: '/dashboard/category',
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Category'),
    menu: { label: text('Category'), icon: AppstoreOutlined, group: COURSES },
  },
  {
    name: 'courseList',
    path: '/dashboard/courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Courses'),
    // Another declaration of the same group: the first one is shown.
    menu: { label: text('Courses'), icon: ReadOutlined, group: { ...COURSES, label: text('Other name') } },
  },
  {
    name: 'whatsappMessages',
    path: '/dashboard/whatsapp/messages',
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Whatsapp', 'Messages'),
  },
];

const layout = (menu: ReturnType<typeof buildSidebarMenu>) =>
  menu.main.map((e) => (e.kind === 'group' ? `${e.label.en}[${e.children.map((c) => c.label.en)}]` : e.label.en));

describe('buildSidebarMenu', () => {
  it('places entries and groups by their order, children in published order, unplaced after, pinned last', () => {
    const menu = buildSidebarMenu(fullPermissions(), pages);
    expect(layout(menu)).toEqual(['Courses[Category,Courses]', 'Users', 'Certificates']);
    expect(menu.bottom.map((l) => l.label.en)).toEqual(['Settings']);
    expect(sidebarLinks(menu).map((l) => l.path)).toEqual([
      '/dashboard/category',
      '/dashboard/courses',
      '/dashboard/users',
      '/dashboard/training/certificates',
      '/dashboard/settings',
    ]);
  });

  it('drops entries whose read requirement fails, and groups left without a child', () => {
    const none = buildSidebarMenu([], pages);
    expect(layout(none)).toEqual(['Users', 'Certificates']);
    expect(sidebarLinks(none).map((l) => l.label.en)).toEqual(['Users', 'Certificates', 'Settings']);
  });
});

describe('active entries', () => {
  it('matches /dashboard exactly and other entries with the pages below them', () => {
    expect(isPathActive('/dashboard', '/dashboard')).toBe(true);
    expect(isPathActive('/dashboard', '/dashboard/users')).toBe(false);
    expect(isPathActive('/dashboard/blog/all', '/dashboard/blog/all/')).toBe(true);
    expect(isPathActive('/dashboard/users', '/dashboard/users/42')).toBe(true);
    expect(isPathActive('/dashboard/users', '/dashboard/usersx')).toBe(false);
  });

  it('lists the groups the dashboard pages declare, each once, as first declared', () => {
    expect(declaredGroups(pages)).toEqual([COURSES]);
  });

  it('finds the group of a child page', () => {
    const menu = buildSidebarMenu(fullPermissions(), pages);
    expect(activeGroupKey(menu, '/dashboard/courses')).toBe('courses');
    expect(activeGroupKey(menu, '/dashboard/users')).toBeUndefined();
  });
});
