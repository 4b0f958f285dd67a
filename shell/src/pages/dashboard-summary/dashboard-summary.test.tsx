import { emptyPermissions, fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
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

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
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

/** Seven India days with a purchase on the first and last, leads in three statuses: what the server answers. */
const week = (day: number) => `2031-03-${String(day).padStart(2, '0')}`;
const figures: DashboardSummary = {
  ...summary,
  period: { period: '7d', from: week(4), to: week(10), days: 7, timeZone: 'Asia/Kolkata' },
  sales: {
    revenuePaise: 1_23_456_00 + 12_500_50,
    paidOrders: 3,
    enrolments: 5,
    enrolmentsBySource: { purchase: 3, free: 1, staff: 1 },
    perDay: [4, 5, 6, 7, 8, 9, 10].map((day) => ({
      day: week(day),
      revenuePaise: day === 4 ? 12_500_50 : day === 10 ? 1_23_456_00 : 0,
      paidOrders: day === 4 ? 1 : day === 10 ? 2 : 0,
      enrolments: day === 4 || day === 10 ? 2 : day === 5 ? 1 : 0,
    })),
    topByRevenue: [
      { courseId: 'c1', title: 'Full Stack Web Development', slug: 'full-stack', revenuePaise: 1_23_456_00, orders: 2 },
      { courseId: 'c2', title: 'Data Science', slug: 'data-science', revenuePaise: 12_500_50, orders: 1 },
    ],
    topByEnrolments: [
      { courseId: 'c1', title: 'Full Stack Web Development', slug: 'full-stack', enrolments: 3 },
      { courseId: 'c2', title: 'Data Science', slug: 'data-science', enrolments: 2 },
    ],
  },
  newLearners: 2,
  leads: {
    total: 4,
    perDay: [4, 5, 6, 7, 8, 9, 10].map((day) => ({ day: week(day), leads: day === 10 ? 3 : day === 5 ? 1 : 0 })),
    byStatus: [
      { status: 'Pending', leads: 2 },
      { status: 'First Call Attempted', leads: 0 },
      { status: 'Interested', leads: 1 },
      { status: 'Information Sent', leads: 0 },
      { status: 'Not Engage', leads: 0 },
      { status: 'Course Fee Issue', leads: 0 },
      { status: 'Closed', leads: 1 },
    ],
    bySource: [
      { source: 'Course', leads: 3 },
      { source: 'Contact Us', leads: 1 },
    ],
  },
  blog: { publishedPosts: 3, pendingComments: 5 },
  training: { applicants: 7, certificatesIssued: 2 },
};

function renderSummary(answer: DashboardSummary = figures) {
  dashboard = answer;
  signIn({ permissions: fullPermissions(), name: 'Asha Rao' });
  setDeployedRemotes([]);
  return renderIndex();
}

/** The cells of a chart's screen-reader table: [day, value] per row. */
function chartRows(title: string) {
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
}

describe('dashboard summary for a period', () => {
  it('shows the period figures in rupees with Indian grouping, and charts loaded on demand', async () => {
    renderSummary();
    expect((await screen.findByTestId('stat-Revenue')).textContent).toBe('₹1,35,956.50');
    expect(screen.getByText('Paid orders: 3')).toBeTruthy();
    expect(screen.getByTestId('stat-Enrolments').textContent).toBe('5');
    expect(screen.getByText('Bought 3 · free 1 · assigned 1')).toBeTruthy();
    expect(screen.getByTestId('stat-NewLearners').textContent).toBe('2');
    expect(screen.getByTestId('stat-NewLeads').textContent).toBe('4');
    expect(screen.getByTestId('stat-BlogPosts').textContent).toBe('3');
    expect(screen.getByText('Comments awaiting moderation: 5')).toBeTruthy();
    expect(screen.getByTestId('stat-Applicants').textContent).toBe('7');
    expect(screen.getByText('Certificates issued: 2')).toBeTruthy();
    expect(screen.getByTestId('period-range').textContent).toBe('4 Mar 2031 to 10 Mar 2031 (India time)');
    expect(server.callsTo('GET /dashboard')[0]?.query).toEqual({ period: '30d' });

    // The charts' own chunk: a placeholder first (a named status, no empty heading), then the charts.
    const placeholder = screen.getByRole('status', { name: 'Loading the charts' });
    expect(placeholder.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    const revenue = await screen.findByRole('region', { name: 'Revenue per day' });
    expect(chartRows('Revenue per day')).toEqual([
      ['4 Mar', '₹12,500.50'],
      ['5 Mar', '₹0'],
      ['6 Mar', '₹0'],
      ['7 Mar', '₹0'],
      ['8 Mar', '₹0'],
      ['9 Mar', '₹0'],
      ['10 Mar', '₹1,23,456'],
    ]);
    expect(
      within(revenue).getByText('Revenue per day: ₹1,35,956.50 in all; the highest day 10 Mar with ₹1,23,456.'),
    ).toBeTruthy();
    expect(chartRows('Enrolments per day').map(([, value]) => value)).toEqual(['2', '1', '0', '0', '0', '0', '2']);
    expect(chartRows('New leads per day').map(([, value]) => value)).toEqual(['0', '1', '0', '0', '0', '0', '3']);

    const top = within(screen.getByRole('list', { name: 'Top courses by revenue' })).getAllByRole('listitem');
    expect(top.map((item) => item.textContent)).toEqual([
      'Full Stack Web Development₹1,23,456',
      'Data Science₹12,500.50',
    ]);
    const byEnrolments = within(screen.getByRole('list', { name: 'Top courses by enrolments' })).getAllByRole(
      'listitem',
    );
    expect(byEnrolments.map((item) => item.textContent)).toEqual(['Full Stack Web Development3', 'Data Science2']);
    const funnel = within(screen.getByRole('list', { name: 'Lead funnel' })).getAllByRole('listitem');
    expect(funnel.map((item) => item.textContent)).toEqual([
      'Pending2 (50%)',
      'First Call Attempted0 (0%)',
      'Interested1 (25%)',
      'Information Sent0 (0%)',
      'Not Engage0 (0%)',
      'Course Fee Issue0 (0%)',
      'Closed1 (25%)',
    ]);
    const sources = within(screen.getByRole('list', { name: 'Leads by source' })).getAllByRole('listitem');
    expect(sources.map((item) => item.textContent)).toEqual(['Course enquiry3 (75%)', 'Contact Us1 (25%)']);
    // The all-time counts stay below.
    expect(screen.getByRole('heading', { level: 2, name: 'All time' })).toBeTruthy();
    expect(screen.getByTestId('stat-Users').textContent).toBe('1,250');
  });

  it('reads out the day a column is pointed at', async () => {
    renderSummary();
    const revenue = await screen.findByRole('region', { name: 'Revenue per day' });
    await waitFor(() => expect(revenue.querySelector('[data-day="2031-03-10"]')).toBeTruthy());
    const user = userEvent.setup({ delay: null });
    await user.pointer({ target: revenue.querySelector('[data-day="2031-03-10"]')!, keys: '[MouseLeft]' });
    expect(within(revenue).getByText('10 Mar: ₹1,23,456')).toBeTruthy();
  });

  it('shows only the cards and charts of the groups the server sent (a lead desk: leads only)', async () => {
    const { sales: _s, newLearners: _n, blog: _b, training: _t, ...leadsOnly } = figures;
    renderSummary(leadsOnly);
    expect((await screen.findByTestId('stat-NewLeads')).textContent).toBe('4');
    await screen.findByRole('region', { name: 'Lead funnel' });
    for (const id of ['Revenue', 'Enrolments', 'NewLearners', 'BlogPosts', 'Applicants']) {
      expect(screen.queryByTestId(`stat-${id}`)).toBeNull();
    }
    expect(screen.queryByRole('region', { name: 'Revenue per day' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Top courses by revenue' })).toBeNull();
  });

  it('draws no chart for a role that reads neither sales nor leads', async () => {
    const { sales: _s, leads: _l, ...countsOnly } = figures;
    renderSummary(countsOnly);
    expect((await screen.findByTestId('stat-BlogPosts')).textContent).toBe('3');
    expect(screen.queryByLabelText('Loading the charts')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Lead funnel' })).toBeNull();
  });

  it('says so when the period has no orders, enrolments or leads', async () => {
    const quiet: DashboardSummary = {
      ...figures,
      sales: {
        revenuePaise: 0,
        paidOrders: 0,
        enrolments: 0,
        enrolmentsBySource: { purchase: 0, free: 0, staff: 0 },
        perDay: figures.sales!.perDay.map((d) => ({ ...d, revenuePaise: 0, paidOrders: 0, enrolments: 0 })),
        topByRevenue: [],
        topByEnrolments: [],
      },
      leads: {
        total: 0,
        perDay: figures.leads!.perDay.map((d) => ({ ...d, leads: 0 })),
        byStatus: figures.leads!.byStatus.map((s) => ({ ...s, leads: 0 })),
        bySource: [],
      },
    };
    renderSummary(quiet);
    expect((await screen.findByTestId('stat-Revenue')).textContent).toBe('₹0');
    const revenue = await screen.findByRole('region', { name: 'Revenue per day' });
    expect(within(revenue).getByText('No paid orders in this period.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Enrolments per day' })).getByText('No enrolments in this period.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Lead funnel' })).getByText('No new leads in this period.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Leads by source' })).getByText('No new leads in this period.'),
    ).toBeTruthy();
  });

  it('asks for the period chosen, and a custom range only once it is whole and in order', async () => {
    const user = userEvent.setup({ delay: null });
    renderSummary();
    await screen.findByTestId('stat-Revenue');
    const periods = screen.getByRole('radiogroup', { name: 'Period' });

    await user.click(within(periods).getByText('7 days'));
    await waitFor(() => expect(server.callsTo('GET /dashboard').at(-1)?.query).toEqual({ period: '7d' }));
    await user.click(within(periods).getByText('This month'));
    await waitFor(() => expect(server.callsTo('GET /dashboard').at(-1)?.query).toEqual({ period: 'month' }));

    const calls = server.callsTo('GET /dashboard').length;
    await user.click(within(periods).getByText('Custom'));
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    // Starts from the days on screen.
    expect([from.value, to.value]).toEqual([week(4), week(10)]);
    await user.clear(to);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose both dates');
    await user.type(to, '2031-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The from date must be on or before the to date');
    await user.clear(from);
    await user.type(from, '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 366 days');
    expect(server.callsTo('GET /dashboard')).toHaveLength(calls);

    await user.clear(from);
    await user.type(from, '2031-02-15');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(server.callsTo('GET /dashboard').at(-1)?.query).toEqual({
        period: 'custom',
        from: '2031-02-15',
        to: '2031-03-01',
      }),
    );
  });

  it("shows the server's message for a period it refuses, keeping the last figures", async () => {
    const user = userEvent.setup({ delay: null });
    renderSummary();
    await screen.findByTestId('stat-Revenue');
    server.on('GET /dashboard', () =>
      failure(400, 'The period can span at most 366 days', { to: 'The period can span at most 366 days' }),
    );
    await user.click(within(screen.getByRole('radiogroup', { name: 'Period' })).getByText('7 days'));
    expect((await screen.findByRole('alert')).textContent).toContain('The period can span at most 366 days');
    expect(screen.getByTestId('stat-Revenue').textContent).toBe('₹1,35,956.50');
  });

  it('fits a 390px phone: revenue across the width, the other cards two a row', async () => {
    setViewportWidth(390);
    renderSummary();
    const revenue = await screen.findByTestId('stat-Revenue');
    expect(revenue.closest('.ant-col')?.className).toContain('ant-col-xs-24');
    expect(screen.getByTestId('stat-Enrolments').closest('.ant-col')?.className).toContain('ant-col-xs-12');
    expect(screen.getByTestId('stat-Revenue').style.fontSize).toBe('24px');
  });
});
