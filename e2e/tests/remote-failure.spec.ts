import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/ports.ts';
import { signIn } from '../support/session.ts';

test('when the courses remote cannot load, its area offers a retry and the rest of the shell works', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.route('**/remotes/courses/**', (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard/category');

  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  // Its pages are known (the server lists them with the remote), so it is the section's server that is down.
  await expect(page.getByText("The section's server is unavailable.", { exact: false })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The shell itself keeps working: the sidebar navigates to a shell-owned page.
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('table').first()).toBeVisible();

  await page.goto('/dashboard/category');
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  await page.unroute('**/remotes/courses/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Active categories' })).toBeVisible();
});
