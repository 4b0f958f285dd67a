import { emptyPermissions, fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocationProbe, renderAt, resetPage, setDeployedRemotes, signIn } from '../../../test/dashboard-test-kit.tsx';
import { DashboardSummaryPage } from './index.tsx';

const period: DashboardSummary['period'] = {
  period: '30d',
  from: '2031-02-09',
  to: '2031-03-10',
  days: 30,
  timeZone: 'Asia/Kolkata',
};
const summary: DashboardSummary = {
  period,
  users: { total: 1250, active: 1200, inactive: 50, learners: 1238, staff: 12 },
  roles: 4,
  categories: { total: 9, active: 7, inactive: 2 },
  courses: { total: 31, DRAFT: 6, PUBLISHED: 24, TERMINATED: 1 },
};

const readOnly = { create: false, read: true, update: false, delete: false };

const server = withScriptedServer();
/** What GET /dashboard answers: these counts, or a failure with this status. */
let dashboard: DashboardSummary = summary;
let dashboardStatus: number | undefined;

beforeEach(() => {
  resetPage();
  dashboard = summary;
  dashboardStatus = undefined;
  server.on('GET /dashboard', () =>
    dashboardStatus ? failure(dashboardStatus, 'Dashboard is unavailable') : ok(dashboard),
  );
});
afterEach(resetPage);

function renderIndex() {
  return renderAt(
    '/dashboard',
    <Routes>
      <Route path="/dashboard" element={<DashboardSummaryPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
  );
}

describe('/dashboard index by role', () => {
  it('shows the summary with the real counts to a reader of Dashboard', async () => {
    signIn({ permissions: fullPermissions(), name: 'Asha Rao' });
    setDeployedRemotes([]);
    renderIndex();

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText(/Welcome back, Asha/)).toBeTruthy();
    expect((await screen.findByTestId('stat-Users')).textContent).toBe('1,250');
    expect(screen.getByTestId('stat-Learners').textContent).toBe('1,238');
    expect(screen.getByTestId('stat-Staff').textContent).toBe('12');
    expect(screen.getByTestId('stat-Roles').textContent).toBe('4');
    expect(screen.getByTestId('stat-Categories').textContent).toBe('9');
    expect(screen.getByText('7 active · 2 inactive')).toBeTruthy();
    expect(screen.getByTestId('stat-Courses').textContent).toBe('31');
    expect(screen.getByTestId('status-PUBLISHED').textContent).toBe('24');
    expect(screen.getByTestId('status-DRAFT').textContent).toBe('6');
    expect(screen.getByTestId('status-TERMINATED').textContent).toBe('1');
    expect(server.callsTo('GET /dashboard').length).toBeGreaterThan(0);
  });

  it('sends staff without Dashboard read to their first sidebar page, once the deployed remotes are known', async () => {
    signIn({
      permissions: normalizePermissions([
        { name: 'Users', operations: readOnly, subModules: [{ name: 'Users', operations: readOnly }] },
        { name: 'Courses', operations: readOnly, subModules: [{ name: 'Category', operations: readOnly }] },
      ]),
    });
    renderIndex();
    // /runtime-config.json not read yet: Category (a remote's) might come first, so nothing is decided.
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByLabelText('Loading')).toBeTruthy();

    act(() => setDeployedRemotes(['courses']));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/category'));
    expect(server.callsTo('GET /dashboard')).toHaveLength(0);
  });

  it('skips entries of remotes that are not deployed', async () => {
    signIn({
      permissions: normalizePermissions([
        { name: 'Users', operations: readOnly, subModules: [{ name: 'Users', operations: readOnly }] },
        { name: 'Courses', operations: readOnly, subModules: [{ name: 'Category', operations: readOnly }] },
      ]),
    });
    setDeployedRemotes([]);
    renderIndex();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/users'));
  });

  it('sends a user with no staff permission at all (a learner) to /my-courses', async () => {
    signIn({ permissions: emptyPermissions(), roleName: 'USER' });
    renderIndex();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my-courses'));
  });

  it('says so when every area of the role belongs to a remote that is not deployed', async () => {
    signIn({
      permissions: normalizePermissions([
        { name: 'Blogs', operations: readOnly, subModules: [{ name: 'Topics', operations: readOnly }] },
      ]),
    });
    setDeployedRemotes([]);
    renderIndex();
    expect(await screen.findByText('Nothing to show here yet')).toBeTruthy();
  });
});

describe('dashboard summary states', () => {
  it("shows the server's message and retries after a failure", async () => {
    const user = userEvent.setup({ delay: null });
    dashboardStatus = 403;
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes([]);
    renderIndex();

    expect(await screen.findByText('The summary could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Dashboard is unavailable')).toBeTruthy();

    dashboardStatus = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('stat-Users')).textContent).toBe('1,250');
  });

  it('explains empty counts', async () => {
    dashboard = {
      period,
      users: { total: 0, active: 0, inactive: 0, learners: 0, staff: 0 },
      roles: 2,
      categories: { total: 0, active: 0, inactive: 0 },
      courses: { total: 0, DRAFT: 0, PUBLISHED: 0, TERMINATED: 0 },
    } satisfies DashboardSummary;
    signIn({ permissions: fullPermissions() });
    setDeployedRemotes([]);
    renderIndex();
    expect(await screen.findByText(/Nothing has been added yet/)).toBeTruthy();
    expect(screen.getByText('No courses yet.')).toBeTruthy();
  });
});
