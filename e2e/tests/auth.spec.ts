import { expect, test } from '@playwright/test';
import { createLearner, mailDir, uniqueEmail } from '../support/api.ts';
import { OTP_IN_MAIL, waitForMail } from '../support/mailbox.ts';
import { loginThroughForm } from '../support/ui.ts';

const PASSWORD = 'Learner@123';

test('a visitor signs up with the code from the mail, logs out, and logs in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('button', { name: 'Send verification code' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();

  await form.getByLabel('Full name').fill('Asha Verma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Send verification code' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Send verification code' }).click();

  const verify = page.getByRole('form', { name: 'Verify your e-mail' });
  await expect(verify).toBeVisible();
  const otp = await waitForMail(mailDir(), email, OTP_IN_MAIL);
  await verify.getByLabel('Verification code').fill(otp === '000000' ? '111111' : '000000');
  await verify.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page.getByText('Invalid or expired OTP')).toBeVisible();
  await verify.getByLabel('Verification code').fill(otp);
  await verify.getByRole('button', { name: 'Verify and create account' }).click();

  const account = page.getByRole('button', { name: 'Account menu for Asha Verma' });
  await expect(account).toBeVisible();
  await account.click();
  // A learner (USER without Dashboard read) sees only My Courses.
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('button', { name: 'My Courses' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await loginThroughForm(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu for Asha Verma' })).toBeVisible();
});

test('a wrong password is refused with the server message', async ({ page }) => {
  const learner = await createLearner(PASSWORD);
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(learner.email);
  await form.getByLabel('Password', { exact: true }).fill('Wrong@12345');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a learner is kept out of the dashboard', async ({ page }) => {
  const learner = await createLearner(PASSWORD);
  await loginThroughForm(page, learner.email, PASSWORD);
  for (const path of ['/dashboard/users', '/dashboard/category', '/dashboard/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
  await page.goto('/dashboard');
  await expect(page).not.toHaveURL(/\/dashboard/);
  // A signed-in visitor is sent away from the sign-in page.
  await page.goto('/auth');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('protected pages send a visitor without a session to /auth', async ({ page }) => {
  await page.goto('/dashboard/category');
  await expect(page).toHaveURL(/\/auth/);
});
