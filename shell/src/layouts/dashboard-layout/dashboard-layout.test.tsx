import { fullPermissions, normalizePermissions, type Permissions } from '@skillhub/shared/permissions';
import { authAtom, sessionStore, sidebarAtom } from '@skillhub/shared/session';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LocationProbe,
  renderAt,
  resetPage,
  setDeployedRemotes,
  setViewportWidth,
  signIn,
} from '../../../test/dashboard-test-kit.tsx';
import { runtimeConfigAtom } from '../../runtime/runtime-config.ts';
import { deployedRemotes } from '../../test/deployed-remotes.ts';
import { DashboardLayout } from './index.tsx';

const read = { create: false, read: true, update: false, delete: false };
const none = { create: false, read: false, update: false, delete: false };

/** Read on the named module (or module/sub-module) pairs only. */
function readOn(...names: string[]): Permissions {
  const given = new Map<string, Permissions[number]>();
  for (const name of names) {
    const [module, sub] = name.split('/') as [string, string | undefined];
    const entry = given.get(module) ?? { name: module, operations: { ...none }, subModules: [] };
    if (sub) entry.subModules!.push({ name: sub, operations: read });
    else entry.operations = read;
    given.set(module, entry);
  }
  return normalizePermissions([...given.values()]);
}

const server = withScriptedServer();
beforeEach(() => {
  resetPage();
  server.on('POST /user/logout', () => ok(undefined, 'Logged out'));
});
afterEach(resetPage);

