import { expect, test } from '@playwright/test';
import { createCategory, createLearner, createPublishedCourseWithVideo, loginToken, mailDir } from '../support/api.ts';
import { waitForMail } from '../support/mailbox.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog } from '../support/ui.ts';

const PASSWORD = 'Learner@123';
const DAY = 24 * 60 * 60 * 1000;

test('staff add a coupon in the dashboard; a learner applies it at checkout, pays the new total and sees the saving on the receipt; the list counts the use', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Coupons ${stamp}`);
  const course = await createPublishedCourseWithVideo(admin, categoryId, `Excel Mastery ${stamp}`, 2000);
  const code = `LAUNCH${stamp}`;

  // Staff add a 25% coupon from the dashboard.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
  await staff.goto(`/dashboard/coupons?search=${code}`);
  await staff.getByRole('button', { name: 'Add Coupon' }).click();
  const form = await openedDialog(staff, 'Add Coupon');
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('textbox', { name: 'Title' }).fill('Launch offer');
  await form.getByRole('spinbutton', { name: 'Discount (%)' }).fill('25');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Coupon added')).toBeVisible();
  const table = staff.getByRole('table', { name: 'Coupons' });
  await expect(table.getByRole('cell', { name: code })).toBeVisible();

  // A learner applies it at checkout: the server's new total, then paid in the sandbox.
  const { email } = await createLearner(PASSWORD);
  await signIn(page, email, PASSWORD);
  await page.goto(`/course/${course.slug}`);
  await page.getByRole('link', { name: /Buy now/ }).click();
  await expect(page.getByRole('button', { name: 'Pay ₹1,800' })).toBeVisible();
  await page.getByLabel('Have a coupon?').fill('NOSUCHCODE1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon code is not valid')).toBeVisible();
  await page.getByLabel('Have a coupon?').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code} applied: you save ₹450.`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹1,350' }).click();
  const checkout = await openedDialog(page, 'Skillhub test checkout');
  await checkout.getByRole('button', { name: 'Pay ₹1,350' }).click();
  await expect(page.getByText('Payment successful. You are now enrolled.')).toBeVisible();
  // The rupee sign is left out of the pattern: the mail catcher decodes the mail byte by byte.
  expect(await waitForMail(mailDir(), email, /Discount: \S*?([\d,.]+ saved \(coupon \w+\))/)).toBe(
    `450.00 saved (coupon ${code})`,
  );

  // The list counts the use, the revenue and the discount given.
  await staff.reload();
  const row = table.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByRole('cell', { name: '1 (no limit)' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '₹1,350' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '₹450', exact: true })).toBeVisible();
  await staffContext.close();
});

test("a visitor sees an automatic offer on the course page: the price struck through, the offer's and the time left", async ({
  page,
}) => {
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Offers ${stamp}`);
  const course = await createPublishedCourseWithVideo(admin, categoryId, `Tally Prime ${stamp}`, 2000);
  const created = await fetch(`${E2E_BASE_URL}/api/course/coupon`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      code: null,
      title: 'Monsoon offer',
      discountType: 'percent',
      discountValue: 50,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 3 * DAY + 60 * 60 * 1000).toISOString(),
      scope: 'courses',
      courseIds: [course._id],
    }),
  });
  expect(created.status).toBe(201);

  await page.goto(`/course/${course.slug}`);
  // The server's page names the offer's end; the app, which the visitor's first move loads, counts down to it.
  await page.mouse.move(200, 200);
  const offer = page.getByRole('group', { name: 'Offer price' });
  await expect(offer.getByText('₹900')).toBeVisible();
  await expect(offer.locator('del')).toHaveText('Original price ₹1,800');
  await expect(offer.getByText('Monsoon offer')).toBeVisible();
  await expect(offer.getByText(/^Offer ends in 3d (0|1)h$/)).toBeVisible();
});
