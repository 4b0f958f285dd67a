import { request } from '@skillhub/shared/api-client';
import { roleEndpoints } from '@skillhub/shared/endpoints/roles';
import { userEndpoints } from '@skillhub/shared/endpoints/users';
import { fullPermissions } from '@skillhub/shared/permissions';
import type { Course } from '@skillhub/shared/schemas/course';
import {
  enrol,
  seedCategory,
  seedCourse,
  seedEnquiry,
  seedPurchase,
  unique,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, resetPage, setDeployedRemotes, signIn } from '../../../test/dashboard-test-kit.tsx';
import { DashboardSummaryPage } from './index.tsx';

/**
 * The summary against the real server: a purchase through the sandbox checkout, a course assigned by staff,
 * a new learner and two enquiries, all made today through the same calls the site makes, read back on the
 * page. A server of this file's own, so the figures are exactly these.
 */

const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
let bought: Course;
let assigned: Course;

beforeAll(async () => {
  const category = await seedCategory(unique('Technology'));
  const sections = [{ title: 'Basics', lectures: ['Welcome'] }];
  bought = await seedCourse({
    title: 'Full Stack Web Development',
    category,
    sections,
    status: 'PUBLISHED',
    price: { actualPrice: 123_456 },
  });
  assigned = await seedCourse({ title: 'Data Science', category, sections, status: 'PUBLISHED' });
  // The admin buys one course and is assigned the other.
  await seedPurchase(bought._id);
  await enrol(skillhub.admin.user._id, assigned._id);
  const learnerRole = (await request(roleEndpoints.list)).data.find((r) => r.name === 'USER')!;
  await request(userEndpoints.add, { body: { name: 'Meera Iyer', email: 'meera@example.com', role: learnerRole._id } });
  await seedEnquiry({ name: 'Ravi Kumar', interestedCourse: bought._id });
  await seedEnquiry({ name: 'Sana Shaikh', phone: '9123456780' });
});

beforeEach(() => {
  resetPage();
  signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN', as: skillhub.admin });
  setDeployedRemotes([]);
});
afterEach(resetPage);

function renderSummary(path = '/dashboard') {
  return renderAt(
    path,
    <Routes>
      <Route path="/dashboard" element={<DashboardSummaryPage />} />
    </Routes>,
  );
}

describe('dashboard summary on the real server', () => {
  it("shows today's purchase, enrolments, learner and leads", async () => {
    renderSummary();
    expect((await screen.findByTestId('stat-Revenue')).textContent).toBe('₹1,23,456');
    expect(screen.getByText('Paid orders: 1')).toBeTruthy();
    expect(screen.getByTestId('stat-Enrolments').textContent).toBe('2');
    expect(screen.getByText('Bought 1 · free 0 · assigned 1')).toBeTruthy();
    expect(screen.getByTestId('stat-NewLearners').textContent).toBe('1');
    expect(screen.getByTestId('stat-NewLeads').textContent).toBe('2');
    expect(screen.getByTestId('stat-BlogPosts').textContent).toBe('0');
    expect(screen.getByTestId('stat-Applicants').textContent).toBe('0');

    const top = await screen.findByRole('list', { name: 'Top courses by revenue' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Full Stack Web Development₹1,23,456']);
    const byEnrolments = screen.getByRole('list', { name: 'Top courses by enrolments' });
    expect(
      within(byEnrolments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Data Science1', 'Full Stack Web Development1']);
    const funnel = screen.getByRole('list', { name: 'Lead funnel' });
    expect(within(funnel).getAllByRole('listitem')[0]?.textContent).toBe('Pending2 (100%)');
    // Thirty days, one of them (today's) with the purchase.
    const days = within(screen.getByRole('table', { name: 'Revenue per day' }))
      .getAllByRole('row')
      .slice(1);
    expect(days).toHaveLength(30);
    const amounts = days.map((row) => within(row).getByRole('cell').textContent);
    expect(amounts.filter((amount) => amount !== '₹0')).toEqual(['₹1,23,456']);
  });

  it('shows an old custom range empty, the all-time counts unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    renderSummary();
    await screen.findByTestId('stat-Revenue');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Period' })).getByText('Custom'));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2024-01-01');
    await user.clear(to);
    await user.type(to, '2024-01-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(screen.getByTestId('stat-Revenue').textContent).toBe('₹0'));
    expect(screen.getByTestId('period-range').textContent).toBe('1 Jan 2024 to 31 Jan 2024 (India time)');
    expect(screen.getByTestId('stat-NewLeads').textContent).toBe('0');
    expect(
      within(await screen.findByRole('region', { name: 'Revenue per day' })).getByText(
        'No paid orders in this period.',
      ),
    ).toBeTruthy();
    // The all-time counts do not depend on the period.
    expect(screen.getByTestId('stat-Courses').textContent).toBe('2');
  });
});
