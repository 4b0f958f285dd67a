import { expect, test } from '@playwright/test';
import { loginToken, mailDir } from '../support/api.ts';
import { waitForMail } from '../support/mailbox.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openRowAction } from '../support/ui.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function get<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${E2E_BASE_URL}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

interface Idle {
  course: { _id: string; title: string };
  learner: { name: string; email: string };
}

/** A demo course with a learner who bought it weeks ago and has not opened it since (the demo orders). */
async function idleLearner(token: string): Promise<Idle> {
  const courses = await get<{ data: { _id: string; title: string }[] }>('/course/all?limit=100', token);
  for (const course of courses.data) {
    const idle = await get<{ data: { name: string; email: string; lastNudge: unknown }[] }>(
      `/course/learners/${course._id}/inactive?limit=100`,
      token,
    );
    const learner = idle.data.find((row) => row.lastNudge === null);
    if (learner) return { course, learner };
  }
  throw new Error('No demo course has a learner idle for 14 days');
}

test('on a phone, staff open a course’s learners from the list, see its figures and nudge an idle learner by e-mail once a day', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { course, learner } = await idleLearner(await loginToken());

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/dashboard/courses?search=${encodeURIComponent(course.title)}`);
  await openRowAction(page, 1, 'Learners');
  await expect(page).toHaveURL(new RegExp(`/dashboard/course/learners/${course._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Learners: ${course.title}` })).toBeVisible();

  // The figures two a row, and nothing wider than the phone.
  const enrolled = await page.getByRole('group', { name: 'Enrolled' }).boundingBox();
  const started = await page.getByRole('group', { name: 'Started' }).boundingBox();
  const completed = await page.getByRole('group', { name: 'Completed' }).boundingBox();
  expect(started?.y).toBe(enrolled?.y);
  expect(completed?.y).toBeGreaterThan((enrolled?.y ?? 0) + (enrolled?.height ?? 0) - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('searchbox', { name: 'Search inactive learners by name or e-mail' }).fill(learner.email);
  await page.getByRole('searchbox', { name: 'Search inactive learners by name or e-mail' }).press('Enter');
  const table = page.getByRole('table', { name: 'Inactive learners' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Not nudged');

  await openRowAction(page, 1, 'Nudge');
  const dialog = page.getByRole('dialog', { name: `Nudge ${learner.name}` });
  await dialog.getByRole('button', { name: 'Send nudge' }).click();
  await expect(page.getByText(`${learner.name} was nudged`)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('E-mail, just now');
  const link = await waitForMail(mailDir(), learner.email, /(http\S+\/learn\/[0-9a-f-]{36})/);
  expect(link).toContain(`/learn/${course._id}`);

  // A second nudge the same day is refused with the reason.
  await openRowAction(page, 1, 'Nudge');
  await page
    .getByRole('dialog', { name: `Nudge ${learner.name}` })
    .getByRole('button', { name: 'Send nudge' })
    .click();
  await expect(page.getByText(/was nudged about this course .* one nudge a day is the most/)).toBeVisible();
  await context.close();
});
