import { expect, type Page } from '@playwright/test';

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
