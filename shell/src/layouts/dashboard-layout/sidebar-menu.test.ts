import { fullPermissions } from '@skillhub/shared/permissions';
import { needsRead, type PageDefinition } from '@skillhub/shared/routes';
import { describe, expect, it } from 'vitest';
import { activeGroupKey, buildSidebarMenu, isPathActive, sidebarLinks } from './sidebar-menu.ts';

/** Pages of their own, published in an order unlike the sidebar's, so the rules are pinned down. */
const pages: PageDefinition[] = [
  { name: 'home', path: '/', area: 'public', access: 'public', menu: { label: 'Home', icon: 'dashboard' } },
  {
    name: 'settings',
    path: '/dashboard/settings',
    area: 'dashboard',
    access: 'signed-in',
    menu: { label: 'Settings', icon: 'settings', pinned: 'bottom' },
  },
  {
    name: 'users',
    path: '/dashboard/users',
    area: 'dashboard',
    access: 'signed-in',
    menu: { label: 'Users', icon: 'users' },
  },
  {
    name: 'category',
    path: '/dashboard/category',
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Category'),
    menu: { label: 'Category', icon: 'category', group: 'courses' },
  },
  {
    name: 'courseList',
    path: '/dashboard/courses',
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Courses'),
    menu: { label: 'Courses', icon: 'courses', group: 'courses' },
  },
  {
    name: 'whatsappMessages',
    path: '/dashboard/whatsapp/messages',
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Whatsapp', 'Messages'),
  },
  // A page from a newer remote: a name, an icon and a group this shell has no rules for.
  {
    name: 'certificates',
    path: '/dashboard/training/certificates',
    area: 'dashboard',
    access: 'signed-in',
    menu: { label: 'Certificates', icon: 'certificates' as never, group: 'credentials' as never },
  },
];

const layout = (menu: ReturnType<typeof buildSidebarMenu>) =>
  menu.main.map((e) => (e.kind === 'group' ? `${e.label}[${e.children.map((c) => c.label)}]` : e.label));

describe('buildSidebarMenu', () => {
  it("orders entries by the shell's rules, groups in published order, unknown entries after, pinned last", () => {
    const menu = buildSidebarMenu(fullPermissions(), pages);
    expect(layout(menu)).toEqual(['Courses[Category,Courses]', 'Users', 'Certificates']);
    expect(menu.bottom.map((l) => l.label)).toEqual(['Settings']);
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
    expect(sidebarLinks(none).map((l) => l.label)).toEqual(['Users', 'Certificates', 'Settings']);
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

  it('finds the group of a child page', () => {
    const menu = buildSidebarMenu(fullPermissions(), pages);
    expect(activeGroupKey(menu, '/dashboard/courses')).toBe('courses');
    expect(activeGroupKey(menu, '/dashboard/users')).toBeUndefined();
  });
});
