import { configureApiBase } from '@skillhub/shared/api-client';
import { queryClient } from '@skillhub/shared/query-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, describedBy, segmentOption } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { type ScriptedCategoryApi, startScriptedCategoryApi } from '../../../test/scripted-category-api.ts';
import { categoryPermissions, signInAs, signOut } from '../../../test/session.ts';

let server: ScriptedCategoryApi;

beforeAll(async () => {
  server = await startScriptedCategoryApi();
  configureApiBase(server.apiBase);
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  queryClient.clear();
  signOut();
});

/** The page as the shell shows it: the remote's root at /dashboard/category, for a signed-in staff member. */
async function openCategoryPage(...operations: Parameters<typeof categoryPermissions>) {
  signInAs(categoryPermissions(...operations));
  renderCoursesApp('/dashboard/category');
  const table = await screen.findByRole('table', { name: 'Active categories' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
  return { user: userEvent.setup(), table };
}

describe('Category page', () => {
  it('lists active categories with S.No., name and course count, ten to a page by default', async () => {
    server.seed(
      ...Array.from({ length: 12 }, (_, i) => ({ name: `Category ${String(i + 1).padStart(2, '0')}`, courses: i % 3 })),
    );
    const { user, table } = await openCategoryPage();

    screen.getByRole('heading', { level: 1, name: 'Category' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Category Name', 'No of Courses']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(10);
    expect(cellTexts(rows[0]!)).toEqual(['1', 'Category 01', '0']);
    expect(cellTexts(rows[2]!)).toEqual(['3', 'Category 03', '2']);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(cellTexts(bodyRows(table)[0]!)).toEqual(['11', 'Category 11', '1']);

    await user.click(screen.getByRole('combobox', { name: /page size/i }));
    await user.click(await screen.findByRole('option', { name: '25 / page' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(12));
    // One call fetched the whole list; paging happens on the page.
    expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('switches to inactive categories with active=false', async () => {
    server.seed({ name: 'Web Design' }, { name: 'Old Programme', isDeleted: true });
    const { user, table } = await openCategoryPage();
    within(table).getByText('Web Design');
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', search: '?active=true' });

    await user.click(segmentOption('Inactive'));

    const inactive = await screen.findByRole('table', { name: 'Inactive categories' });
    await within(inactive).findByText('Old Programme');
    expect(within(inactive).queryByText('Web Design')).toBeNull();
    expect(server.requests.at(-1)).toMatchObject({
      method: 'GET',
      search: '?active=false',
      authorization: 'Bearer test-access-token',
    });
  });

  it('narrows the list by name as the user types', async () => {
    server.seed({ name: 'Data Science' }, { name: 'Digital Marketing' }, { name: 'Full Stack' });
    const { user, table } = await openCategoryPage();

    await user.type(screen.getByRole('searchbox', { name: 'Search categories by name' }), 'dat');

    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0]!)).toEqual(['1', 'Data Science', '0']);
  });

  it("says 'No records found.' when there are none", async () => {
    const { table } = await openCategoryPage();
    within(table).getByText('No records found.');
  });

  it('says the list could not be loaded and retries on request', async () => {
    server.seed({ name: 'Data Science' });
    server.failNext({ method: 'GET', status: 404, body: { success: false, message: 'Not found' } });
    const { user, table } = await openCategoryPage();
    within(table).getByText('Something went wrong. Please check your internet connection.');

    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    await within(table).findByText('Data Science');
  });

  describe('permissions', () => {
    it('hides Add Category and row actions from read-only staff', async () => {
      server.seed({ name: 'Data Science' });
      const { table } = await openCategoryPage();
      expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull();
      expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Actions for row/ })).toBeNull();
    });

    it('shows Add Category only with create permission', async () => {
      server.seed({ name: 'Data Science' });
      await openCategoryPage('create');
      screen.getByRole('button', { name: 'Add Category' });
      expect(screen.queryByRole('button', { name: /Actions for row/ })).toBeNull();
    });

    it('shows Edit and Deactivate only with update permission', async () => {
      server.seed({ name: 'Data Science' });
      const { user } = await openCategoryPage('update');
      expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['Edit Category', 'Deactivate Category']);
    });
  });

  describe('add and edit', () => {
    it('checks the fields, adds the category and shows it in the list', async () => {
      const { user, table } = await openCategoryPage('create');
      await user.click(screen.getByRole('button', { name: 'Add Category' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Category' });

      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await within(dialog).findByText('Category name is required');
      within(dialog).getByText('Description is required');
      expect(within(dialog).getByRole('textbox', { name: 'Category Name' }).getAttribute('aria-invalid')).toBe('true');
      expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

      await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), '  Cloud Computing ');
      await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'AWS, Azure and GCP');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await screen.findByText('Category added successfully');
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Cloud Computing',
        description: 'AWS, Azure and GCP',
      });
      await within(table).findByText('Cloud Computing');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).toBeNull());
    });

    it('edits a category and names it in the success message', async () => {
      server.seed({ name: 'Data Science', description: 'Python and statistics' });
      const { user, table } = await openCategoryPage('update');

      await chooseRowAction(user, 1, 'Edit Category');
      const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
      const name = within(dialog).getByRole('textbox', { name: 'Category Name' });
      expect(name).toHaveProperty('value', 'Data Science');
      expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveProperty(
        'value',
        'Python and statistics',
      );

      await user.clear(name);
      await user.type(name, 'Data Science & AI');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await screen.findByText('Category "Data Science & AI" updated successfully');
      await within(table).findByText('Data Science & AI');
      const put = server.requests.find((r) => r.method === 'PUT');
      expect(put?.path).toBe(`/course/category/${server.all()[0]?._id}`);
    });

    it('shows a duplicate name on the field', async () => {
      server.seed({ name: 'Data Science' });
      const { user } = await openCategoryPage('create');
      await user.click(screen.getByRole('button', { name: 'Add Category' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Category' });

      await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), 'data science');
      await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Again');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      const name = within(dialog).getByRole('textbox', { name: 'Category Name' });
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      expect(describedBy(name)).toBe('A category named "data science" already exists');
      screen.getByRole('dialog', { name: 'Add Category' });
    });

    it("shows the server's message when saving fails", async () => {
      const { user } = await openCategoryPage('create');
      server.failNext({ method: 'POST', status: 503, body: { success: false, message: 'Database is unavailable' } });
      await addCategory(user, 'Robotics');
      await screen.findByText('Database is unavailable');
    });

    it('falls back to the generic message when the failure carries none', async () => {
      const { user } = await openCategoryPage('create');
      server.failNext({ method: 'POST', status: 502 });
      await addCategory(user, 'Robotics');
      await screen.findByText('Something went wrong. Please try again!');
    });
  });

  describe('activate and deactivate', () => {
    it('asks first, then deactivates and later activates again', async () => {
      server.seed({ name: 'Data Science' });
      const { user, table } = await openCategoryPage('update');

      await chooseRowAction(user, 1, 'Deactivate Category');
      const confirm = await screen.findByRole('dialog', { name: 'Deactivate Category' });
      expect(confirm.textContent).toContain('Data Science');
      expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

      await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await screen.findByText('Successfully category deactivated');
      await within(table).findByText('No records found.');

      await user.click(segmentOption('Inactive'));
      const inactive = await screen.findByRole('table', { name: 'Inactive categories' });
      await within(inactive).findByText('Data Science');

      await chooseRowAction(user, 1, 'Activate Category');
      const activate = await screen.findByRole('dialog', { name: 'Activate Category' });
      await user.click(within(activate).getByRole('button', { name: 'Confirm' }));
      await screen.findByText('Successfully category activated');
      expect(server.all()[0]?.isDeleted).toBe(false);
    });

    it('does nothing when the user cancels', async () => {
      server.seed({ name: 'Data Science' });
      const { user } = await openCategoryPage('update');
      await chooseRowAction(user, 1, 'Deactivate Category');
      const confirm = await screen.findByRole('dialog', { name: 'Deactivate Category' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
      expect(server.all()[0]?.isDeleted).toBe(false);
    });

    it("shows the server's message, else its own fallback, when the toggle fails", async () => {
      server.seed({ name: 'Data Science' });
      const { user } = await openCategoryPage('update');

      server.failNext({
        method: 'DELETE',
        status: 403,
        body: { success: false, message: 'You do not have permission' },
      });
      await chooseRowAction(user, 1, 'Deactivate Category');
      const confirm = await screen.findByRole('dialog', { name: 'Deactivate Category' });
      await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await screen.findByText('You do not have permission');

      server.failNext({ method: 'DELETE', status: 502 });
      await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await screen.findByText('Something are wrong. Please try again!');
      expect(server.all()[0]?.isDeleted).toBe(false);
    });
  });
});

async function addCategory(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Category' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), name);
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Something to learn');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}
