import { expect, type Page, test } from '@playwright/test';
import { createStaffUser } from '../support/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog, openRowAction } from '../support/ui.ts';

/** Types a search and waits until the page has applied it (it lands in the URL once typing pauses). */
async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox').first().fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
}

test('the super admin runs the Category page round trip with the spec messages', async ({ page }) => {
  const name = `Robotics ${Date.now()}`;
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('button', { name: 'Courses' }).click();
  await sidebar.getByRole('link', { name: 'Category' }).click();
  await expect(page).toHaveURL(/\/dashboard\/category$/);

  const table = page.getByRole('table', { name: 'Active categories' });
  await expect(table.getByRole('columnheader', { name: 'S.No.' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Category Name' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'No of Courses' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Category' }).click();
  let dialog = await openedDialog(page, 'Add Category');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await dialog.getByLabel('Category Name').fill(name);
  await dialog.getByLabel('Description').fill('Sensors, actuators and embedded control for makers.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category added successfully')).toBeVisible();

  await searchFor(page, name);
  await expect(table.getByText(name)).toBeVisible();
  await openRowAction(page, 1, 'Edit Category');
  dialog = await openedDialog(page, 'Edit Category');
  await dialog.getByLabel('Category Name').fill(`${name} Lab`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Category "${name} Lab" updated successfully`)).toBeVisible();

  await searchFor(page, `${name} Lab`);
  await openRowAction(page, 1, 'Deactivate Category');
  await (await openedDialog(page, 'Deactivate Category')).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully category deactivated')).toBeVisible();

  await page.getByText('Inactive', { exact: true }).click();
  const inactive = page.getByRole('table', { name: 'Inactive categories' });
  await searchFor(page, `${name} Lab`);
  await expect(inactive.getByText(`${name} Lab`)).toBeVisible();
  await openRowAction(page, 1, 'Activate Category');
  await (await openedDialog(page, 'Activate Category')).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully category activated')).toBeVisible();
});

test('a role without Category read is sent to / and does not see the entry', async ({ page }) => {
  const staff = await createStaffUser(
    `Support Desk ${Date.now()}`,
    [{ name: 'Dashboard', operations: { create: false, read: true, update: false, delete: false } }],
    'Support@1234',
  );
  await signIn(page, staff.email, staff.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Category' })).toHaveCount(
    0,
  );
  await page.goto('/dashboard/category');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a deep link survives a reload', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/dashboard/category');
  await expect(page.getByRole('table', { name: 'Active categories' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/category$/);
  await expect(page.getByRole('table', { name: 'Active categories' })).toBeVisible();

  await page.goto('/privacy-policy');
  await page.reload();
  await expect(page.getByText('2nd September 2025').first()).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  // antd's illustration, which the build loads when a 404 first renders (shared/src/rsbuild-antd.ts).
  await expect(page.locator('.ant-result-image svg')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
