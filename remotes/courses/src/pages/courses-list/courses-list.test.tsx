import { configureApiBase } from '@skillhub/shared/api-client';
import type { Operation } from '@skillhub/shared/permissions';
import { queryClient } from '@skillhub/shared/query-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { signOut } from '../../../test/session.ts';
import { signInWithCourses } from './course-session.ts';
import { type ScriptedCourseApi, startScriptedCourseApi } from './scripted-course-api.ts';
import { pickOption } from './select-option.ts';

let server: ScriptedCourseApi;

beforeAll(async () => {
  // The first render of a file loads antd and the page chunk; on a busy machine that outlasts 5 s.
  configure({ asyncUtilTimeout: 15_000 });
  server = await startScriptedCourseApi();
  configureApiBase(server.apiBase);
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  queryClient.clear();
  signOut();
});

const listCalls = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/course/all');

async function openList(...operations: Operation[]) {
  signInWithCourses(...operations);
  renderCoursesApp('/dashboard/courses');
  const table = await screen.findByRole('table', { name: 'Courses' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
  return { user: userEvent.setup(), table };
}

const curriculum = [{ title: 'Getting started', lectures: ['Welcome'] }];

describe('Courses list', () => {
  it('shows S.No., title, category, status, price in rupees, lectures and date, paged by the server', async () => {
    const web = server.seedCategory('Full Stack');
    for (let i = 1; i <= 12; i += 1) {
      server.seedCourse({
        title: `Course number ${String(i).padStart(2, '0')}`,
        category: web,
        finalPrice: 12499.5,
        sections: [{ title: 'One', lectures: ['a', 'b'] }],
      });
    }
    const { user, table } = await openList();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Title', 'Category', 'Status', 'Final Price', 'Lectures', 'Updated']);
    const first = cellTexts(bodyRows(table)[0]!);
    expect(first.slice(0, 6)).toEqual(['1', 'Course number 01', 'Full Stack', 'Draft', '₹12,499.50', '2']);
    expect(first[6]).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(listCalls().at(-1)?.search).toBe('?page=1&limit=10');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(cellTexts(bodyRows(table)[0]!)[0]).toBe('11');
    expect(listCalls().at(-1)?.search).toBe('?page=2&limit=10');
  });

  it('searches on the server once the typing pauses', async () => {
    server.seedCourse({ title: 'Python for Data Science' });
    server.seedCourse({ title: 'Digital Marketing Mastery' });
    const { user, table } = await openList();
    const before = listCalls().length;

    await user.type(screen.getByRole('searchbox', { name: /Search courses/ }), 'python');

    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0]!)[1]).toBe('Python for Data Science');
    // One call for the settled text, not one per keystroke.
    expect(
      listCalls()
        .slice(before)
        .map((r) => r.search),
    ).toEqual(['?page=1&limit=10&search=python']);
  });

  it('filters by active category and by status', async () => {
    const web = server.seedCategory('Full Stack');
    const data = server.seedCategory('Data Science');
    server.seedCategory('Retired', true);
    server.seedCourse({ title: 'Full Stack Bootcamp', category: web, status: 'PUBLISHED' });
    server.seedCourse({ title: 'Machine Learning A-Z', category: data, status: 'DRAFT' });
    server.seedCourse({ title: 'Statistics Foundations', category: data, status: 'PUBLISHED' });
    const { user, table } = await openList();

    await user.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    const options = await screen.findAllByRole('option');
    // antd's accessible option list names each option by its label.
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual(['Full Stack', 'Data Science']);
    await pickOption(user, 'Data Science');
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
    server.seedCourse({ title: 'Full Stack Bootcamp', status });
    const { user } = await openList('update', 'delete');
    await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Edit Details',
      'Edit Curriculum',
      'Manage Content',
      ...changes,
      'Delete',
    ]);
  });

  it("publishes after confirmation, and shows the server's reason when it refuses", async () => {
    const empty = server.seedCourse({ title: 'Empty Course Draft' });
    const ready = server.seedCourse({ title: 'Ready Course Draft', sections: curriculum });
    const { user, table } = await openList('update');

    await chooseRowAction(user, 1, 'Publish');
    const dialog = await screen.findByRole('dialog', { name: 'Publish Course' });
    within(dialog).getByText(/Publish "Empty Course Draft"\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Add at least one section with a lecture before publishing');
    expect(server.course(empty._id)?.courseStatus).toBe('DRAFT');

    await chooseRowAction(user, 2, 'Publish');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish Course' })).getByRole('button', { name: 'Publish' }),
    );
    await screen.findByText('Course "Ready Course Draft" is now published');
    await waitFor(() => expect(cellTexts(bodyRows(table)[1]!)[3]).toBe('Published'));
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => `${r.path}${r.search}`)).toEqual([
      `/course/status/${empty._id}?status=PUBLISHED`,
      `/course/status/${ready._id}?status=PUBLISHED`,
    ]);
  });

  it('terminates and moves back to draft', async () => {
    const course = server.seedCourse({ title: 'Full Stack Bootcamp', status: 'PUBLISHED', sections: curriculum });
    const { user, table } = await openList('update');
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
    expect(server.course(course._id)?.courseStatus).toBe('DRAFT');
  });

  it('deletes a course after a confirmation that names it', async () => {
    server.seedCourse({ title: 'Full Stack Bootcamp' });
    server.seedCourse({ title: 'Old Photoshop Course' });
    const { user, table } = await openList('delete');

    await chooseRowAction(user, 2, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Course' });
    within(dialog).getByText(/Delete "Old Photoshop Course"\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await chooseRowAction(user, 2, 'Delete');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Course' })).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('Course "Old Photoshop Course" deleted');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
  });

  describe('permissions', () => {
    it('shows read-only staff neither Create Course nor row actions', async () => {
      server.seedCourse({ title: 'Full Stack Bootcamp' });
      const { table } = await openList();
      expect(screen.queryByRole('button', { name: 'Create Course' })).toBeNull();
      expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    });

    it('offers only Delete to staff who may delete but not update', async () => {
      server.seedCourse({ title: 'Full Stack Bootcamp' });
      const { user } = await openList('delete');
      await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Delete']);
    });

    it('Create Course leads to the builder', async () => {
      const { user } = await openList('create');
      await user.click(screen.getByRole('button', { name: 'Create Course' }));
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard/create-course'));
    });
  });

  it('says the list could not be loaded and retries', async () => {
    server.seedCourse({ title: 'Full Stack Bootcamp' });
    // The query client tries a 5xx once more before giving up.
    for (let i = 0; i < 2; i += 1) {
      server.failNext({
        method: 'GET',
        path: /^\/course\/all$/,
        status: 500,
        body: { success: false, message: 'Down' },
      });
    }
    const { user, table } = await openList();
    within(table).getByText('Something went wrong. Please check your internet connection.');
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    await within(table).findByText('Full Stack Bootcamp');
  });
});
