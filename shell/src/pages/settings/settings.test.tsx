import { request } from '@skillhub/shared/api-client';
import { roleEndpoints } from '@skillhub/shared/endpoints/roles';
import { userEndpoints } from '@skillhub/shared/endpoints/users';
import { fullPermissions, normalizePermissions, type Operations, type Permissions } from '@skillhub/shared/permissions';
import type { Role } from '@skillhub/shared/schemas/role';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  findDialog,
  renderAt,
  resetPage,
  setDeployedRemotes,
  signIn,
  tableNamed,
} from '../../../test/dashboard-test-kit.tsx';
import { SettingsPage } from './index.tsx';

/**
 * The Settings page against a real server of this file's own, since the roles list is every role of the server:
 * its two system roles, and EDITOR (reads users, held by one user) and AUDITOR (nothing, held by nobody) added
 * before the tests. A test that deletes a role adds its own.
 */

const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
const { network } = skillhub;
const read = { create: false, read: true, update: false, delete: false };
const editorPermissions = () =>
  normalizePermissions([{ name: 'Users', operations: read, subModules: [{ name: 'Users', operations: read }] }]);
let editor: Role;
let auditor: Role;

async function createRole(name: string, description: string, permissions: Permissions): Promise<Role> {
  return (await request(roleEndpoints.create, { body: { name, description, permissions } })).data;
}

beforeAll(async () => {
  editor = await createRole('EDITOR', 'Reads the user list', editorPermissions());
  auditor = await createRole('AUDITOR', 'Looks, never touches', normalizePermissions([]));
  await request(userEndpoints.add, { body: { name: 'Vikram Singh', email: 'vikram@example.com', role: editor._id } });
});
const signInAsAdmin = () => signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN', as: skillhub.admin });
beforeEach(() => {
  resetPage();
  // The admin's token for the test's own seeding; each test then signs in with the permissions it shows.
  signInAsAdmin();
  network.clear();
  setDeployedRemotes([]);
});
afterEach(resetPage);

function settingsPermissions(ops: Partial<Operations>): Permissions {
  return normalizePermissions([
    { name: 'Settings', operations: { create: false, read: true, update: false, delete: false, ...ops } },
  ]);
}

function renderSettings() {
  return renderAt(
    '/dashboard/settings',
    <Routes>
      <Route path="/dashboard/settings" element={<SettingsPage />} />
    </Routes>,
  );
}

const { table, bodyRows, cellTexts, rowOf } = tableNamed('Roles');
// By label, not by role: role queries compute styles for each of the matrix's hundred boxes, which is slow here.
const box = (scope: HTMLElement, name: string) => within(scope).getByLabelText(name) as HTMLInputElement;

/** Waits for the roles to show: the exact number, or at least the file's own AUDITOR. */
async function waitForRoles(count?: number) {
  await waitFor(() =>
    count === undefined ? expect(rowOf('Auditor')).toBeTruthy() : expect(bodyRows()).toHaveLength(count),
  );
}

