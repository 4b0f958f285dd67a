import { act, screen } from '@testing-library/react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api-client.ts';
import type { CategoryBody } from '../src/schemas/category.ts';
import { applyServerErrors } from '../src/ui/server-errors.tsx';
import { TextField } from '../src/ui/text-field.tsx';
import { renderInRoot } from './render.tsx';

let form: UseFormReturn<CategoryBody>;

function CategoryForm() {
  form = useForm<CategoryBody>({ defaultValues: { name: '', description: '' } });
  return (
    <form>
      <TextField control={form.control} name="name" label="Category Name" required />
      <TextField control={form.control} name="description" label="Description" type="textarea" required />
      {form.formState.errors.root?.server && <p role="alert">{form.formState.errors.root.server.message}</p>}
    </form>
  );
}

const badRequest = (errors: Record<string, string>) =>
  new ApiError(400, { success: false, message: 'Check the form', errors });

describe('applyServerErrors', () => {
  it("puts each field's message on its field and focuses the first", () => {
    renderInRoot(<CategoryForm />);
    let applied = false;
    act(() => {
      applied = applyServerErrors(
        badRequest({ name: 'A category with this name already exists', description: 'Description is required' }),
        form.setError,
      );
    });
    expect(applied).toBe(true);
    expect(screen.getByText('A category with this name already exists')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByLabelText('Category Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Category Name'));
  });

  it('applies nothing for other failures, so the caller shows a toast', () => {
    renderInRoot(<CategoryForm />);
    expect(applyServerErrors(new ApiError('FETCH_ERROR', undefined), form.setError)).toBe(false);
    expect(applyServerErrors(new Error('boom'), form.setError)).toBe(false);
    expect(applyServerErrors(badRequest({}), form.setError)).toBe(false);
    expect(Object.keys(form.formState.errors)).toEqual([]);
  });

  it('keeps a message without a field on the form root and still asks for a toast', () => {
    renderInRoot(<CategoryForm />);
    let applied = true;
    act(() => {
      applied = applyServerErrors(badRequest({ _: 'Body must be an object' }), form.setError);
    });
    expect(applied).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Body must be an object');
  });
});
