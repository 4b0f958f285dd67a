import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApiBase } from '../src/api-client.ts';
import { categoryEndpoints } from '../src/endpoints/categories.ts';
import { queryClient } from '../src/query-client.ts';
import {
  failure,
  ok,
  type ScriptedReply,
  type ScriptedServer,
  startScriptedServer,
} from '../src/test-support/scripted-server.ts';
import { SearchableSelect } from '../src/ui/searchable-select.tsx';
import { renderInRoot } from './render.tsx';

const ENDPOINT = categoryEndpoints.list;

const categories = [
  { _id: 'cat-fs', name: 'Full Stack', courses: [{ _id: 'c1' }], isDeleted: false },
  { _id: 'cat-empty', name: 'Empty Shelf', courses: [], isDeleted: false },
  { _id: 'cat-old', name: 'Old Stuff', courses: [{ _id: 'c2' }], isDeleted: true },
  { _id: 'cat-dm', name: 'Digital Marketing', courses: [{ _id: 'c3' }, { _id: 'c4' }], isDeleted: false },
];

let server: ScriptedServer;

beforeAll(async () => {
  server = await startScriptedServer();
  configureApiBase(server.apiBase);
});

afterAll(async () => {
  configureApiBase('/api');
  await server.close();
});

beforeEach(() => {
  queryClient.clear();
  server.reset();
  server.on(`GET ${ENDPOINT.path}`, () => ok(categories));
});

interface CourseForm {
  category: string;
  languages: string[];
}

function Form({ defaults, onValue }: { defaults?: Partial<CourseForm>; onValue?: (v: CourseForm) => void }) {
  const { control, watch } = useForm<CourseForm>({ defaultValues: { category: '', languages: [], ...defaults } });
  onValue?.(watch());
  return (
    <form>
      <SearchableSelect control={control} name="category" label="Category" endpoint={ENDPOINT} required />
      <SearchableSelect
        control={control}
        name="languages"
        label="Languages"
        options={['English', 'Hindi', { label: 'English & Hindi', value: 'both' }]}
        multiple
      />
    </form>
  );
}

const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (option) => option.textContent,
  );

describe('SearchableSelect with an endpoint', () => {
  it('requests nothing until opened, then offers only active categories with courses', async () => {
    const user = userEvent.setup();
    const values = vi.fn();
    renderInRoot(<Form onValue={values} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await waitFor(() => expect(shownOptions()).toEqual(['Full Stack', 'Digital Marketing']));
    expect(server.calls).toHaveLength(1);

    await user.click(screen.getByTitle('Digital Marketing'));
    expect(values).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'cat-dm' }));
  });

  it('filters by label, ignoring case', async () => {
    const user = userEvent.setup();
    renderInRoot(<Form />);
    const input = screen.getByRole('combobox', { name: 'Category' });
    await user.click(input);
    await waitFor(() => expect(shownOptions()).toHaveLength(2));
    await user.type(input, 'dIGITAL');
    await waitFor(() => expect(shownOptions()).toEqual(['Digital Marketing']));
  });

  it('loads at once for a field that already holds a value, and shows its name rather than its id', async () => {
    let answer = () => {};
    server.on(
      `GET ${ENDPOINT.path}`,
      () => new Promise<ScriptedReply>((resolve) => (answer = () => resolve(ok(categories)))),
    );
    renderInRoot(<Form defaults={{ category: 'cat-fs' }} />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    const selected = () => document.querySelector('.ant-select-content')?.textContent;
    expect(selected()).toBe('Loading…');
    answer();
    await waitFor(() => expect(selected()).toBe('Full Stack'));
  });

  it('shows that the options are loading', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    server.on(
      `GET ${ENDPOINT.path}`,
      () => new Promise<ScriptedReply>((resolve) => (answer = () => resolve(ok(categories)))),
    );
    renderInRoot(<Form />);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findByRole('status')).textContent).toContain('Loading options');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    answer();
    await waitFor(() => expect(shownOptions()).toHaveLength(2));
  });

  it('says so when the options cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    server.on(`GET ${ENDPOINT.path}`, () => failure(400, 'Bad'));
    renderInRoot(<Form />);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByText('Could not load the options.')).toBeTruthy();
    server.on(`GET ${ENDPOINT.path}`, () => ok(categories));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownOptions()).toEqual(['Full Stack', 'Digital Marketing']));
  });
});

const requiredSchema = z.object({ category: z.string().min(1, 'Category is required') });

function RequiredForm() {
  const { control, handleSubmit } = useForm<{ category: string }>({
    resolver: zodResolver(requiredSchema),
    defaultValues: { category: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => {})}>
      <SearchableSelect control={control} name="category" label="Category" endpoint={ENDPOINT} required />
      <button type="submit">Save</button>
    </form>
  );
}

describe('SearchableSelect validation', () => {
  it('shows the field error, tied to the combobox, without loading options', async () => {
    renderInRoot(<RequiredForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Category is required');
    const combobox = screen.getByRole('combobox', { name: 'Category' });
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(combobox.getAttribute('aria-describedby')).toBe(message.id);
    expect(combobox.getAttribute('aria-required')).toBe('true');
    expect(server.calls).toHaveLength(0);
  });
});

describe('SearchableSelect with given options', () => {
  it('selects several and filters by label', async () => {
    const user = userEvent.setup();
    const values = vi.fn();
    renderInRoot(<Form onValue={values} />);
    const input = screen.getByRole('combobox', { name: 'Languages' });
    await user.click(input);
    await user.type(input, 'HIN');
    await waitFor(() => expect(shownOptions()).toEqual(['Hindi', 'English & Hindi']));
    await user.click(screen.getByTitle('English & Hindi'));
    expect(values).toHaveBeenLastCalledWith(expect.objectContaining({ languages: ['both'] }));
    expect(server.calls).toHaveLength(0);
  });
});