describe('Settings: roles list', () => {
  it('lists roles with description, users count and a System badge', async () => {
    signInAsAdmin();
    renderSettings();
    await waitForRoles(4);
    // Newest first: the file's roles, then the two the server starts with.
    const rows = bodyRows().map((row) => cellTexts(row).slice(1, 4));
    expect(rows.slice(0, 2)).toEqual([
      ['Auditor', 'Looks, never touches', '0'],
      ['Editor', 'Reads the user list', '1'],
    ]);
    expect(rows.slice(2)).toEqual(
      expect.arrayContaining([
        ['Super AdminSystem', 'Full access to every area. Cannot be edited or deleted.', '1'],
        ['UserSystem', 'Learners who sign up on the site.', '0'],
      ]),
    );
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['1', '2', '3', '4']);
  });

  it('disables Delete Role for system roles and roles in use, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderSettings();
    await waitForRoles();

    const deleteSuperAdmin = within(rowOf('Super Admin')).getByRole('button', { name: 'Delete role Super Admin' });
    expect((deleteSuperAdmin as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(rowOf('User')).getByRole('button', { name: 'Delete role User' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const deleteEditor = within(rowOf('Editor')).getByRole('button', { name: 'Delete role Editor' });
    expect((deleteEditor as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(rowOf('Auditor')).getByRole('button', { name: 'Delete role Auditor' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    await user.hover(deleteSuperAdmin.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Super Admin is a system role and cannot be deleted.',
    );
    await user.unhover(deleteSuperAdmin.parentElement!);
    await user.hover(deleteEditor.parentElement!);
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toContain(
        '1 user holds this role. Move them to another role before deleting it.',
      ),
    );
  });

  it('deletes an unused role after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const temporary = await createRole('TEMPORARY', 'For one campaign', normalizePermissions([]));
    signInAsAdmin();
    renderSettings();
    await waitForRoles();

    await user.click(within(rowOf('Temporary')).getByRole('button', { name: 'Delete role Temporary' }));
    const dialog = await findDialog('Delete Role');
    expect(dialog.textContent).toContain('The role "Temporary" will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.to('DELETE', `/user/role/${temporary._id}`)).toHaveLength(0);

    await user.click(within(rowOf('Temporary')).getByRole('button', { name: 'Delete role Temporary' }));
    await user.click(within(await findDialog('Delete Role')).getByRole('button', { name: /(^|\s)Delete$/ }));
    expect(await screen.findByText('Role deleted successfully')).toBeTruthy();
    expect(network.to('DELETE', `/user/role/${temporary._id}`)).toHaveLength(1);
    await waitFor(() => expect(rowOf('Temporary')).toBeUndefined());
  });

  it('offers only viewing to a reader of Settings', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: settingsPermissions({}), as: skillhub.admin });
    renderSettings();
    await waitForRoles();
    expect(screen.queryByRole('button', { name: /Add Role$/ })).toBeNull();
    expect(within(table()).queryAllByRole('button', { name: /^Delete role/ })).toHaveLength(0);
    expect(within(table()).queryAllByRole('button', { name: /^Edit permissions/ })).toHaveLength(0);

    await user.click(within(rowOf('Editor')).getByRole('button', { name: 'View permissions of Editor' }));
    const dialog = await findDialog('Permissions: Editor');
    expect(box(dialog, 'Users / Users: read').checked).toBe(true);
    expect(box(dialog, 'Users / Users: read').disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /Save Permissions$/ })).toBeNull();
  });
});

