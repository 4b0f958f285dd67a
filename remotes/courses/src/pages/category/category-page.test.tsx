import { deactivateCategory, seedCategory, seedCourse, unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, describedBy, segmentOption, settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { categoryPermissions, signInAs } from '../../../test/session.ts';

/**
 * The Category page against the real server. Categories are shared by the file's tests, so each test names
 * its own and opens the page searched down to them (the search lives in the URL).
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;

async function openCategoryPage(search: string, ...operations: Parameters<typeof categoryPermissions>) {
  signInAs(categoryPermissions(...operations), skillhub.admin);
  renderCoursesApp(`/dashboard/category?search=${encodeURIComponent(search)}`);
  const table = await settled(await screen.findByRole('table', { name: 'Active categories' }));
  return { user: userEvent.setup(), table };
}

describe('Category page', () => {
  it('lists active categories with S.No., name and course count, ten to a page by default', async () => {
    const tag = unique('Paged');
    for (let i = 1; i <= 12; i += 1) {
      const category = await seedCategory(`${tag} Category ${String(i).padStart(2, '0')}`);
      for (let c = 0; c < i % 3; c += 1) await seedCourse({ category });
    }
    const { user, table } = await openCategoryPage(tag);

    screen.getByRole('heading', { level: 1, name: 'Category' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Category Name', 'No of Courses']);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const rows = bodyRows(table);
    expect(cellTexts(rows[0]!)).toEqual(['1', `${tag} Category 01`, '1']);
    expect(cellTexts(rows[2]!)).toEqual(['3', `${tag} Category 03`, '0']);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(cellTexts(bodyRows(table)[0]!)).toEqual(['11', `${tag} Category 11`, '2']);

    await user.click(screen.getByRole('combobox', { name: /page size/i }));
    await user.click(await screen.findByRole('option', { name: '25 / page' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(12));
    // One call fetched the whole list; paging happens on the page.
    expect(network.to('GET', '/course/category')).toHaveLength(1);
  });

  it('switches to inactive categories with active=false', async () => {
    const tag = unique('Switch');
    await seedCategory(`${tag} Web Design`);
    const old = await seedCategory(`${tag} Old Programme`);
    await deactivateCategory(old._id);
    const { user, table } = await openCategoryPage(tag);
    within(table).getByText(`${tag} Web Design`);
    expect(network.to('GET', '/course/category').at(-1)?.search).toBe('?active=true');

    await user.click(segmentOption('Inactive'));

    const inactive = await screen.findByRole('table', { name: 'Inactive categories' });
    await within(inactive).findByText(`${tag} Old Programme`);
    expect(within(inactive).queryByText(`${tag} Web Design`)).toBeNull();
    expect(network.to('GET', '/course/category').at(-1)?.search).toBe('?active=false');
  });

  it('narrows the list by name as the user types', async () => {
    const mark = unique('').trim();
    for (const name of ['Data Science', 'Digital Marketing', 'Full Stack']) await seedCategory(`${name} ${mark}`);
    const { user, table } = await openCategoryPage('');

    const typed = `data science ${mark}`;
    await user.type(screen.getByRole('searchbox', { name: 'Search categories by name' }), typed);

    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0]!)).toEqual(['1', `Data Science ${mark}`, '0']);
    // The search is in the address, so a reload or a shared link shows the same list.
    expect(new URLSearchParams(window.location.search).get('search')).toBe(typed);
  });

  it("says 'No records found.' when there are none", async () => {
    const { table } = await openCategoryPage(unique('Nothing'));
    within(table).getByText('No records found.');
  });

  describe('permissions', () => {
    it('hides Add Category and row actions from read-only staff', async () => {
      const category = await seedCategory();
      const { table } = await openCategoryPage(category.name);
      within(table).getByText(category.name);
      expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull();
      expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Actions for row/ })).toBeNull();
    });

    it('shows Add Category only with create permission', async () => {
      const category = await seedCategory();
      const { table } = await openCategoryPage(category.name, 'create');
      within(table).getByText(category.name);
      screen.getByRole('button', { name: 'Add Category' });
      expect(screen.queryByRole('button', { name: /Actions for row/ })).toBeNull();
    });

    it('shows Edit and Deactivate only with update permission', async () => {
      const category = await seedCategory();
      const { user } = await openCategoryPage(category.name, 'update');
      expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['Edit Category', 'Deactivate Category']);
    });
  });

  describe('add and edit', () => {
    it('checks the fields, adds the category and shows it in the list', async () => {
      const name = unique('Cloud Computing');
      const { user, table } = await openCategoryPage(name, 'create');
      await user.click(screen.getByRole('button', { name: 'Add Category' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Category' });

      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await within(dialog).findByText('Category name is required');
      within(dialog).getByText('Description is required');
      expect(within(dialog).getByRole('textbox', { name: 'Category Name' }).getAttribute('aria-invalid')).toBe('true');
      expect(network.to('POST', '/course/category')).toHaveLength(0);

      await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), `  ${name} `);
      await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'AWS, Azure and GCP');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await screen.findByText('Category added successfully');
      expect(network.to('POST', '/course/category')[0]?.body).toEqual({ name, description: 'AWS, Azure and GCP' });
      await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)).toEqual(['1', name, '0']));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).toBeNull());
    });

    it('edits a category and names it in the success message', async () => {
      const tag = unique('Edit');
      const category = await seedCategory(`${tag} Data Science`, 'Python and statistics');
      const { user, table } = await openCategoryPage(tag, 'update');

      await chooseRowAction(user, 1, 'Edit Category');
      const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
      const name = within(dialog).getByRole('textbox', { name: 'Category Name' });
      expect(name).toHaveProperty('value', `${tag} Data Science`);
      expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveProperty(
        'value',
        'Python and statistics',
      );

      await user.clear(name);
      await user.type(name, `${tag} Data Science & AI`);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await screen.findByText(`Category "${tag} Data Science & AI" updated successfully`);
      await within(table).findByText(`${tag} Data Science & AI`);
      expect(network.to('PUT', `/course/category/${category._id}`)).toHaveLength(1);
    });

    it('shows a duplicate name on the field, whatever its case', async () => {
      const category = await seedCategory();
      const { user } = await openCategoryPage(category.name, 'create');
      await user.click(screen.getByRole('button', { name: 'Add Category' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Category' });

      await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), category.name.toLowerCase());
      await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Again');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      const name = within(dialog).getByRole('textbox', { name: 'Category Name' });
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      expect(describedBy(name)).toMatch(/already exists/);
      screen.getByRole('dialog', { name: 'Add Category' });
    });
  });

  describe('activate and deactivate', () => {
    it('asks first, then deactivates and later activates again', async () => {
      const category = await seedCategory();
      const { user, table } = await openCategoryPage(category.name, 'update');

      await chooseRowAction(user, 1, 'Deactivate Category');
      const confirm = await screen.findByRole('dialog', { name: 'Deactivate Category' });
      expect(confirm.textContent).toContain(category.name);
      expect(network.to('DELETE', `/course/category/${category._id}`)).toHaveLength(0);

      await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await screen.findByText('Successfully category deactivated');
      await within(table).findByText('No records found.');

      await user.click(segmentOption('Inactive'));
      const inactive = await screen.findByRole('table', { name: 'Inactive categories' });
      await within(inactive).findByText(category.name);

      await chooseRowAction(user, 1, 'Activate Category');
      const activate = await screen.findByRole('dialog', { name: 'Activate Category' });
      await user.click(within(activate).getByRole('button', { name: 'Confirm' }));
      await screen.findByText('Successfully category activated');
      await within(inactive).findByText('No records found.');
    });

    it('does nothing when the user cancels', async () => {
      const category = await seedCategory();
      const { user, table } = await openCategoryPage(category.name, 'update');
      await chooseRowAction(user, 1, 'Deactivate Category');
      const confirm = await screen.findByRole('dialog', { name: 'Deactivate Category' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(network.to('DELETE', `/course/category/${category._id}`)).toHaveLength(0);
      within(table).getByText(category.name);
    });
  });
});