function renderLayout(path: string) {
  return renderAt(
    path,
    <Routes>
      <Route path="/dashboard" element={<DashboardLayout />}>
        <Route path="*" element={<LocationProbe />} />
      </Route>
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Dashboard' });
const linkNames = () =>
  within(sidebar())
    .queryAllByRole('link')
    .map((link) => link.textContent);
const groupButton = (name: string) => within(sidebar()).queryByRole('button', { name });

describe('dashboard sidebar', () => {
  it('shows only the entries the permissions allow, and only groups with a visible child', () => {
    signIn({ permissions: readOn('Courses/Category', 'Users/Users', 'Blogs/Topics') });
    setDeployedRemotes(['courses', 'blog', 'training', 'whatsapp']);
    renderLayout('/dashboard/blog/topic');

    expect(groupButton('Courses')).toBeTruthy();
    expect(groupButton('Blogs')).toBeTruthy();
    expect(groupButton('Training Programs')).toBeNull();
    expect(groupButton('WhatsApp')).toBeNull();
    // Courses is closed, so its Category link is hidden; Blogs is open on its child route.
    expect(linkNames()).toEqual(['Users', 'Topics']);
    expect(within(sidebar()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(sidebar()).queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('pins Settings at the bottom, and only with Settings read', () => {
    signIn({ permissions: readOn('Dashboard', 'Settings', 'Users/Users') });
    setDeployedRemotes([]);
    renderLayout('/dashboard/users');
    expect(linkNames()).toEqual(['Dashboard', 'Users', 'Settings']);

    act(() => signIn({ permissions: readOn('Dashboard', 'Users/Users') }));
    expect(linkNames()).toEqual(['Dashboard', 'Users']);
  });

  it('shows Releases to a SUPER_ADMIN only, even beside a role holding every permission', () => {
    signIn({ permissions: fullPermissions(), roleName: 'EDITOR' });
    setDeployedRemotes([]);
    renderLayout('/dashboard');
    expect(linkNames()).toEqual(['Dashboard', 'Revenue by source', 'Invoices', 'Users', 'Settings']);

    act(() => signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' }));
    expect(linkNames()).toEqual(['Dashboard', 'Revenue by source', 'Invoices', 'Users', 'Releases', 'Settings']);
  });

  it("draws a remote's icons from its remote.json (the listing has none), keeping their room blank until then", async () => {
    signIn({ permissions: fullPermissions() });
    const config = deployedRemotes(['courses'])!;
    const published = config.remotes.courses!.descriptor!;
    let publish!: () => void;
    const answered = new Promise<void>((resolve) => {
      publish = resolve;
    });
    server.on('GET /remotes/courses/remote.json', async () => {
      await answered;
      return { body: published };
    });
    // As every page's runtime config lists the remote: its entries without their icons.
    const listed = published.pages.map((page) =>
      page.menu
        ? {
            ...page,
            menu: {
              ...page.menu,
              icon: undefined,
              group: page.menu.group ? { ...page.menu.group, icon: undefined } : undefined,
            },
          }
        : page,
    );
    config.remotes.courses = {
      ...config.remotes.courses!,
      entry: `${server.apiBase}/remotes/courses/remoteEntry.js`,
      descriptor: { ...published, pages: listed },
    };
    sessionStore.set(runtimeConfigAtom, config);
    renderLayout('/dashboard/category');

    const courses = groupButton('Courses')!;
    const category = () => within(sidebar()).getByRole('link', { name: 'Category' });
    expect(courses.querySelector('.sh-dl-icon-room')).toBeTruthy();
    expect(category().querySelector('.sh-dl-icon-room')).toBeTruthy();
    publish();
    await waitFor(() => expect(courses.querySelector('.anticon-read')).toBeTruthy());
    expect(category().querySelector('.anticon-appstore')).toBeTruthy();
    expect(sidebar().querySelector('.sh-dl-icon-room')).toBeNull();
  });

  it('hides the entries of remotes that are not deployed', () => {
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes(['blog']);
    renderLayout('/dashboard');

    expect(groupButton('Blogs')).toBeTruthy();
    expect(groupButton('Courses')).toBeNull();
    expect(groupButton('Training Programs')).toBeNull();
    expect(groupButton('WhatsApp')).toBeNull();
    // The shell's own pages (Invoices among them) show whatever remotes are deployed.
    expect(linkNames()).toEqual(['Dashboard', 'Revenue by source', 'Invoices', 'Users', 'Settings']);

    act(() => setDeployedRemotes(['courses', 'training', 'blog', 'whatsapp']));
    expect(groupButton('Training Programs')).toBeTruthy();
    expect(groupButton('Blogs')).toBeTruthy();
    expect(groupButton('WhatsApp')).toBeTruthy();
  });

  it('never shows the hidden Messages and Templates entries', async () => {
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes(['whatsapp']);
    renderLayout('/dashboard/whatsapp/messages');
    const group = groupButton('WhatsApp')!;
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const children = within(sidebar()).getByRole('list', { name: 'WhatsApp' });
    expect(
      within(children)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Contacts']);
  });

  it('opens the group of the current page, marks the page, and toggles groups on click', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes(['courses', 'blog', 'training', 'whatsapp']);
    renderLayout('/dashboard/training/programs');

    expect(groupButton('Training Programs')!.getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('Blogs')!.getAttribute('aria-expanded')).toBe('false');
    const programs = within(sidebar()).getByRole('link', { name: 'Programs' });
    expect(programs.getAttribute('aria-current')).toBe('page');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();

    await user.click(groupButton('Blogs')!);
    expect(groupButton('Blogs')!.getAttribute('aria-expanded')).toBe('true');
    expect(within(sidebar()).getByRole('link', { name: 'All Blogs' })).toBeTruthy();

    await user.click(groupButton('Training Programs')!);
    expect(within(sidebar()).queryByRole('link', { name: 'Programs' })).toBeNull();

    // Following a link into a closed group opens it.
    await user.click(within(sidebar()).getByRole('link', { name: 'Topics' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/blog/topic');
    await user.click(groupButton('Courses')!);
    await user.click(within(screen.getByRole('list', { name: 'Courses' })).getByRole('link', { name: 'Category' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/category');
    expect(groupButton('Courses')!.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('dashboard sidebar sizes', () => {
  it('is expanded above 768px, with a collapse toggle from 1024px', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes([]);
    renderLayout('/dashboard/users');

    expect(sessionStore.get(sidebarAtom).open).toBe(true);
    expect(within(sidebar()).getByRole('link', { name: 'Users' }).textContent).toBe('Users');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sessionStore.get(sidebarAtom).open).toBe(false);
    expect(within(sidebar()).getByRole('link', { name: 'Users' }).textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sessionStore.get(sidebarAtom).open).toBe(true);
  });

  it('is expanded between 768px and 1024px, without a toggle', () => {
    setViewportWidth(900);
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes([]);
    renderLayout('/dashboard/users');
    expect(sessionStore.get(sidebarAtom).open).toBe(true);
    expect(within(sidebar()).getByRole('link', { name: 'Users' }).textContent).toBe('Users');
    expect(screen.queryByRole('button', { name: /collapse sidebar/i })).toBeNull();
  });

  it('collapses at 768px or less and shows the labels as tooltips', async () => {
    const user = userEvent.setup({ delay: null });
    setViewportWidth(700);
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes(['courses']);
    renderLayout('/dashboard/users');

    expect(sessionStore.get(sidebarAtom).open).toBe(false);
    const usersLink = within(sidebar()).getByRole('link', { name: 'Users' });
    expect(usersLink.textContent).toBe('');
    await user.hover(usersLink);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Users');

    await user.hover(within(sidebar()).getByRole('button', { name: 'Courses' }));
    await waitFor(() => expect(screen.getAllByRole('tooltip').some((t) => t.textContent === 'Courses')).toBe(true));

    act(() => setViewportWidth(1100));
    expect(sessionStore.get(sidebarAtom).open).toBe(true);
    expect(within(sidebar()).getByRole('link', { name: 'Users' }).textContent).toBe('Users');
  });

  it('is a drawer at 600px or less, opened by the menu button and closed after navigation', async () => {
    const user = userEvent.setup({ delay: null });
    setViewportWidth(390);
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes([]);
    renderLayout('/dashboard/users');

    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    expect(sessionStore.get(sidebarAtom).isMobileOpen).toBe(true);

    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/settings');
    expect(sessionStore.get(sidebarAtom).isMobileOpen).toBe(false);
  });
});

describe('dashboard top bar', () => {
  it("shows the user's name and role and a link to the public site", () => {
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN', name: 'Asha Rao' });
    setDeployedRemotes([]);
    renderLayout('/dashboard/users');
    const userBox = screen.getByTestId('top-bar-user');
    expect(userBox.textContent).toContain('Asha Rao');
    expect(userBox.textContent).toContain('Super Admin');
    expect(screen.getByRole('link', { name: 'View site' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: /switch to dark theme/i })).toBeTruthy();
  });

  it('logs out: tells the server, clears the session, says so and goes home', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes([]);
    renderLayout('/dashboard/users');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(server.callsTo('POST /user/logout')).toHaveLength(1);
    expect(sessionStore.get(authAtom).accessToken).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
  });
});
