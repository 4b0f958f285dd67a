import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, renderApp, withTestApi } from '../../test/shell-test-kit.tsx';
import {
  APPROVE_BUTTON,
  APPROVED_TITLE,
  CANCEL_BUTTON,
  CANCEL_TITLE,
  CANCELLED_TITLE,
  LINK_FAILED_TITLE,
} from './index.tsx';

const TOKEN = 'Ap9_approve-token-0123456789abcdef';
const APPROVE = `POST /user/approve-email-change/${TOKEN}`;
const CANCEL = `POST /user/cancel-email-change/${TOKEN}`;

const api = withTestApi();

const callsTo = (call: string) => api.calls.filter((c) => `${c.method} ${c.path}` === call);

describe('/approve-email-change/:token', () => {
  it('approves once on a click and says where the confirmation link went', async () => {
    const user = userEvent.setup({ delay: null });
    const approved =
      'Change approved. A link to confirm it has been sent to new.me@example.com; your email changes once it is opened there.';
    api.on(APPROVE, () => ok({ newEmail: 'new.me@example.com' }, approved));
    renderApp(`/approve-email-change/${TOKEN}`);

    // Opening the link (as a mail scanner would) approves nothing.
    const button = await screen.findByRole('button', { name: APPROVE_BUTTON });
    expect(callsTo(APPROVE)).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('heading', { name: APPROVED_TITLE })).toBeTruthy();
    expect(screen.getByText(approved)).toBeTruthy();
    expect(callsTo(APPROVE)).toHaveLength(1);
    expect(callsTo(CANCEL)).toHaveLength(0);
  });

  it("shows the server's reason when the link is used, expired or cancelled", async () => {
    const user = userEvent.setup({ delay: null });
    api.on(APPROVE, () => failure(400, 'This link is invalid or has expired'));
    renderApp(`/approve-email-change/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: APPROVE_BUTTON }));
    expect(await screen.findByRole('heading', { name: LINK_FAILED_TITLE })).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();
    expect(callsTo(APPROVE)).toHaveLength(1);
  });

  it('offers cancelling instead, which stops the change on a click', async () => {
    const user = userEvent.setup({ delay: null });
    api.on(CANCEL, () => ok(undefined, 'The email change has been cancelled. Your account keeps its current email.'));
    const { router } = renderApp(`/approve-email-change/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel it instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cancel-email-change/${TOKEN}`));
    expect(await screen.findByRole('heading', { name: CANCEL_TITLE })).toBeTruthy();
    expect(callsTo(CANCEL)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: CANCEL_BUTTON }));
    expect(await screen.findByRole('heading', { name: CANCELLED_TITLE })).toBeTruthy();
    expect(screen.getByText('The email change has been cancelled. Your account keeps its current email.')).toBeTruthy();
    expect(callsTo(CANCEL)).toHaveLength(1);
    expect(callsTo(APPROVE)).toHaveLength(0);
  });
});
