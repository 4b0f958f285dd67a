import { fullPermissions } from '@skillhub/shared/permissions';
import { failure, list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDialog, renderAt, resetPage, setDeployedRemotes, signIn } from '../../../test/dashboard-test-kit.tsx';
import { UsersPage } from './index.tsx';

/** The Users page when the server fails or refuses: answers an admin's session never meets on the real server. */

const STAMP = '2025-09-02T10:00:00.000Z';
const userRole = { _id: '00000000-0000-4000-8000-000000000002', name: 'USER' };
const editorRole = { _id: '00000000-0000-4000-8000-000000000003', name: 'EDITOR' };
const rahul = {
  _id: '10000000-0000-4000-8000-000000000012',
  name: 'Rahul Verma',
  email: 'rahul@example.com',
  pendingEmail: null,
  pendingEmailAwaitsApproval: false,
  profilePic: null,
  role: userRole,
  isActive: true,
  createdAt: STAMP,
  updatedAt: STAMP,
};
const roles = [userRole, editorRole].map((role) => ({
  ...role,
  description: null,
  permissions: [],
  isSystem: role.name === 'USER',
  usersCount: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
}));

const server = withScriptedServer();
beforeEach(() => {
  resetPage();
  server.on('GET /user/role/all', () => ok(roles));
  setDeployedRemotes([]);
});
afterEach(resetPage);

function renderUsers() {
  signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
  return renderAt(
    '/dashboard/users',
    <Routes>
      <Route path="/dashboard/users" element={<UsersPage />} />
    </Routes>,
  );
}

describe('Users page when the server fails or refuses', () => {
  it('shows the table error and retries', async () => {
    const user = userEvent.setup({ delay: null });
    let answered = 0;
    server.on('GET /user/all', () => (answered++ === 0 ? failure(400, 'Could not list users') : list([rahul])));
    renderUsers();
    expect(await screen.findByText('Something went wrong. Please check your internet connection.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Rahul Verma');
  });

  it("keeps the dialog open with the server's message when it refuses", async () => {
    const user = userEvent.setup({ delay: null });
    server.on('GET /user/all', () => list([rahul]));
    server.on('PUT /user/:userId', () => failure(403, 'You cannot grant a role with permissions you do not hold'));
    renderUsers();
    const row = (await screen.findByText('Rahul Verma')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: /^Actions for row/ }));
    await user.click((await screen.findAllByRole('menuitem', { name: /Edit User/ })).at(-1)!);
    const dialog = await findDialog('Edit User');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Editor'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You cannot grant a role with permissions you do not hold')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Save Changes$/ })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('PUT /user/:userId')).toHaveLength(1));
  });
});

describe('Users page e-mail changes waiting for the owner', () => {
  it("says a change staff asked for waits for the owner's approval, in the row and in the dialog", async () => {
    const user = userEvent.setup({ delay: null });
    const waiting = { ...rahul, pendingEmail: 'rahul.new@example.com', pendingEmailAwaitsApproval: true };
    server.on('GET /user/all', () => list([waiting]));
    renderUsers();
    const row = (await screen.findByText('Rahul Verma')).closest('tr')!;
    expect(within(row).getByText("Awaiting the owner's approval: rahul.new@example.com")).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: /^Actions for row/ }));
    await user.click((await screen.findAllByRole('menuitem', { name: /Edit User/ })).at(-1)!);
    const dialog = await findDialog('Edit User');
    expect(
      within(dialog).getByText(
        "rahul.new@example.com is waiting for the owner's approval, asked by a link mailed to rahul@example.com; only then is the new address sent its link.",
      ),
    ).toBeTruthy();
  });
});
