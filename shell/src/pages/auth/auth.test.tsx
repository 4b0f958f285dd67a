import { normalizePermissions } from '@skillhub/shared/permissions';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authData, failure, learner, ok, renderApp, superAdmin, withTestApi } from '../../test/shell-test-kit.tsx';
import { RESET_DONE_TITLE } from './reset-password-form.tsx';

const api = withTestApi();

const STRONG_PASSWORD = 'Str0ng!Pass';
const TOKEN = 'Zr3xT0kenWithTwentyPlusChars_-';

async function openAuth(path: string | { pathname: string; state?: unknown } = '/auth') {
  const view = renderApp(path);
  await screen.findByRole('button', { name: /^(Login|Reset password|Send verification code)$/ });
  return view;
}

const form = (name: string) => screen.getByRole('form', { name });
/** antd names a busy button after its spinner too ('loading Login'). */
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^(loading )?${name}$`) });
const field = (label: string) => screen.getByLabelText(label);
const calls = (path: string) => api.calls.filter((c) => c.path === path);

describe('login', () => {
  it("shows the spec's messages for missing, malformed and weak input and sends nothing", async () => {
    await openAuth();
    await userEvent.click(button('Login'));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await userEvent.type(field('Email'), 'priya');
    await userEvent.type(field('Password'), 'short');
    await userEvent.click(button('Login'));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();

    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'priya@example');
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'lowercase1!');
    await userEvent.click(button('Login'));
    expect(await screen.findByText('Email must include domain (e.g. example.com)')).toBeTruthy();
    expect(screen.getByText('Password must have at least one uppercase letter')).toBeTruthy();

    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'No Numbers!');
    await userEvent.click(button('Login'));
    expect(await screen.findByText('Password must contain at least one number')).toBeTruthy();
    expect(calls('/user/login')).toHaveLength(0);
  });

  it('posts to user/login, keeps the session and takes a super admin to /dashboard', async () => {
    api.on('POST /user/login', () => ok(superAdmin()));
    const { router } = await openAuth();
    await userEvent.type(field('Email'), 'Admin@Example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls('/user/login')[0]?.body).toEqual({ email: 'admin@example.com', password: STRONG_PASSWORD });
    expect(sessionStore.get(authAtom).accessToken).toBe('token-SUPER_ADMIN');
  });

  it('switches views with its tabs, which hold no link (a control inside a control for a screen reader)', async () => {
    const { router } = await openAuth('/auth');
    const signUp = screen.getByRole('tab', { name: 'Sign up' });
    expect(signUp.querySelector('a')).toBeNull();
    await userEvent.click(signUp);
    await waitFor(() => expect(router.state.location.search).toBe('?view=signup'));
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
  });

  it('links each form to the other view, keeping where to go after signing in: links work with no script', async () => {
    const { router } = await openAuth('/auth?from=%2Fmy-courses');
    expect(within(form('Login')).getByText('New to Skillhub?')).toBeTruthy();
    const toSignUp = within(form('Login')).getByRole('link', { name: 'Sign up' });
    expect(toSignUp.getAttribute('href')).toBe('/auth?from=%2Fmy-courses&view=signup');
    await userEvent.click(toSignUp);
    await waitFor(() => expect(router.state.location.search).toBe('?from=%2Fmy-courses&view=signup'));
    const toLogin = within(await screen.findByRole('form', { name: 'Sign up' })).getByRole('link', { name: 'Login' });
    expect(within(form('Sign up')).getByText('Already have an account?')).toBeTruthy();
    await userEvent.click(toLogin);
    await waitFor(() => expect(router.state.location.search).toBe('?from=%2Fmy-courses'));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
  });

  it('takes a learner back where a guard stopped them, else to /', async () => {
    api.on('POST /user/login', () => ok(learner()));
    const { router } = await openAuth({ pathname: '/auth', state: { from: '/my-courses?tab=active' } });
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-courses'));
    expect(router.state.location.search).toBe('?tab=active');
  });

  it("takes a visitor where a link's `from` names (Buy now's), kept across the screen's views; never off the site", async () => {
    api.on('POST /user/login', () => ok(learner()));
    const { router } = await openAuth('/auth?from=%2Fcourse-payment%2Fc-42');
    // The views' links keep it: they work as links on the server's page too.
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth?from=%2Fcourse-payment%2Fc-42&view=forgot',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Login' }));
    expect(router.state.location.search).toBe('?from=%2Fcourse-payment%2Fc-42');
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-payment/c-42'));
  });

  it('ignores a `from` that leaves the site', async () => {
    api.on('POST /user/login', () => ok(learner()));
    const { router } = await openAuth('/auth?from=%2F%2Fevil.example%2F');
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('takes staff who may read the dashboard to /dashboard', async () => {
    const dashboardRead = normalizePermissions([
      { name: 'Dashboard', operations: { create: false, read: true, update: false, delete: false } },
    ]);
    api.on('POST /user/login', () => ok(authData('CONTENT_EDITOR', dashboardRead)));
    const { router } = await openAuth();
    await userEvent.type(field('Email'), 'editor@example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows the server's message when the sign-in is refused, and its field errors on the fields", async () => {
    api.on('POST /user/login', () => failure(401, 'Invalid email or password'));
    await openAuth();
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Login'));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(sessionStore.get(authAtom).accessToken).toBeNull();

    api.on('POST /user/login', () => failure(400, 'Invalid request', { email: 'This account is deactivated' }));
    await userEvent.click(button('Login'));
    expect(await screen.findByText('This account is deactivated')).toBeTruthy();
  });

  it('disables the submit button while the call is on its way', async () => {
    let answer: (() => void) | undefined;
    api.on('POST /user/login', () => new Promise((resolve) => (answer = () => resolve(failure(401, 'Nope')))));
    await openAuth();
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Login'));
    await waitFor(() => expect(answer).toBeDefined());
    expect(within(form('Login')).getByRole('button', { name: /Login/ }).hasAttribute('disabled')).toBe(true);
    answer?.();
    expect(await screen.findByText('Nope')).toBeTruthy();
  });
});

describe('sign up', () => {
  it('validates the details, sends the code, verifies it and signs the new learner in', async () => {
    api.on('POST /user/send-signup-otp', () => ok(undefined, 'OTP sent'));
    api.on('POST /user/verify-signup-otp', () => ok(learner()));
    const { router } = await openAuth();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();

    await userEvent.type(field('Full name'), 'Priya Sharma');
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.type(field('Password'), 'Has space1!');
    await userEvent.click(button('Send verification code'));
    expect(await screen.findByText('Password must not contain spaces')).toBeTruthy();
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Send verification code'));

    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(calls('/user/send-signup-otp')[0]?.body).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      password: STRONG_PASSWORD,
    });
    expect(screen.getByRole('button', { name: /Resend code in \d+s/ }).hasAttribute('disabled')).toBe(true);

    await userEvent.type(field('Verification code'), '12ab');
    await userEvent.click(button('Verify and create account'));
    expect(await screen.findByText('OTP must be 6 digits')).toBeTruthy();
    await userEvent.clear(field('Verification code'));
    await userEvent.type(field('Verification code'), '123456');
    await userEvent.click(button('Verify and create account'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls('/user/verify-signup-otp')[0]?.body).toEqual({ email: 'priya@example.com', otp: '123456' });
    expect(sessionStore.get(authAtom).user?.name).toBe('Priya Sharma');
  });

  it("shows the server's message for a wrong code", async () => {
    api.on('POST /user/send-signup-otp', () => ok());
    api.on('POST /user/verify-signup-otp', () => failure(400, 'The code is wrong or has expired'));
    await openAuth('/auth?view=signup');
    await userEvent.type(await screen.findByLabelText('Full name'), 'Priya Sharma');
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Send verification code'));
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.click(button('Verify and create account'));
    expect(await screen.findByText('The code is wrong or has expired')).toBeTruthy();
  });
});

describe('resending the signup code', () => {
  afterEach(() => vi.useRealTimers());

  it('waits out the 60 s cooldown with a countdown, and a 429 restarts it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    api.on('POST /user/send-signup-otp', () => ok());
    await openAuth('/auth?view=signup');
    await userEvent.type(await screen.findByLabelText('Full name'), 'Priya Sharma');
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.type(field('Password'), STRONG_PASSWORD);
    await userEvent.click(button('Send verification code'));
    expect(await screen.findByRole('button', { name: 'Resend code in 60s' })).toBeTruthy();

    vi.setSystemTime(Date.now() + 30_000);
    expect(await screen.findByRole('button', { name: 'Resend code in 30s' })).toBeTruthy();
    vi.setSystemTime(Date.now() + 30_000);
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend.hasAttribute('disabled')).toBe(false);

    api.on('POST /user/send-signup-otp', () => ({
      ...failure(429, 'Too many requests. Please wait before asking for another code.'),
      headers: { 'retry-after': '45' },
    }));
    await userEvent.click(resend);
    expect(await screen.findByText('Too many requests. Please wait before asking for another code.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^(loading )?Resend code in \d+s$/ }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(calls('/user/send-signup-otp')).toHaveLength(2);
  });
});

describe('forgot password', () => {
  it('mails the link, exchanges the typed code for the reset token and opens the reset form', async () => {
    api.on('POST /user/send-password-reset-link', () => ok(undefined, 'If the account exists, a link was sent'));
    api.on('POST /verify-forgotPassword-otp', () => ok({ token: TOKEN }));
    const { router } = await openAuth();
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe('/auth?view=forgot');
    await userEvent.click(forgot);
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await userEvent.type(field('Email'), 'priya@example.com');
    await userEvent.click(button('Send reset link'));

    await userEvent.type(await screen.findByLabelText('Reset code'), '123456');
    expect(calls('/user/send-password-reset-link')[0]?.body).toEqual({ email: 'priya@example.com' });
    await userEvent.click(button('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reset-password/${TOKEN}`));
    expect(calls('/verify-forgotPassword-otp')[0]?.body).toEqual({ email: 'priya@example.com', otp: '123456' });
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeTruthy();
  });
});

