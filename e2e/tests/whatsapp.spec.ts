import { expect, type Page, test } from '@playwright/test';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog, pickCombobox } from '../support/ui.ts';

/** Opens New broadcast for the contacts of one occupation and sends the template; answers the dialog. */
async function broadcast(page: Page, occupation: string, template: string, reach: string) {
  await page.getByRole('button', { name: 'New broadcast' }).click();
  const dialog = await openedDialog(page, 'New broadcast');
  await dialog.getByRole('textbox', { name: 'Occupation' }).fill(occupation);
  await expect(dialog.getByText(reach)).toBeVisible();
  await pickCombobox(page, dialog, 'Template', `${template} (English)`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  return dialog;
}

test('staff connect the sandbox, import contacts, get a template approved, broadcast it to read, and a STOP reply is skipped next time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const occupation = `tester${stamp}`;
  const first = `91${String(stamp).slice(-9)}1`;
  const second = `91${String(stamp).slice(-9)}2`;
  const template = `e2e_notice_${stamp}`;

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('button', { name: 'WhatsApp' }).click();
  await sidebar.getByRole('link', { name: 'Contacts' }).click();
  const pages = page.getByRole('navigation', { name: 'WhatsApp pages' });

  // The account: connected with the sandbox's credentials unless it already is.
  await pages.getByRole('link', { name: 'Messages' }).click();
  // The account card shows either state (a run's retry finds it connected by the first attempt).
  await expect(page.getByText(/Connected since|Not connected/).first()).toBeVisible();
  if (await page.getByRole('button', { name: 'Use sandbox credentials' }).isVisible()) {
    await page.getByRole('button', { name: 'Use sandbox credentials' }).click();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByText(/Connected as/)).toBeVisible();
  }
  await expect(page.getByText('Connected since')).toBeVisible();

  // Contacts from a file with a bad row: the check lists it, the import adds the others.
  await pages.getByRole('link', { name: 'Contacts' }).click();
  await page.getByRole('button', { name: 'Bulk import' }).click();
  const importer = await openedDialog(page, 'Bulk import contacts');
  const csv = [
    'name,number,age,gender,address,occupation',
    `Asha Verma,${first},24,Female,Pune,${occupation}`,
    `Rohit Das,${second},31,Male,Kolkata,${occupation}`,
    `No Number,12345,20,Male,Delhi,${occupation}`,
  ].join('\n');
  await importer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importer.getByRole('button', { name: 'Check file' }).click();
  await expect(importer.getByText('3 rows: 2 ready to import, 1 with errors')).toBeVisible();
  await expect(importer.getByText(/Number must be 10-15 digits/)).toBeVisible();
  await importer.getByRole('button', { name: 'Import 2 contacts' }).click();
  await expect(importer.getByText('2 new contacts created')).toBeVisible();
  await page.keyboard.press('Escape');

  // A template, approved by the sandbox's review.
  await pages.getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'New Template' }).click();
  const form = await openedDialog(page, 'New template');
  await form.getByRole('textbox', { name: 'Name' }).fill(template);
  await form.getByRole('textbox', { name: 'Body' }).fill('Hello from Skillhub: new batches start on Monday.');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(`Template "${template}" submitted for review`)).toBeVisible();
  const templates = page.getByRole('row').filter({ hasText: template });
  await expect(templates.getByText('Approved', { exact: true })).toBeVisible({ timeout: TEST_TIMEOUTS.e2e.longWork });

  // The broadcast reaches both phones and is read.
  await pages.getByRole('link', { name: 'Messages' }).click();
  let dialog = await broadcast(page, occupation, template, '2 opted-in contacts match');
  await expect(dialog.getByText('2 messages queued')).toBeVisible();
  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ hasText: template }).first();
  await expect(row.getByText(/Delivered \d+ · Read 2 · Failed 0/)).toBeVisible({ timeout: TEST_TIMEOUTS.e2e.longWork });

  // One phone answers STOP and is skipped by the next send.
  await page.getByRole('button', { name: 'Sandbox phone' }).click();
  const phone = await openedDialog(page, 'Sandbox phone');
  await phone.getByRole('combobox', { name: 'Phone number' }).fill(first);
  await expect(phone.getByRole('log').getByText(/new batches start on Monday/)).toBeVisible();
  await phone.getByRole('textbox', { name: 'Reply from this phone' }).fill('STOP');
  await phone.getByRole('button', { name: 'Send reply' }).click();
  await expect(phone.getByRole('log').getByText('STOP')).toBeVisible();
  // Closed by its button: Escape reaches the drawer only while the focus is in it, and the reply's send can
  // take it away.
  await phone.getByRole('button', { name: 'Close' }).click();
  await expect(phone).toBeHidden();

  dialog = await broadcast(page, occupation, template, '1 opted-in contact matches');
  await expect(dialog.getByText('1 message queued')).toBeVisible();
});
