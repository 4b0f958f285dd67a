import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginToken, mailDir } from '../support/api.ts';
import { mailsTo } from '../support/mailbox.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog, openedMenuItem, pickCombobox } from '../support/ui.ts';

async function rowAction(page: Page, table: Locator, text: string, action: string) {
  await table
    .getByRole('row')
    .filter({ hasText: text })
    .getByRole('button', { name: /^Actions for row/ })
    .click();
  await (await openedMenuItem(page, action)).click();
}

async function changeStatus(page: Page, table: Locator, text: string, status: string) {
  await rowAction(page, table, text, 'Change status');
  const dialog = await openedDialog(page, 'Change status');
  await dialog.getByRole('radio', { name: status }).check();
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(table.getByRole('row').filter({ hasText: text }).getByText(status, { exact: true })).toBeVisible();
}

test('staff set up a program, an applicant applies from its link, gets a mailed certificate that verifies, and rejection revokes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const institution = `Skill Centre ${stamp}`;
  const program = `Cloud Support Associate ${stamp}`;
  const email = `farah.${stamp}@example.com`;

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('button', { name: 'Training Programs' }).click();
  await sidebar.getByRole('link', { name: 'Institutions' }).click();
  await page.getByRole('button', { name: 'Add Institution' }).click();
  let dialog = await openedDialog(page, 'Add Institution');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(institution);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('office@skillcentre.example.in');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('Sector 5, Salt Lake, Kolkata 700091');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Institution added successfully')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Programs' }).click();
  await page.getByRole('button', { name: 'Add Program' }).click();
  dialog = await openedDialog(page, 'Add Program');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(program);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Linux, networking and cloud support, with a lab every day.');
  await dialog.getByRole('textbox', { name: 'Duration' }).fill('10 weeks');
  await pickCombobox(page, dialog, 'Institution', institution);
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('Cloud');
  await dialog.getByRole('textbox', { name: 'Board' }).fill('NSDC');
  await dialog.getByLabel('Start Date').fill('2026-01-05');
  await dialog.getByLabel('End Date').fill('2099-03-27');
  await dialog.getByRole('textbox', { name: 'Prerequisites' }).fill('Class 12 pass');
  await dialog.getByRole('textbox', { name: 'Syllabus' }).fill('Linux; Networking; AWS basics; Support tickets');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Program added successfully')).toBeVisible();

  // The poster for the notice board: a PDF whose QR code leads to the application form.
  const programs = page.getByRole('table', { name: 'Programs' });
  const posterDownload = page.waitForEvent('download');
  await rowAction(page, programs, program, 'Download QR poster');
  const poster = await posterDownload;
  expect(poster.suggestedFilename()).toBe('training_program_qrcode.pdf');
  expect((await readFile(await poster.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const token = await loginToken();
  const listed = await fetch(`${E2E_BASE_URL}/api/training/programs/all?search=${encodeURIComponent(program)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const applyUrl: string = (await listed.json()).data[0].applyUrl;
  expect(applyUrl).toMatch(/\/training\/apply\/[0-9a-f-]{36}$/);

  // The applicant applies from the link, signed out.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(applyUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: program })).toBeVisible();
  const form = visitor.getByRole('form', { name: 'Application form' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Farah');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Siddiqui');
  await form.getByLabel('Date of birth').fill('2002-08-14');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(visitor.getByText('Application received')).toBeVisible();

  // Staff approve and send the certificate; the mail carries the PDF.
  await sidebar.getByRole('link', { name: 'Applicants' }).click();
  // The Applicants page's own search: typed into at once, the first search box was still the Programs page's.
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(email);
  const applicants = page.getByRole('table', { name: 'Applicants' });
  await expect(applicants.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await changeStatus(page, applicants, email, 'Approved');
  // The program runs until 2099: issuing now is early, so staff give the reason that is kept with it.
  await rowAction(page, applicants, email, 'Send certificate');
  dialog = await openedDialog(page, 'Issue the certificate early?');
  await dialog.getByRole('textbox', { name: 'Reason for issuing early' }).fill('Placement drive needs it this week');
  await dialog.getByRole('button', { name: 'Issue early' }).click();
  await expect(page.getByText('1 certificate(s) sent')).toBeVisible();
  await expect(applicants.getByRole('row').filter({ hasText: email }).getByText('Issued early')).toBeVisible();
  await expect.poll(() => mailsTo(mailDir(), email).find((m) => m.text.includes('Your certificate for'))).toBeTruthy();
  const mail = mailsTo(mailDir(), email).find((m) => m.text.includes('Your certificate for'));
  expect(mail?.text).toMatch(/Content-Type: application\/pdf; name=training_certificate\.pdf/);
  const number = /Certificate number: (SKH-[0-9A-Z-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(number).toMatch(/^SKH-/);

  // Anyone verifies it by its number; rejection revokes it.
  await visitor.goto(`/certificate?number=${number}`);
  await expect(visitor.getByText('Valid certificate')).toBeVisible();
  await expect(visitor.getByText('Farah Siddiqui')).toBeVisible();
  // On a phone, where the QR code opens it: the facts fit the width and end clear of the chat button.
  await visitor.setViewportSize({ width: 360, height: 740 });
  const page360 = await visitor.evaluate(() => {
    const facts = document.querySelector('.ant-descriptions') as HTMLElement;
    const result = facts.closest('section')?.parentElement as HTMLElement;
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      factsRight: facts.getBoundingClientRect().right,
      room: Number.parseFloat(getComputedStyle(result).paddingBottom),
    };
  });
  expect(page360.overflow).toBe(0);
  expect(page360.factsRight).toBeLessThanOrEqual(360);
  // The chat button: 56px tall, 16px from the bottom edge.
  expect(page360.room).toBeGreaterThanOrEqual(56 + 16 + 16);
  await changeStatus(page, applicants, email, 'Rejected');
  await visitor.reload();
  await expect(visitor.getByText('This certificate has been revoked')).toBeVisible();
});