describe('Settings: permission matrix', () => {
  it('shows SUPER_ADMIN read-only with every permission', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderSettings();
    await waitForRoles();

    await user.click(within(rowOf('Super Admin')).getByRole('button', { name: 'View permissions of Super Admin' }));
    const dialog = await findDialog('Permissions: Super Admin');
    expect(within(dialog).getByText(/Super Admin always has every permission/)).toBeTruthy();
    const boxes = [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    // 8 modules and 14 sub-modules, each with "all" and four operations.
    expect(boxes).toHaveLength(22 * 5);
    expect(boxes.every((b) => b.checked && b.disabled)).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /Save Permissions$/ })).toBeNull();
  });

  it('turns clicks into the permissions payload, module rows summarising their sub-modules', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderSettings();
    await waitForRoles();

    await user.click(within(rowOf('Editor')).getByRole('button', { name: 'Edit permissions of Editor' }));
    const dialog = await findDialog('Edit Permissions: Editor');
    expect(box(dialog, 'Users / Users: read').checked).toBe(true);
    expect(box(dialog, 'Users: read').checked).toBe(true);

    // One sub-module: its module's box becomes mixed.
    await user.click(box(dialog, 'Courses / Category: read'));
    expect(box(dialog, 'Courses / Category: read').checked).toBe(true);
    expect(box(dialog, 'Courses: read').indeterminate).toBe(true);
    // A module row sets every sub-module; the row's "all" sets every operation.
    await user.click(box(dialog, 'Courses: read'));
    expect(box(dialog, 'Courses / Courses: read').checked).toBe(true);
    expect(box(dialog, 'Courses: read').checked).toBe(true);
    await user.click(box(dialog, 'Blogs / Topics: all'));
    expect(box(dialog, 'Blogs: all').indeterminate).toBe(true);
    await user.click(box(dialog, 'Dashboard: all'));
    await user.click(box(dialog, 'Dashboard: delete'));
    // Taking away the only sub-module permission clears the module's too.
    await user.click(box(dialog, 'Users / Users: read'));
    expect(box(dialog, 'Users: read').checked).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: /Save Permissions$/ }));
    expect(await screen.findByText('Role permissions updated successfully')).toBeTruthy();

    const put = network.to('PUT', `/user/role/permission/${editor._id}`).at(-1)!;
    const sent = (put.body as { permissions: Permissions }).permissions;
    const ops = (create: boolean, read: boolean, update: boolean, del: boolean) => ({
      create,
      read,
      update,
      delete: del,
    });
    const none = ops(false, false, false, false);
    expect(sent).toEqual([
      { name: 'Dashboard', operations: ops(true, true, true, false) },
      {
        name: 'Courses',
        operations: ops(false, true, false, false),
        subModules: [
          { name: 'Courses', operations: ops(false, true, false, false) },
          { name: 'Category', operations: ops(false, true, false, false) },
          { name: 'Coupons', operations: ops(false, true, false, false) },
          { name: 'Invoices', operations: ops(false, true, false, false) },
        ],
      },
      { name: 'Enquiries', operations: none },
      { name: 'Users', operations: none, subModules: [{ name: 'Users', operations: none }] },
      { name: 'Settings', operations: none },
      {
        name: 'Training Programs',
        operations: none,
        subModules: [
          { name: 'Institutions', operations: none },
          { name: 'Programs', operations: none },
          { name: 'Applicants', operations: none },
        ],
      },
      {
        name: 'Blogs',
        operations: ops(true, true, true, true),
        subModules: [
          { name: 'Blogs', operations: none },
          { name: 'Categories', operations: none },
          { name: 'Topics', operations: ops(true, true, true, true) },
        ],
      },
      {
        name: 'Whatsapp',
        operations: none,
        subModules: [
          { name: 'Contacts', operations: none },
          { name: 'Messages', operations: none },
          { name: 'Templates', operations: none },
        ],
      },
    ]);
    const roles = (await request(roleEndpoints.list)).data;
    expect(roles.find((r) => r._id === editor._id)!.permissions).toEqual(sent);
    expect(editorPermissions()).not.toEqual(sent);
  });

  it('validates Add Role with the spec messages, then creates the role', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderSettings();
    await waitForRoles();

    await user.click(screen.getByRole('button', { name: /Add Role$/ }));
    const dialog = await findDialog('Add Role');
    await user.type(within(dialog).getByLabelText('Role name'), 'QA');
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: /Add Role$/ }));
    expect(await within(dialog).findByText('Role name must be at least 3 characters')).toBeTruthy();
    expect(within(dialog).getByText('Description must not exceed 200 characters')).toBeTruthy();
    expect(network.to('POST', '/user/role')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Role name'), ' Lead');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Tests releases');
    await user.click(box(dialog, 'Courses / Courses: all'));
    await user.click(within(dialog).getByRole('button', { name: /Add Role$/ }));

    expect(await screen.findByText('Role created successfully')).toBeTruthy();
    const body = network.to('POST', '/user/role').at(-1)!.body as {
      name: string;
      description: string;
      permissions: Permissions;
    };
    expect(body.name).toBe('QA Lead');
    expect(body.description).toBe('Tests releases');
    const courses = body.permissions.find((p) => p.name === 'Courses')!;
    expect(courses.operations).toEqual({ create: true, read: true, update: true, delete: true });
    expect(courses.subModules).toEqual([
      { name: 'Courses', operations: { create: true, read: true, update: true, delete: true } },
      { name: 'Category', operations: { create: false, read: false, update: false, delete: false } },
      { name: 'Coupons', operations: { create: false, read: false, update: false, delete: false } },
      { name: 'Invoices', operations: { create: false, read: false, update: false, delete: false } },
    ]);
    await waitFor(() => expect(rowOf('Qa Lead') ?? rowOf('QA Lead')).toBeTruthy());
  });

  it('shows a duplicate role name on the name field', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderSettings();
    await waitForRoles();

    await user.click(screen.getByRole('button', { name: /Add Role$/ }));
    const dialog = await findDialog('Add Role');
    await user.type(within(dialog).getByLabelText('Role name'), 'editor');
    await user.click(within(dialog).getByRole('button', { name: /Add Role$/ }));
    expect(await within(dialog).findByText('A role with this name already exists')).toBeTruthy();
  });
});

