import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createCategory, createLearner, createPublishedCourseWithVideo, loginToken, mailDir } from '../support/api.ts';
import { mailsTo, waitForMail } from '../support/mailbox.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog } from '../support/ui.ts';

const PASSWORD = 'Learner@123';

/**
 * Staff refund the order of invoice `number` from its row: `rupees`, or what is left when null, with a reason;
 * `confirm` is the amount the confirming button names. The dialog then follows the webhook to processed.
 */
async function refund(staff: Page, number: string, rupees: number | null, reason: string, confirm: string) {
  await staff.getByRole('button', { name: `Refund the order of invoice ${number}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Refund: invoice ${number}` });
  if (rupees !== null) await dialog.getByLabel('Amount to refund').fill(String(rupees));
  await dialog.getByLabel('Reason (the learner sees it)').fill(reason);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Reason: ${reason}`)).toBeVisible();
  await dialog.getByRole('button', { name: `Refund ${confirm}` }).click();
  // The sandbox answers at once with `requested`, then its refund.processed webhook settles it.
  const status = dialog.getByRole('status');
  await expect(status.getByText(`Refund of ${confirm}`)).toBeVisible();
  await expect(status.getByText('Processed', { exact: true })).toBeVisible();
  await expect(status.getByText(/^Credit note \S+\/\d\d-\d\d\/C\d{5} issued\.$/)).toBeVisible();
  // The footer's Close, by its text (the corner's × is named Close too, without a text).
  await dialog
    .getByRole('button')
    .filter({ hasText: /^Close$/ })
    .click();
  await expect(dialog).toBeHidden();
}

/**
 * What each refund mail to the learner says, oldest first: requested or processed, the amount, and whether the
 * access ended. The rupee sign is read loosely: the catcher decodes the mail byte by byte.
 */
function refundMails(email: string): string[] {
  return mailsTo(mailDir(), email).flatMap((mail) => {
    const requested = mail.text.match(/asked our payment provider to refund \S*?(\d[\d,.]*)/);
    if (requested) return [`requested ${requested[1]}`];
    const processed = mail.text.match(/Your refund of \S*?(\d[\d,.]*) for .+? is processed/);
    if (!processed) return [];
    const ended = mail.text.includes('Your access to the course has ended');
    const note = /Our credit note \S+\/C\d{5} is attached/.test(mail.text);
    return [`processed ${processed[1]}${note ? ', credit note' : ''}${ended ? ', access ended' : ''}`];
  });
}

async function searchInvoices(staff: Page, email: string) {
  const search = staff.getByRole('searchbox', { name: 'Search invoices' });
  await search.fill(email);
  await search.press('Enter');
}

test('staff refund a purchase in two parts from Dashboard › Invoices; the learner is mailed, loses the course and finds the purchase with both refunds and their credit notes on My courses', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Refunds ${stamp}`);
  const title = `GST Accounting ${stamp}`;
  const course = await createPublishedCourseWithVideo(admin, categoryId, title, 2000);

  // A learner buys the course through the sandbox checkout, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await createLearner(PASSWORD);
  await signIn(page, email, PASSWORD);
  await page.goto(`/course/${course.slug}`);
  await page.getByRole('link', { name: /Buy now/ }).click();
  await page.getByRole('button', { name: 'Pay ₹1,800' }).click();
  const checkout = await openedDialog(page, 'Skillhub test checkout');
  await checkout.getByRole('button', { name: 'Pay ₹1,800' }).click();
  await expect(page.getByText('Payment successful. You are now enrolled.')).toBeVisible();
  const invoiceNo = await waitForMail(mailDir(), email, /Tax invoice no\.: ([A-Z0-9]{1,3}\/\d\d-\d\d\/\d{6})/);

  // Staff find the invoice and refund ₹500 of it, then the rest.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
  await staff.goto('/dashboard/invoices');
  await searchInvoices(staff, email);
  const row = staff.getByRole('table', { name: 'Tax invoices' }).getByRole('row', { name: new RegExp(invoiceNo) });
  await expect(row).toHaveCount(1);
  await refund(staff, invoiceNo, 500, 'Joined the wrong batch', '₹500');
  // The row, read afresh, shows the refund processed with its credit note.
  await staff.reload();
  await searchInvoices(staff, email);
  await expect(row.getByText('Processed')).toBeVisible();
  await expect(row.getByLabel('Credit note')).toHaveText(/\/C\d{5}$/);
  // The dialog starts from what is left: ₹1,300.
  await refund(staff, invoiceNo, null, 'Course cancelled on request', '₹1,300');
  await staffContext.close();

  // A mail at each request and at each completion; the last says the access ended.
  await expect
    .poll(() => refundMails(email))
    .toEqual([
      'requested 500.00',
      'processed 500.00, credit note',
      'requested 1,300.00',
      'processed 1,300.00, credit note, access ended',
    ]);

  // My courses: no course card any more, and the purchase under Refunded purchases.
  await page.goto('/my-courses');
  await expect(page.getByText('You have not enrolled in any course yet.')).toBeVisible();
  const section = page.getByRole('region', { name: 'Refunded purchases' });
  const purchase = section.getByRole('article', { name: title });
  await expect(purchase.getByText('Refunded, access ended')).toBeVisible();
  await expect(purchase.getByText(/^Paid ₹1,800 on .+ · Receipt rcpt_[0-9a-f]+$/)).toBeVisible();
  const refunds = purchase.getByRole('list', { name: 'Refunds' }).getByRole('listitem');
  await expect(refunds).toHaveCount(2);
  await expect(refunds.nth(0)).toContainText(/^Refund of ₹500Processedon .+Credit note \S+\/C\d{5}$/);
  await expect(refunds.nth(1)).toContainText(/^Refund of ₹1,300Processedon .+Credit note \S+\/C\d{5}$/);
  await expect(purchase.getByRole('button', { name: `Download tax invoice ${invoiceNo}` })).toBeVisible();

  const lastNote = (await refunds.nth(1).getByRole('button').textContent())?.replace('Credit note ', '') ?? '';
  const downloading = page.waitForEvent('download');
  await refunds
    .nth(1)
    .getByRole('button', { name: `Credit note ${lastNote}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`credit-note-${lastNote.replaceAll('/', '-')}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
