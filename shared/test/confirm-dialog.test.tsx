import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../src/ui/confirm-dialog.tsx';
import { renderInRoot } from './render.tsx';

describe('ConfirmDialog', () => {
  it('asks, then reports Cancel and Confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderInRoot(
      <ConfirmDialog
        open
        title="Deactivate Category"
        description='Deactivate "Design"?'
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Category' });
    expect(within(dialog).getByText('Deactivate "Design"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('uses the given labels and ignores Confirm while the action runs', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderInRoot(
      <ConfirmDialog
        open
        title="Delete role"
        confirmLabel="Delete"
        cancelLabel="Keep"
        danger
        loading
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: /Delete/ });
    expect(confirm.className).toContain('ant-btn-dangerous');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderInRoot(<ConfirmDialog open={false} title="Hidden" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
