import type { Operation } from '@skillhub/shared/permissions';
import type { Category } from '@skillhub/shared/schemas/category';
import { deactivateCategory, seedCategory, seedCourse, unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, pickOption, settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/**
 * The courses list against the real server. The file's tests share it, so each files its courses under a
 * category of its own and opens the list filtered by it (the filters live in the URL).
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;

const listCalls = () => network.to('GET', '/course/all');

/** The options an open select shows, by label. */
const shownOptions = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((el) => el.getAttribute('title'));

async function openList(path: string, ...operations: Operation[]) {
  signInAs(coursePermissions(...operations), skillhub.admin);
  renderCoursesApp(path);
  const table = await settled(await screen.findByRole('table', { name: 'Courses' }));
  return { user: userEvent.setup(), table };
}

const openCategory = (category: Category, ...operations: Operation[]) =>
  openList(`/dashboard/courses?category=${category._id}`, ...operations);

const curriculum = [{ title: 'Getting started', lectures: ['Welcome'] }];

describe('Courses list', () => {
  it('shows S.No., title, category, status, price in rupees, lectures and date, paged by the server', async () => {
    const web = await seedCategory(unique('Full Stack'));
    for (let i = 1; i <= 12; i += 1) {
      await seedCourse({
        title: `Course number ${String(i).padStart(2, '0')}`,
        category: web,
        price: { actualPrice: 12499.5 },
        sections: [{ title: 'One', lectures: ['a', 'b'] }],
      });
    }
    const { user, table } = await openCategory(web);

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Title', 'Category', 'Status', 'Final Price', 'Lectures', 'Updated', 'Actions']);
    // Newest first.
    const first = cellTexts(bodyRows(table)[0]!);
    expect(first.slice(0, 6)).toEqual(['1', 'Course number 12', web.name, 'Draft', '₹12,499.50', '2']);
    expect(first[6]).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    expect(listCalls().at(-1)?.search).toBe(`?page=1&limit=10&category=${web._id}`);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(cellTexts(bodyRows(table)[0]!).slice(0, 2)).toEqual(['11', 'Course number 02']);
    expect(listCalls().at(-1)?.search).toBe(`?page=2&limit=10&category=${web._id}`);
  });

  it('searches on the server once the typing pauses', async () => {
    const category = await seedCategory();
    await seedCourse({ title: 'Python for Data Science', category });
    await seedCourse({ title: 'Digital Marketing Mastery', category });
    const { user, table } = await openCategory(category);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const before = listCalls().length;

    await user.type(screen.getByRole('searchbox', { name: /Search courses/ }), 'python');

    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0]!)[1]).toBe('Python for Data Science');
    // One call for the settled text, not one per keystroke.
    expect(
      listCalls()
        .slice(before)
        .map((r) => r.search),
    ).toEqual([`?page=1&limit=10&search=python&category=${category._id}`]);
  });

  it('filters by active category and by status', async () => {
    const web = await seedCategory(unique('Full Stack'));
    const data = await seedCategory(unique('Data Science'));
    const retired = await seedCategory(unique('Retired'));
    await deactivateCategory(retired._id);
    await seedCourse({ title: 'Full Stack Bootcamp', category: web, status: 'PUBLISHED', sections: curriculum });
    await seedCourse({ title: 'Machine Learning A-Z', category: data, status: 'DRAFT' });
    await seedCourse({ title: 'Statistics Foundations', category: data, status: 'PUBLISHED', sections: curriculum });
    const { user, table } = await openList('/dashboard/courses');

    // The filter offers active categories only, searched by name.
    const filter = screen.getByRole('combobox', { name: 'Filter by category' });
    await user.click(filter);
    await user.type(filter, retired.name);
    await waitFor(() => expect(shownOptions()).toEqual([]));
    await user.clear(filter);
    await user.type(filter, web.name);
    await waitFor(() => expect(shownOptions()).toEqual([web.name]));
    await user.clear(filter);
    await user.type(filter, data.name);
    await waitFor(() => expect(shownOptions()).toEqual([data.name]));
    await pickOption(user, data.name);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await pickOption(user, 'Published');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0]!)[1]).toBe('Statistics Foundations');
    expect(listCalls().at(-1)?.search).toBe(`?page=1&limit=10&category=${data._id}&status=PUBLISHED`);
  });

  it.each([
    ['DRAFT', ['Publish', 'Terminate']],
    ['PUBLISHED', ['Move to Draft', 'Terminate']],
    ['TERMINATED', ['Move to Draft']],
  ] as const)('offers only the allowed status changes for a %s course', async (status, changes) => {
    const category = await seedCategory();
    await seedCourse({ title: 'Full Stack Bootcamp', category, status, sections: curriculum });
    const { user } = await openCategory(category, 'update', 'delete');
    await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Learners',
      'Edit Details',
      'Edit Curriculum',
      'Manage Content',
      ...changes,
      'Delete',
    ]);
  });

  it("publishes after confirmation, and shows the server's reason when it refuses", async () => {
    const category = await seedCategory();
    const ready = await seedCourse({ title: 'Ready Course Draft', category, sections: curriculum });
    const empty = await seedCourse({ title: 'Empty Course Draft', category });
    const { user, table } = await openCategory(category, 'update');

    await chooseRowAction(user, 1, 'Publish');
    const dialog = await screen.findByRole('dialog', { name: 'Publish Course' });
    within(dialog).getByText(/Publish "Empty Course Draft"\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Add at least one section with a lecture before publishing');
    expect(cellTexts(bodyRows(table)[0]!)[3]).toBe('Draft');

    await chooseRowAction(user, 2, 'Publish');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish Course' })).getByRole('button', { name: 'Publish' }),
    );
    await screen.findByText('Course "Ready Course Draft" is now published');
    await waitFor(() => expect(cellTexts(bodyRows(table)[1]!)[3]).toBe('Published'));
    expect(network.requests.filter((r) => r.method === 'PATCH').map((r) => `${r.path}${r.search}`)).toEqual([
      `/course/status/${empty._id}?status=PUBLISHED`,
      `/course/status/${ready._id}?status=PUBLISHED`,
    ]);
  });

  it('terminates and moves back to draft', async () => {
    const category = await seedCategory();
    await seedCourse({ title: 'Full Stack Bootcamp', category, status: 'PUBLISHED', sections: curriculum });
    const { user, table } = await openCategory(category, 'update');
    await chooseRowAction(user, 1, 'Terminate');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Terminate Course' })).getByRole('button', {
        name: 'Terminate',
      }),
    );
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[3]).toBe('Terminated'));

    await chooseRowAction(user, 1, 'Move to Draft');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Move to Draft Course' })).getByRole('button', {
        name: 'Move to Draft',
      }),
    );
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[3]).toBe('Draft'));
  });

  it('deletes a course after a confirmation that names it', async () => {
    const category = await seedCategory();
    const old = await seedCourse({ title: 'Old Photoshop Course', category });
    await seedCourse({ title: 'Full Stack Bootcamp', category });
    const { user, table } = await openCategory(category, 'delete');

    await chooseRowAction(user, 2, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Course' });
    within(dialog).getByText(/Delete "Old Photoshop Course"\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.to('DELETE', `/course/${old._id}`)).toHaveLength(0);

    await chooseRowAction(user, 2, 'Delete');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Course' })).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('Course "Old Photoshop Course" deleted');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
  });

  describe('permissions', () => {
    it("shows read-only staff no Create Course, and only Learners, which opens the course's learners", async () => {
      const category = await seedCategory();
      const course = await seedCourse({ title: 'Full Stack Bootcamp', category });
      const { user, table } = await openCategory(category);
      within(table).getByText('Full Stack Bootcamp');
      expect(screen.queryByRole('button', { name: 'Create Course' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Learners']);
      await user.click(screen.getByRole('menuitem', { name: 'Learners' }));
      await waitFor(() => expect(window.location.pathname).toBe(`/dashboard/course/learners/${course._id}`));
    });

    it('offers only Delete to staff who may delete but not update', async () => {
      const category = await seedCategory();
      await seedCourse({ title: 'Full Stack Bootcamp', category });
      const { user } = await openCategory(category, 'delete');
      await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Learners', 'Delete']);
    });

    it('Create Course leads to the builder', async () => {
      const { user } = await openList('/dashboard/courses', 'create');
      await user.click(screen.getByRole('button', { name: 'Create Course' }));
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard/create-course'));
    });
  });
});
