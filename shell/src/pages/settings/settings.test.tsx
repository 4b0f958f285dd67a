import { fullPermissions, normalizePermissions, type Operations, type Permissions } from '@skillhub/shared/permissions';
import type { Role } from '@skillhub/shared/schemas/role';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EDITOR_ROLE_ID,
  editorPermissions,
  type FakeApi,
  findDialog,
  renderAt,
  resetPage,
  seedState,
  setDeployedRemotes,
  signIn,
  startFakeApi,
} from '../../layouts/dashboard-layout/dashboard-test-kit.tsx';
import { SettingsPage } from './index.tsx';

const AUDITOR_ID = '00000000-0000-4000-8000-000000000004';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  resetPage();
  api.requests.length = 0;
  const fresh = seedState();
  const auditor: Role = {
    ...fresh.roles[2]!,
    _id: AUDITOR_ID,
    name: 'AUDITOR',
    description: 'Looks, never touches',
    permissions: normalizePermissions([]),
  };
  api.state.roles = [...fresh.roles, auditor];
  api.state.users = fresh.users;
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

const table = () => screen.getByRole('table', { name: 'Roles' });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowOf = (name: string) => bodyRows().find((row) => cellTexts(row)[1]?.startsWith(name))!;
// By label, not by role: role queries compute styles for each of the matrix's hundred boxes, which is slow here.
const box = (scope: HTMLElement, name: string) => within(scope).getByLabelText(name) as HTMLInputElement;

async function waitForRoles(count: number) {
  await waitFor(() => expect(bodyRows()).toHaveLength(count));
}

describe('Settings: roles list', () => {
  it('lists roles with description, users count and a System badge', async () => {
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
    renderSettings();
    await waitForRoles(4);
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 4))).toEqual([
      ['1', 'Super AdminSystem', 'Every permission, always', '1'],
      ['2', 'UserSystem', 'Learners', '5'],
      ['3', 'Editor', 'Reads the user list', '1'],
      ['4', 'Auditor', 'Looks, never touches', '0'],
    ]);
  });

  it('disables Delete Role for system roles and roles in use, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
    renderSettings();
    await waitForRoles(4);

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
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
    renderSettings();
    await waitForRoles(4);

    await user.click(within(rowOf('Auditor')).getByRole('button', { name: 'Delete role Auditor' }));
    const dialog = await findDialog('Delete Role');
    expect(dialog.textContent).toContain('The role "Auditor" will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', `/user/role/${AUDITOR_ID}`)).toHaveLength(0);

    await user.click(within(rowOf('Auditor')).getByRole('button', { name: 'Delete role Auditor' }));
    await user.click(within(await findDialog('Delete Role')).getByRole('button', { name: /(^|\s)Delete$/ }));
    expect(await screen.findByText('Role "AUDITOR" deleted successfully')).toBeTruthy();
    expect(api.calls('DELETE', `/user/role/${AUDITOR_ID}`)).toHaveLength(1);
    await waitForRoles(3);
  });

  it('offers only viewing to a reader of Settings', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: settingsPermissions({}) });
    renderSettings();
    await waitForRoles(4);
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
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
    renderSettings();
    await waitForRoles(4);

    await user.click(within(rowOf('Super Admin')).getByRole('button', { name: 'View permissions of Super Admin' }));
    const dialog = await findDialog('Permissions: Super Admin');
    expect(within(dialog).getByText(/Super Admin always has every permission/)).toBeTruthy();
    const boxes = [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    // 8 modules and 12 sub-modules, each with "all" and four operations.
    expect(boxes).toHaveLength(20 * 5);
    expect(boxes.every((b) => b.checked && b.disabled)).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /Save Permissions$/ })).toBeNull();
  });

  it('turns clicks into the permissions payload, module rows summarising their sub-modules', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
    renderSettings();
    await waitForRoles(4);

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

    const put = api.calls('PUT', `/user/role/permission/${EDITOR_ROLE_ID}`).at(-1)!;
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
    expect(api.state.roles.find((r) => r._id === EDITOR_ROLE_ID)!.permissions).toEqual(sent);
    expect(editorPermissions()).not.toEqual(sent);
  });

  it('validates Add Role with the spec messages, then creates the role', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
    renderSettings();
    await waitForRoles(4);

    await user.click(screen.getByRole('button', { name: /Add Role$/ }));
    const dialog = await findDialog('Add Role');
    await user.type(within(dialog).getByLabelText('Role name'), 'QA');
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: /Add Role$/ }));
    expect(await within(dialog).findByText('Role name must be at least 3 characters')).toBeTruthy();
    expect(within(dialog).getByText('Description must not exceed 200 characters')).toBeTruthy();
    expect(api.calls('POST', '/user/role')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Role name'), ' Lead');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Tests releases');
    await user.click(box(dialog, 'Courses / Courses: all'));
    await user.click(within(dialog).getByRole('button', { name: /Add Role$/ }));

    expect(await screen.findByText('Role created successfully')).toBeTruthy();
    const body = api.calls('POST', '/user/role').at(-1)!.body as {
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
    ]);
    await waitForRoles(5);
  });

  it('shows a duplicate role name on the name field', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
    renderSettings();
    await waitForRoles(4);

    await user.click(screen.getByRole('button', { name: /Add Role$/ }));
    const dialog = await findDialog('Add Role');
    await user.type(within(dialog).getByLabelText('Role name'), 'editor');
    await user.click(within(dialog).getByRole('button', { name: /Add Role$/ }));
    expect(await within(dialog).findByText('A role with this name already exists')).toBeTruthy();
  });
});

describe('Settings: granting only what one holds', () => {
  const SALES_ID = '00000000-0000-4000-8000-000000000005';
  const all = { create: true, read: true, update: true, delete: true };
  const rolesAdmin = () =>
    normalizePermissions([
      { name: 'Settings', operations: all },
      { name: 'Users', operations: all, subModules: [{ name: 'Users', operations: all }] },
    ]);

  it('edits only roles within the signed-in permissions, never their own, and ticks only what they hold', async () => {
    const user = userEvent.setup({ delay: null });
    api.state.roles.push({
      ...api.state.roles[3]!,
      _id: SALES_ID,
      name: 'SALES',
      permissions: normalizePermissions([{ name: 'Enquiries', operations: { ...all, delete: false } }]),
    });
    signIn({ permissions: rolesAdmin() });
    renderSettings();
    await waitForRoles(5);

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
    const sent = (api.calls('PUT', `/user/role/permission/${AUDITOR_ID}`).at(-1)!.body as { permissions: Permissions })
      .permissions;
    expect(sent.find((p) => p.name === 'Users')!.subModules![0]!.operations.read).toBe(true);

    await user.click(screen.getByRole('button', { name: /Add Role$/ }));
    dialog = await findDialog('Add Role');
    expect(box(dialog, 'Enquiries: read').disabled).toBe(true);
    expect(box(dialog, 'Dashboard: all').disabled).toBe(true);
    expect(box(dialog, 'Settings: read').disabled).toBe(false);
    expect(within(dialog).getByText('You can give a role only permissions you hold yourself.')).toBeTruthy();
  });
});
