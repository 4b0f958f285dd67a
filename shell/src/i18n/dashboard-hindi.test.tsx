import { setLocale } from '@skillhub/shared/i18n';
import { fullPermissions } from '@skillhub/shared/permissions';
import { LANGUAGE_STORAGE_KEY, sessionStore } from '@skillhub/shared/session';
import { list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocationProbe, renderAt, resetPage, signIn, tableNamed } from '../../test/dashboard-test-kit.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout/index.tsx';
import { UsersPage } from '../pages/users/index.tsx';
import { runtimeConfigAtom } from '../runtime/runtime-config.ts';
import { deployedRemotes } from '../test/deployed-remotes.ts';

/** The dashboard for staff who chose Hindi: its frame, the sidebar entries pages publish, and its pages. */

const STAMP = '2025-09-02T10:00:00.000Z';
const userRole = { _id: '00000000-0000-4000-8000-000000000002', name: 'USER' };

const server = withScriptedServer();
beforeEach(resetPage);
afterEach(async () => {
  resetPage();
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  await setLocale('en');
});

/** The courses remote as built, and a remote this shell build has never heard of. */
function deployCoursesAndANewRemote() {
  const config = deployedRemotes(['courses'])!;
  const entry = '/remotes/credentials/remoteEntry.js';
  const certificates = {
    name: 'certificates',
    path: '/dashboard/certificates',
    area: 'dashboard' as const,
    access: 'signed-in' as const,
    // Its Hindi comes with it, as every entry's does.
    menu: { label: { en: 'Certificates', hi: 'प्रमाणपत्र' } },
  };
  config.remotes.credentials = {
    name: 'credentials',
    entry,
    descriptor: { name: 'credentials', requires: {}, pages: [certificates] },
  };
  sessionStore.set(runtimeConfigAtom, config);
}

const sidebarLinks = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the dashboard in Hindi', () => {
  it('switches its frame and sidebar from the top bar, remote pages included, and back', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: fullPermissions() });
    deployCoursesAndANewRemote();
    renderAt(
      '/dashboard/category',
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route path="*" element={<LocationProbe />} />
        </Route>
      </Routes>,
    );
    const topBar = screen.getByRole('banner');
    expect(sidebarLinks('Dashboard')).toEqual([
      'Dashboard',
      'Revenue by source',
      'Courses',
      'Category',
      'Coupons',
      'Q&A',
      'Enquiry',
      'Invoices',
      'Users',
      'Certificates',
      'Settings',
    ]);

    await user.click(within(topBar).getByRole('button', { name: 'हिन्दी' }));

    expect(document.documentElement.lang).toBe('hi');
    // The Hindi texts load with the first switch.
    await screen.findByRole('navigation', { name: 'डैशबोर्ड' });
    // Every entry, the shell's, the courses remote's and a remote new to this shell, shows the Hindi it published.
    expect(sidebarLinks('डैशबोर्ड')).toEqual([
      'डैशबोर्ड',
      'स्रोत के अनुसार आय',
      'कोर्स',
      'श्रेणी',
      'कूपन',
      'सवाल-जवाब',
      'पूछताछ',
      'इनवॉइस',
      'यूज़र',
      'प्रमाणपत्र',
      'सेटिंग्स',
    ]);
    expect(screen.getByRole('button', { name: 'कोर्स', expanded: true })).toBeTruthy();
    expect(within(topBar).getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    expect(within(topBar).getByRole('link', { name: 'साइट देखें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइडबार समेटें' })).toBeTruthy();

    await user.click(within(topBar).getByRole('button', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
    expect(sidebarLinks('Dashboard')).toContain('Users');
    expect(within(topBar).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows the Users page, its table and its row actions in Hindi; names and e-mails stay as stored', async () => {
    const user = userEvent.setup({ delay: null });
    server.on('GET /user/role/all', () => ok([]));
    server.on('GET /user/all', () =>
      list([
        {
          _id: '10000000-0000-4000-8000-000000000012',
          name: 'Rahul Verma',
          email: 'rahul@example.com',
          pendingEmail: null,
          profilePic: null,
          role: userRole,
          isActive: true,
          createdAt: STAMP,
          updatedAt: STAMP,
        },
      ]),
    );
    await setLocale('hi');
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
    renderAt(
      '/dashboard/users',
      <Routes>
        <Route path="/dashboard/users" element={<UsersPage />} />
      </Routes>,
    );

    expect(screen.getByRole('heading', { name: 'यूज़र' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /यूज़र जोड़ें/ })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'यूज़र खोजें' })).toBeTruthy();
    const { table, bodyRows, cellTexts } = tableNamed('यूज़र');
    await within(table()).findByText('Rahul Verma');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['क्र.सं.', 'नाम', 'ई-मेल', 'भूमिका', 'स्थिति', 'बनाया गया', 'कार्रवाई']);
    expect(cellTexts(bodyRows()[0]!).slice(1, 5)).toEqual(['Rahul Verma', 'rahul@example.com', 'User', 'सक्रिय']);

    await user.click(screen.getByRole('button', { name: 'पंक्ति 1 के लिए कार्रवाई' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['यूज़र बदलें', 'यूज़र निष्क्रिय करें', 'कोर्स दें']);
  });
});
