import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../src/api-client.ts';
import { FormDialog, type FormDialogProps } from '../src/ui/form-dialog.tsx';
import { TextField } from '../src/ui/text-field.tsx';
import { renderInRoot } from './render.tsx';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });
type Values = z.infer<typeof schema>;

type Props = Partial<Omit<FormDialogProps<Values, Values>, 'form'>>;

function NameDialog(props: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  return (
    <FormDialog open title="Add Category" onClose={() => {}} onSubmit={async () => undefined} form={form} {...props}>
      <TextField control={form.control} name="name" label="Category Name" required />
    </FormDialog>
  );
}

function InlineDialog({ onSubmit }: { onSubmit: (values: Values) => Promise<undefined> }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  return (
    <FormDialog open title="Assign course" onClose={() => {}} onSubmit={onSubmit} form={form} unclaimedError="inline">
      <TextField control={form.control} name="name" label="Category Name" />
      <p role="alert">{form.formState.errors.root?.server?.message}</p>
    </FormDialog>
  );
}

function renderDialog(props: Props = {}) {
  const onClose = vi.fn();
  renderInRoot(<NameDialog onClose={onClose} {...props} />);
  return { onClose, user: userEvent.setup() };
}

const nameField = () => screen.getByRole('textbox', { name: 'Category Name' });
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('FormDialog', () => {
  it('is a dialog with its form, Cancel and Save', async () => {
    const { onClose, user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    within(dialog).getByRole('form', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("checks the fields with the form's schema before calling", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderDialog({ onSubmit });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(nameField())).toBe('Name is required'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('spins Save and holds the dialog open while saving, then says what happened and closes', async () => {
    let finish: (message: string) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { onClose, user } = renderDialog({ onSubmit, submitLabel: 'Add Category' });
    await user.type(await screen.findByRole('textbox', { name: 'Category Name' }), ' Design ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Design' }));
    const save = screen.getByRole('button', { name: /Add Category/ });
    await waitFor(() => expect(save.className).toContain('ant-btn-loading'));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    finish('Category added successfully');
    await screen.findByText('Category added successfully');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it("puts the server's field messages under their fields and stays open", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, {
        success: false,
        message: 'A category named "Design" already exists',
        errors: { name: 'A category named "Design" already exists' },
      });
    });
    const { onClose, user } = renderDialog({ onSubmit });
    await user.type(await screen.findByRole('textbox', { name: 'Category Name' }), 'Design');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(nameField())).toBe('A category named "Design" already exists'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure no field claims as a toast, or inline when asked', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(503, { success: false, message: 'The service is unavailable' });
    });
    const { user } = renderDialog({ onSubmit });
    await user.type(await screen.findByRole('textbox', { name: 'Category Name' }), 'Design');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The service is unavailable', { selector: '.skillhub-toast *' });
  });

  it('keeps an unclaimed failure in the form when asked, for the page to show', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, { success: false, message: 'User is already enrolled in this course' });
    });
    renderInRoot(<InlineDialog onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Category Name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('User is already enrolled in this course'));
    expect(document.querySelector('.skillhub-toast')).toBeNull();
  });

  it('only shows its content, with Close, to someone who may not change it', async () => {
    const { onClose, user } = renderDialog({ readOnly: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('form')).toBeNull();
    // The footer's Close, after the dialog's own close icon.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
