import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, learner, ok, renderApp, signInAs, withTestApi } from '../../test/shell-test-kit.tsx';

const api = withTestApi();

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  signInAs(learner());
  renderApp('/privacy-policy');
  await user.click(await screen.findByRole('button', { name: 'Account menu for Priya Sharma' }));
  await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
  return screen.findByRole('form', { name: 'Change e-mail' });
}

describe('Change e-mail, from the avatar menu', () => {
  it('checks the form, puts a wrong password on its field, then asks for the change and says where the link went', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = failure(400, 'Password is incorrect', { password: 'Password is incorrect' });
    api.on('POST /user/change-email', () => answer);
    const form = await openDialog(user);
    expect(form.textContent).toContain('Until you open it, you keep signing in with priya@example.com.');
    const send = () => user.click(screen.getByRole('button', { name: /Send confirmation link$/ }));

    await send();
    expect(await within(form).findByText('Email is required')).toBeTruthy();
    expect(within(form).getByText('Password is required')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/user/change-email')).toHaveLength(0);

    await user.type(within(form).getByLabelText('New email'), 'Priya.New@Example.com');
    await user.type(within(form).getByLabelText('Current password'), 'Not@MyPass1');
    await send();
    expect(await within(form).findByText('Password is incorrect')).toBeTruthy();
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    answer = ok(
      undefined,
      'A link to confirm your new email has been sent to priya.new@example.com. Your email changes once you open it.',
    );
    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'Learner@2025');
    await send();
    expect(
      await screen.findByText(
        'A link to confirm your new email has been sent to priya.new@example.com. Your email changes once you open it.',
      ),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/user/change-email').at(-1)!.body).toEqual({
      newEmail: 'priya.new@example.com',
      password: 'Learner@2025',
    });
    // The dialog closes (happy-dom never finishes antd's leave animation, so it stays in the document).
    await waitFor(() => expect(form.closest('.ant-modal')?.className).toContain('ant-zoom-leave'));
  });

  it('shows a refusal without a field, such as the once-a-minute limit, as a message', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST /user/change-email', () => failure(429, 'Please wait 42 seconds before requesting another change'));
    const form = await openDialog(user);
    await user.type(within(form).getByLabelText('New email'), 'priya.new@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'Learner@2025');
    await user.click(screen.getByRole('button', { name: /Send confirmation link$/ }));
    expect(await screen.findByText('Please wait 42 seconds before requesting another change')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change e-mail' })).toBeTruthy();
  });
});