describe('Settings: granting only what one holds', () => {
  const all = { create: true, read: true, update: true, delete: true };
  const rolesAdmin = () =>
    normalizePermissions([
      { name: 'Settings', operations: all },
      { name: 'Users', operations: all, subModules: [{ name: 'Users', operations: all }] },
    ]);

  it('edits only roles within the signed-in permissions, never their own, and ticks only what they hold', async () => {
    const user = userEvent.setup({ delay: null });
    await createRole(
      'SALES',
      'Works the leads',
      normalizePermissions([{ name: 'Enquiries', operations: { ...all, delete: false } }]),
    );
    signIn({ permissions: rolesAdmin(), roleId: editor._id, as: skillhub.admin });
    renderSettings();
    await waitForRoles();

    // Their own role (EDITOR) and a role beyond them (SALES) can only be viewed, and the dialog says why.
    await user.click(within(rowOf('Editor')).getByRole('button', { name: 'View permissions of Editor' }));
    let dialog = await findDialog('Permissions: Editor');
    expect(within(dialog).getByText('You cannot change the permissions of your own role.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Save Permissions$/ })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await user.click(within(rowOf('Sales')).getByRole('button', { name: 'View permissions of Sales' }));
    dialog = await findDialog('Permissions: Sales');
    expect(within(dialog).getByText('This role has permissions you do not hold, so you cannot edit it.')).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(within(rowOf('Auditor')).getByRole('button', { name: 'Edit permissions of Auditor' }));
    dialog = await findDialog('Edit Permissions: Auditor');
    expect(box(dialog, 'Enquiries: read').disabled).toBe(true);
    expect(box(dialog, 'Enquiries: all').disabled).toBe(true);
    expect(box(dialog, 'Courses / Category: read').disabled).toBe(true);
    expect(box(dialog, 'Settings: all').disabled).toBe(false);
    await user.click(box(dialog, 'Users / Users: read'));
    await user.click(within(dialog).getByRole('button', { name: /Save Permissions$/ }));
    expect(await screen.findByText('Role permissions updated successfully')).toBeTruthy();
    const sent = (
      network.to('PUT', `/user/role/permission/${auditor._id}`).at(-1)!.body as { permissions: Permissions }
    ).permissions;
    expect(sent.find((p) => p.name === 'Users')!.subModules![0]!.operations.read).toBe(true);

    await user.click(screen.getByRole('button', { name: /Add Role$/ }));
    dialog = await findDialog('Add Role');
    expect(box(dialog, 'Enquiries: read').disabled).toBe(true);
    expect(box(dialog, 'Dashboard: all').disabled).toBe(true);
    expect(box(dialog, 'Settings: read').disabled).toBe(false);
    expect(within(dialog).getByText('You can give a role only permissions you hold yourself.')).toBeTruthy();
  });
});
