import { fullPermissions } from '@skillhub/shared/permissions';
import type { AppRoute } from '@skillhub/shared/routes';
import { describe, expect, it } from 'vitest';
import { activeGroupKey, buildSidebarMenu, isPathActive, sidebarLinks } from './sidebar-menu.ts';

const everywhere = () => true;
const read = (module: 'Courses' | 'Whatsapp', subModule: 'Category' | 'Courses' | 'Messages') => [
  { module, subModule, operation: 'read' as const },
];

/** A manifest of its own, so the rules are pinned down whatever the real one grows to. */
const routes: AppRoute[] = [
  { path: '/', owner: 'shell', area: 'public', access: 'public', menu: { label: 'Home', icon: 'dashboard' } },
  {
    path: '/dashboard/settings',
    owner: 'shell',
    area: 'dashboard',
    access: 'signed-in',
    menu: { label: 'Settings', icon: 'settings', pinned: 'bottom' },
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
    path: '/dashboard/users',
    owner: 'shell',
    area: 'dashboard',
    access: 'signed-in',
    menu: { label: 'Users', icon: 'users' },
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
    path: '/dashboard/whatsapp/messages',
    owner: 'whatsapp',
    area: 'dashboard',
    access: 'signed-in',
    permissions: read('Whatsapp', 'Messages'),
    menu: { label: 'Messages', icon: 'contacts', group: 'whatsapp', hidden: true },
  },
];

describe('buildSidebarMenu', () => {
  it('places a group where its first child is, pins bottom entries last and skips hidden and public ones', () => {
    const menu = buildSidebarMenu(fullPermissions(), everywhere, routes);
    expect(
      menu.main.map((e) => (e.kind === 'group' ? `${e.label}[${e.children.map((c) => c.label)}]` : e.label)),
    ).toEqual(['Courses[Category,Courses]', 'Users']);
    expect(menu.bottom.map((l) => l.label)).toEqual(['Settings']);
    expect(sidebarLinks(menu).map((l) => l.path)).toEqual([
      '/dashboard/category',
      '/dashboard/courses',
      '/dashboard/users',
      '/dashboard/settings',
    ]);
  });

  it('drops entries whose read requirement fails or whose owner is not deployed', () => {
    const onlyShell = buildSidebarMenu(fullPermissions(), (route) => route.owner === 'shell', routes);
    expect(sidebarLinks(onlyShell).map((l) => l.label)).toEqual(['Users', 'Settings']);
    const none = buildSidebarMenu([], everywhere, routes);
    expect(sidebarLinks(none).map((l) => l.label)).toEqual(['Users', 'Settings']);
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
    const menu = buildSidebarMenu(fullPermissions(), everywhere, routes);
    expect(activeGroupKey(menu, '/dashboard/courses')).toBe('courses');
    expect(activeGroupKey(menu, '/dashboard/users')).toBeUndefined();
  });
});
