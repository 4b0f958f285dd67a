import { api, configureApiBase, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { queryClient } from '@skillhub/shared/query-client';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import { clearSession, setSession } from '@skillhub/shared/session';
import { ADMIN, type SkillhubServer, startSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, describedBy, segmentOption } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';

/** The page against the real Fastify app: the contract the page and the server each assume, checked end to end. */

let server: SkillhubServer;

beforeAll(async () => {
  server = await startSkillhubServer(window.location.origin);
  configureApiBase(server.apiBase);
  // Signed in as the shell signs in: the real token and the permissions the server granted.
  setSession((await api.post<SuccessBody<AuthData>>(apiPaths.auth.login, { json: ADMIN })).data);
}, 150_000);

afterAll(async () => {
  clearSession();
  queryClient.clear();
  await server?.stop();
});

describe('Category page on the real server', () => {
  it('adds, refuses a duplicate, renames, deactivates and activates a category', async () => {
    const user = userEvent.setup();
    renderCoursesApp('/dashboard/category');
    const table = await screen.findByRole('table', { name: 'Active categories' });
    await within(table).findByText('No records found.');

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), 'Data Science');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Python, statistics and ML');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Category added successfully');
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!).slice(0, 3)).toEqual(['1', 'Data Science', '0']));

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    const name = within(dialog).getByRole('textbox', { name: 'Category Name' });
    await user.clear(name);
    await user.type(name, 'data science');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(name)).toMatch(/already exists/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await chooseRowAction(user, 1, 'Edit Category');
    dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const editName = within(dialog).getByRole('textbox', { name: 'Category Name' });
    await user.clear(editName);
    await user.type(editName, 'Data Science & AI');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Category "Data Science & AI" updated successfully');
    await within(table).findByText('Data Science & AI');

    await chooseRowAction(user, 1, 'Deactivate Category');
    const deactivate = await screen.findByRole('dialog', { name: 'Deactivate Category' });
    await user.click(within(deactivate).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Successfully category deactivated');
    await within(table).findByText('No records found.');

    await user.click(segmentOption('Inactive'));
    const inactive = await screen.findByRole('table', { name: 'Inactive categories' });
    await within(inactive).findByText('Data Science & AI');
    await chooseRowAction(user, 1, 'Activate Category');
    const activate = await screen.findByRole('dialog', { name: 'Activate Category' });
    await user.click(within(activate).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Successfully category activated');
    await within(inactive).findByText('No records found.');
  });
});
