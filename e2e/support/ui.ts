import { expect, type Locator, type Page } from '@playwright/test';
import { mailDir } from './api.ts';
import { OTP_IN_MAIL, waitForMail } from './mailbox.ts';

/** Steps through the UI that several specs share, the way a person does them. */

/** `origin` is for a second platform on another port; by default the run's own. */
export async function loginThroughForm(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/auth`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

export async function openRowAction(page: Page, rowNumber: number, label: string) {
  await page.getByRole('button', { name: `Actions for row ${rowNumber}` }).click();
  await (await openedMenuItem(page, label)).click();
}

/**
 * antd's opening motions: dialogs zoom in, menus slide in. A click while one runs can land beside its target and
 * go nowhere (a Publish picked from a row's menu that was still sliding in left the menu open and no dialog).
 */
const OPENING_MOTIONS = ['zoom', 'slide-up', 'slide-down']
  .flatMap((motion) => [`.ant-${motion}-enter`, `.ant-${motion}-appear`])
  .join(', ');

/** Resolves once no antd popup, dialog or menu, is still on its way in. */
async function openingMotionsEnded(page: Page): Promise<void> {
  await expect(page.locator(OPENING_MOTIONS)).toHaveCount(0);
}

/** The menu item `label` of the menu just opened, once the menu has slid in, as a person waits for it. */
export async function openedMenuItem(page: Page, label: string): Promise<Locator> {
  const item = page.getByRole('menuitem', { name: label });
  await expect(item).toBeVisible();
  await openingMotionsEnded(page);
  return item;
}

/** Picks an option of the Ant Design select labelled `label` inside `scope` (see `pickFrom`). */
export async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  await pickFrom(page, scope.getByLabel(label, { exact: true }), option);
}

/** Picks an option of the Ant Design select whose combobox is named `label` inside `scope` (see `pickFrom`). */
export async function pickCombobox(page: Page, scope: Locator, label: string, option: string) {
  await pickFrom(page, scope.getByRole('combobox', { name: label }), option);
}

/**
 * Picks an option of the Ant Design select whose combobox is `box`, typing to narrow long lists when it is
 * searchable. The dropdown can still move after Playwright finds it stable (its opening motion, or flipping above
 * a field near the bottom of the window), so on a busy machine a click can miss: the pick is checked and made
 * again until the select shows the option (never twice, which would take it off a multiple select).
 */
export async function pickFrom(page: Page, box: Locator, option: string) {
  const select = box.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const item = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true });
  let tries = 0;
  await expect(async () => {
    if (tries++ > 0 && (await select.textContent())?.includes(option)) return;
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    if (await box.isEditable()) await box.fill(option);
    await item.click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The dialog named `name`, once its opening motion (antd's zoom) has ended, as a person waits for it: a click
 * while it grows can land beside its target, and on a busy machine Playwright can find a control stable between
 * two frames of the motion (a radio's check that did not hold, a Post reply that did nothing).
 */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await openingMotionsEnded(page);
  return dialog;
}

/** Signs a new learner up through the form, with the code read from the mail the platform sent. */
export async function signUpThroughForm(page: Page, name: string, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Send verification code' }).click();
  const verify = page.getByRole('form', { name: 'Verify your e-mail' });
  await expect(verify).toBeVisible();
  await verify.getByLabel('Verification code').fill(await waitForMail(mailDir(), email, OTP_IN_MAIL));
  await verify.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
}
