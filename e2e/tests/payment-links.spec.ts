import { expect, test } from '@playwright/test';
import { createCategory, createPublishedCourseWithVideo, loginToken, mailDir } from '../support/api.ts';
import { waitForMail } from '../support/mailbox.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { untilServerRendered } from '../support/server-rendered.ts';
import { signIn } from '../support/session.ts';
import { openedDialog, openRowAction } from '../support/ui.ts';

test("staff e-mail a lead a payment link; the lead pays on a phone with the details filled in, from the server's page (its app come while idle); the lead is Closed and revenue by source counts it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Payment links ${stamp}`);
  const title = `Spoken English ${stamp}`;
  const course = await createPublishedCourseWithVideo(admin, categoryId, title, 2000);

  // A visitor's enquiry about the course: the lead.
  const name = `Meena Lead ${stamp}`;
  const email = `meena.${stamp}@example.com`;
  const phone = `9${String(stamp).slice(-9)}`;
  const enquiry = await fetch(`${E2E_BASE_URL}/api/course/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${stamp % 250}.7` },
    body: JSON.stringify({ name, email, phone, interestedCourse: course._id, whatsAppOptIn: false }),
  });
  expect(enquiry.status).toBe(201);

  // Staff send the course's payment link by e-mail from the lead.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
  await staff.goto('/dashboard/enquiry');
  await staff.getByRole('searchbox', { name: 'Search enquiries by name, email or phone' }).fill(name);
  const row = staff.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  await expect(staff.getByRole('row')).toHaveCount(2);
  await openRowAction(staff, 1, 'Payment links');
  const drawer = staff.getByRole('dialog', { name: `Payment links of ${name}` });
  await expect(drawer.getByText('No payment link sent to this lead yet.')).toBeVisible();
  // The lead's course is chosen already; e-mail is the default channel and 7 days the default expiry.
  await expect(drawer.getByRole('combobox', { name: 'Course' }).locator('..')).toContainText(title);
  await drawer.getByRole('button', { name: 'Send link' }).click();
  await expect(drawer.getByText('The link (shown once)')).toBeVisible();
  const listed = drawer.getByRole('region', { name: 'Payment links sent' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Open');

  // The mail's link opens the checkout on a phone with the lead's details filled in.
  const link = await waitForMail(mailDir(), email, /(https?:\/\/\S+?\/pay\/[A-Za-z0-9_-]+)/);
  const linkPath = new URL(link).pathname;
  await untilServerRendered(linkPath);
  // What the browser says of hydration: React's words, and its production error codes for it.
  const hydrationTrouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|#418|#419|#421|#422|#423|#425/i.test(message.text())) {
      hydrationTrouble.push(message.text());
    }
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Pay and enrol' })).toBeVisible();
  await expect(page.getByText('Your details')).toBeVisible();
  for (const detail of [name, email, phone]) await expect(page.getByText(detail, { exact: true })).toBeVisible();
  // The server's page, whose app comes once the browser is idle, with no move of the lead's: the tap on Pay then
  // waits for the checkout, not for the app.
  await expect(page.locator('script[src="/wake.js"][data-wake="idle"]')).toHaveCount(1);
  await expect.poll(() => page.locator('script[src*="/static/js/"]').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pay ₹1,800' }).click();
  const checkout = await openedDialog(page, 'Skillhub test checkout');
  await checkout.getByRole('button', { name: 'Pay ₹1,800' }).click();
  await expect(page.getByText(`Payment successful. You are now enrolled in ${title}.`)).toBeVisible();
  expect(hydrationTrouble).toEqual([]);
  await expect(page.getByText('We have e-mailed you a link to set your password')).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The link is spent: opened again, it says so.
  await page.reload();
  await expect(page.getByText('This payment link has already been paid.')).toBeVisible();

  // The lead is Closed, its link paid, and revenue by source counts it.
  await staff.reload();
  await staff.getByRole('searchbox', { name: 'Search enquiries by name, email or phone' }).fill(name);
  await expect(row).toContainText('Closed');
  await staff.goto('/dashboard/revenue-by-source?period=7d');
  const courseRow = staff
    .getByRole('table', { name: 'Revenue by source and course' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(courseRow).toContainText('Course');
  await expect(courseRow).toContainText('₹1,800');
  await expect(courseRow.getByRole('cell').nth(5)).toHaveText('1');
  await staffContext.close();
});
