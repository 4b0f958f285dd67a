import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, it } from 'vitest';
import { categoryFixture } from '../../../test/fixtures.ts';
import { chooseRowAction, settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { categoryPermissions, signInAs } from '../../../test/session.ts';

/** The Category page when the server fails: answers a healthy server does not give on demand. */

const server = withScriptedServer();

const dataScience = categoryFixture('Data Science');
const GATEWAY_PAGE = { status: 502, headers: { 'content-type': 'text/html' }, raw: '<html>Bad gateway</html>' };

async function openCategoryPage(...operations: Parameters<typeof categoryPermissions>) {
  signInAs(categoryPermissions(...operations));
  renderCoursesApp('/dashboard/category');
  const table = await settled(await screen.findByRole('table', { name: 'Active categories' }));
  return { user: userEvent.setup(), table };
}

async function addCategory(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Category' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), name);
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Something to learn');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('Category page when the server fails', () => {
  it('says the list could not be loaded and retries on request', async () => {
    let answered = 0;
    server.on('GET /course/category', () => (answered++ === 0 ? failure(404, 'Not found') : ok([dataScience])));
    const { user, table } = await openCategoryPage();
    within(table).getByText('Something went wrong. Please check your internet connection.');

    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    await within(table).findByText('Data Science');
  });

  it("shows the server's message when saving fails", async () => {
    server.on('GET /course/category', () => ok([]));
    server.on('POST /course/category', () => failure(503, 'Database is unavailable'));
    const { user } = await openCategoryPage('create');
    await addCategory(user, 'Robotics');
    await screen.findByText('Database is unavailable');
    screen.getByRole('dialog', { name: 'Add Category' });
  });

  it('falls back to the generic message when the failure carries none', async () => {
    server.on('GET /course/category', () => ok([]));
    server.on('POST /course/category', () => GATEWAY_PAGE);
    const { user } = await openCategoryPage('create');
    await addCategory(user, 'Robotics');
    await screen.findByText('Something went wrong. Please try again!');
  });

  it("shows the server's message, else its own fallback, when the toggle fails", async () => {
    server.on('GET /course/category', () => ok([dataScience]));
    server.on('DELETE /course/category/:categoryId', () => failure(403, 'You do not have permission'));
    const { user } = await openCategoryPage('update');

    await chooseRowAction(user, 1, 'Deactivate Category');
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Category' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('You do not have permission');

    server.on('DELETE /course/category/:categoryId', () => GATEWAY_PAGE);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Something are wrong. Please try again!');
  });
});
