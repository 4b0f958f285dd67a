import { expect, type Locator, type Page } from '@playwright/test';

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
  await page.getByRole('menuitem', { name: label }).click();
}

/** Picks an option of the Ant Design select labelled `label` inside `scope`, typing to narrow long lists when it is searchable. */
export async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  if (await box.isEditable()) await box.fill(option);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}
