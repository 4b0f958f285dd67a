import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog, type ModalDialogProps } from '../src/ui/modal-dialog.tsx';
import { renderInRoot, setViewportWidth } from './render.tsx';

function renderDialog(props: Partial<ModalDialogProps> = {}) {
  const onClose = vi.fn();
  renderInRoot(
    <ModalDialog open title="Add Category" onClose={onClose} {...props}>
      <p>Dialog body</p>
    </ModalDialog>,
  );
  return { onClose };
}

afterEach(() => setViewportWidth(1024));

/** The backdrop element of whichever layout is showing. */
const backdrop = () => document.querySelector<HTMLElement>('.ant-modal-wrap, .ant-drawer-mask')!;

describe('ModalDialog on a larger screen', () => {
  it('is a dialog named by its title, of the default width', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    expect(dialog.textContent).toContain('Dialog body');
    expect(document.querySelector('.ant-drawer')).toBeNull();
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('400px');
  });

  it('closes from its close icon', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no close icon when asked', async () => {
    renderDialog({ showCloseIcon: false });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes on a backdrop click by default', async () => {
    const { onClose } = renderDialog();
    await screen.findByRole('dialog');
    await userEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('ignores a backdrop click when closeOnBackdrop is false, but still closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({ closeOnBackdrop: false });
    await screen.findByRole('dialog');
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does not close on a click inside the dialog', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(await screen.findByText('Dialog body'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a given footer', async () => {
    renderDialog({ footer: <button type="button">Save</button> });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('ModalDialog on a phone', () => {
  it('is a full-height bottom sheet with the same title, close icon and Escape', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    expect(dialog.textContent).toContain('Dialog body');
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(document.querySelector('.ant-drawer-bottom')).not.toBeNull();
    expect(document.querySelector<HTMLElement>('.ant-drawer-content-wrapper')?.style.height).toBe('100%');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
