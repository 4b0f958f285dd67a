import { authAtom, sessionStore } from '@skillhub/shared/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, failure, learner, ok, renderApp, withTestApi } from '../../test/shell-test-kit.tsx';

const api = withTestApi();

const EMAIL = 'priya@example.com';
const PASSWORD = 'Str0ng!Pass';
const CODE_SENT = 'We sent a code to your e-mail';
const BAD_CODE = 'Invalid or expired code';

/** The server's answers while the account is under attack: 202 without a code, then the code decides. */
function underAttack(rightCode: string) {
  api.on('POST /user/login', (call: ApiCall) => {
    const body = call.body as { code?: string };
    if (body.code === undefined)
      return { status: 202, body: { success: true, message: CODE_SENT, data: { codeRequired: true } } };
    if (body.code === rightCode) return ok(learner(), 'Logged in successfully');
    return failure(400, BAD_CODE, { code: BAD_CODE });
  });
}

const logins = () => api.calls.filter((c) => c.path === '/user/login').map((c) => c.body);
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^(loading )?${name}$`) });

async function signInWithPassword() {
  const view = renderApp('/auth');
  await screen.findByRole('button', { name: /^Login$/ });
  await userEvent.type(screen.getByLabelText('Email'), EMAIL);
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.click(button('Login'));
  await screen.findByRole('form', { name: 'Finish signing in' });
  return view;
}

describe('login while the account is under attack', () => {
  it('asks for the mailed code, checks it, and signs in with e-mail, password and code', async () => {
    underAttack('482913');
    const { router } = await signInWithPassword();
    expect(screen.getByRole('status').textContent).toContain(CODE_SENT);
    expect(screen.getByText(EMAIL)).toBeTruthy();
    expect(sessionStore.get(authAtom).accessToken).toBeNull();

    await userEvent.click(button('Verify and sign in'));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Sign-in code'), '12ab');
    await userEvent.click(button('Verify and sign in'));
    expect(await screen.findByText('Code must be 6 digits')).toBeTruthy();
    expect(logins()).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Sign-in code'));
    await userEvent.type(screen.getByLabelText('Sign-in code'), '000000');
    await userEvent.click(button('Verify and sign in'));
    expect(await screen.findByText(BAD_CODE)).toBeTruthy();
    expect(sessionStore.get(authAtom).accessToken).toBeNull();

    await userEvent.clear(screen.getByLabelText('Sign-in code'));
    await userEvent.type(screen.getByLabelText('Sign-in code'), '482913');
    await userEvent.click(button('Verify and sign in'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get(authAtom).accessToken).toBe('token-USER');
    expect(logins()).toEqual([
      { email: EMAIL, password: PASSWORD },
      { email: EMAIL, password: PASSWORD, code: '000000' },
      { email: EMAIL, password: PASSWORD, code: '482913' },
    ]);
  });

  it('sends a new code with the same e-mail and password, and goes back to the login form', async () => {
    underAttack('482913');
    await signInWithPassword();
    await userEvent.click(button('Send a new code'));
    await waitFor(() => expect(logins()).toHaveLength(2));
    expect(logins()[1]).toEqual({ email: EMAIL, password: PASSWORD });
    expect(await screen.findByText(`If the password was right, a code is on its way to ${EMAIL}`)).toBeTruthy();

    await userEvent.click(button('Back to login'));
    expect(await screen.findByRole('button', { name: /^Login$/ })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Finish signing in' })).toBeNull();
  });

  it('shows a refusal of the new code where the code goes, such as a held address', async () => {
    underAttack('482913');
    await signInWithPassword();
    api.on('POST /user/login', () => ({
      ...failure(429, 'Too many requests. Please try again in 900 seconds.'),
      headers: { 'retry-after': '900' },
    }));
    await userEvent.click(button('Send a new code'));
    expect(await screen.findByText('Too many requests. Please try again in 900 seconds.')).toBeTruthy();
  });
});
