import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from '../src/schemas/auth.ts';
import { TextField } from '../src/ui/text-field.tsx';
import { renderInRoot } from './render.tsx';

type Login = z.infer<typeof loginBodySchema>;

function LoginForm({ onSubmit }: { onSubmit: (values: Login) => void }) {
  const { control, handleSubmit } = useForm<Login>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      <TextField control={control} name="password" label="Password" type="password" required help="8 or more" />
      <button type="submit">Login</button>
    </form>
  );
}

const detailsSchema = z.object({
  birthDate: z.string().min(1, 'Date of birth is required'),
  age: z.number({ error: 'Age is required' }).positive('Age must be greater than 0'),
  notes: z.string().optional(),
});
type Details = z.infer<typeof detailsSchema>;

function DetailsForm({ onSubmit }: { onSubmit: (values: Details) => void }) {
  const { control, handleSubmit } = useForm<Details>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { birthDate: '', notes: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField control={control} name="birthDate" label="Date of birth" type="date" />
      <TextField control={control} name="age" label="Age" type="number" />
      <TextField control={control} name="notes" label="Notes" type="textarea" maxLength={200} rows={3} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField', () => {
  it('marks a required field with the asterisk and labels its input', () => {
    renderInRoot(<LoginForm onSubmit={() => {}} />);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector(`label[for="${email.id}"]`)?.className).toContain('ant-form-item-required');
  });

  it('shows the schema message under the field and ties it to the input', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInRoot(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email');
    const message = await screen.findByText('Email must include domain (e.g. example.com)');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('describes the field by its help text as well as its error', async () => {
    const user = userEvent.setup();
    renderInRoot(<LoginForm onSubmit={() => {}} />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-describedby')).toBe(screen.getByText('8 or more').id);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const error = await screen.findByText('Password is required');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toEqual([error.id, screen.getByText('8 or more').id]);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderInRoot(<LoginForm onSubmit={() => {}} />);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Secret1!');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
    expect((password as HTMLInputElement).value).toBe('Secret1!');
  });

  it('submits the values typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInRoot(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'Str0ng!Pass' }, expect.anything()),
    );
  });

  it("gives a date as 'YYYY-MM-DD', a number as a number and a textarea as text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInRoot(<DetailsForm onSubmit={onSubmit} />);
    const date = screen.getByLabelText('Date of birth');
    expect(date.getAttribute('type')).toBe('date');
    fireEvent.change(date, { target: { value: '2001-09-02' } });
    const age = screen.getByLabelText('Age');
    expect(age.getAttribute('type')).toBe('number');
    fireEvent.change(age, { target: { value: '24' } });
    const notes = screen.getByLabelText('Notes');
    expect(notes.tagName).toBe('TEXTAREA');
    await user.type(notes, 'Prefers mornings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { birthDate: '2001-09-02', age: 24, notes: 'Prefers mornings' },
        expect.anything(),
      ),
    );
  });

  it('leaves an emptied number field undefined', async () => {
    const user = userEvent.setup();
    renderInRoot(<DetailsForm onSubmit={() => {}} />);
    const age = screen.getByLabelText('Age');
    fireEvent.change(age, { target: { value: '3' } });
    fireEvent.change(age, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Age is required')).toBeTruthy();
  });
});