describe('reset password', () => {
  it('checks the confirmation, posts to user/reset-password/:token and offers the way to login', async () => {
    api.on(`POST /user/reset-password/${TOKEN}`, () => ok(undefined, 'Password reset successfully'));
    const { router } = await openAuth(`/reset-password/${TOKEN}`);
    await userEvent.click(button('Reset password'));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();

    await userEvent.type(field('New password'), STRONG_PASSWORD);
    await userEvent.type(field('Confirm password'), `${STRONG_PASSWORD}x`);
    await userEvent.click(button('Reset password'));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();

    await userEvent.clear(field('Confirm password'));
    await userEvent.type(field('Confirm password'), STRONG_PASSWORD);
    await userEvent.click(button('Reset password'));
    expect(await screen.findByText(RESET_DONE_TITLE)).toBeTruthy();
    expect(calls(`/user/reset-password/${TOKEN}`)[0]?.body).toEqual({
      newPassword: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    });
    await userEvent.click(button('Go to login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("shows the server's message for an expired link", async () => {
    api.on(`POST /user/reset-password/${TOKEN}`, () => failure(400, 'This reset link is invalid or has expired'));
    await openAuth(`/reset-password/${TOKEN}`);
    await userEvent.type(field('New password'), STRONG_PASSWORD);
    await userEvent.type(field('Confirm password'), STRONG_PASSWORD);
    await userEvent.click(button('Reset password'));
    expect(await screen.findByText('This reset link is invalid or has expired')).toBeTruthy();
  });
});
