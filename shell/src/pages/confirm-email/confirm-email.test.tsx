import { authAtom, sessionStore } from '@skillhub/shared/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, learner, ok, renderApp, signInAs, withTestApi } from '../../test/shell-test-kit.tsx';
import { CONFIRM_BUTTON, CONFIRM_FAILED_TITLE, CONFIRMED_TITLE } from './index.tsx';

const TOKEN = 'Zx9_confirm-token-0123456789abcdef';
const CONFIRM = `POST /user/confirm-email/${TOKEN}`;

const api = withTestApi();

const confirmCalls = () => api.calls.filter((c) => `${c.method} ${c.path}` === CONFIRM);

describe('/confirm-email/:token', () => {
  it('confirms once on a click, says the new address and signs out the session the server ended', async () => {
    const user = userEvent.setup({ delay: null });
    api.on(CONFIRM, () =>
      ok({ email: 'new.me@example.com' }, 'Your email has been changed. Please log in with your new email.'),
    );
    api.on('POST /user/refresh-token', () => failure(401, 'Your session has expired. Please log in again.'));
    signInAs(learner());
    const { router } = renderApp(`/confirm-email/${TOKEN}`);

    // Opening the link (as a mail scanner would) changes nothing.
    const button = await screen.findByRole('button', { name: CONFIRM_BUTTON });
    expect(confirmCalls()).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE })).toBeTruthy();
    expect(
      screen.getByText(
        'Your email has been changed. Please log in with your new email. Your e-mail is now new.me@example.com.',
      ),
    ).toBeTruthy();
    expect(confirmCalls()).toHaveLength(1);
    await waitFor(() => expect(sessionStore.get(authAtom).isAuthenticated).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("shows the server's reason when the link is used, expired or the address was taken", async () => {
    const user = userEvent.setup({ delay: null });
    api.on(CONFIRM, () => failure(400, 'Confirmation link is invalid or has expired'));
    renderApp(`/confirm-email/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: CONFIRM_BUTTON }));
    expect(await screen.findByRole('heading', { name: CONFIRM_FAILED_TITLE })).toBeTruthy();
    expect(screen.getByText('Confirmation link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();
    expect(confirmCalls()).toHaveLength(1);
  });
});
