import { request } from '@skillhub/shared/api-client';
import { roleEndpoints } from '@skillhub/shared/endpoints/roles';
import { userEndpoints } from '@skillhub/shared/endpoints/users';
import { formatDate } from '@skillhub/shared/format';
import { fullPermissions, normalizePermissions, type Operations, type Permissions } from '@skillhub/shared/permissions';
import type { Course } from '@skillhub/shared/schemas/course';
import type { Role } from '@skillhub/shared/schemas/role';
import type { User } from '@skillhub/shared/schemas/user';
import { enrol, seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { act, screen, waitFor, within } from '@testing-library/react';
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
import { UsersPage } from './index.tsx';

/**
 * The Users page against a real server of this file's own: the list it counts and pages is every user of the
 * server. The file's staff and learners are added through the same calls the page makes; tests that add or
 * rename users come after those that count or name them.
 */

const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
const { network } = skillhub;
const users = new Map<string, User>();
let roles: Role[];
let editorRole: Role;
let fullStack: Course;

const editorPermissions = () =>
  normalizePermissions([{ name: 'Users', operations: read, subModules: [{ name: 'Users', operations: read }] }]);
const read = { create: false, read: true, update: false, delete: false };

async function addUser(name: string, role: Role): Promise<User> {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const added = await request(userEndpoints.add, { body: { name, email, role: role._id } });
  users.set(name, added.data);
  return added.data;
}

async function createRole(name: string, permissions: Permissions): Promise<Role> {
  return (await request(roleEndpoints.create, { body: { name, permissions } })).data;
}

beforeAll(async () => {
  roles = (await request(roleEndpoints.list)).data;
  editorRole = await createRole('EDITOR', editorPermissions());
  const learner = roles.find((r) => r.name === 'USER')!;
  // Oldest first: Divya Menon, added last, heads the list.
  await addUser('Vikram Singh', editorRole);
  for (const name of ['Meera Iyer', 'Rahul Verma', 'Priya Nair', 'Karan Mehta', 'Divya Menon'])
    await addUser(name, learner);
  await request(userEndpoints.setStatus, {
    params: { userId: users.get('Priya Nair')!._id },
    body: { isActive: false },
  });
  const category = await seedCategory('Technology');
  const sections = [{ title: 'Basics', lectures: ['Welcome'] }];
  for (const title of ['Data Science with Python', 'Full Stack Web Development', 'UI/UX Design']) {
    const course = await seedCourse({ title, category, sections, status: 'PUBLISHED' });
    if (title === 'Full Stack Web Development') fullStack = course;
  }
});
beforeEach(() => {
  resetPage();
  // The admin's token for the test's own seeding; each test then signs in with the permissions it shows.
  signInAsAdmin();
  network.clear();
  setDeployedRemotes([]);
});
afterEach(resetPage);

const admin = () => skillhub.admin;
const signInAsAdmin = () => signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN', as: admin() });

function usersPermissions(ops: Partial<Operations>) {
  const operations = { create: false, read: true, update: false, delete: false, ...ops };
  return normalizePermissions([{ name: 'Users', operations, subModules: [{ name: 'Users', operations }] }]);
}

function renderUsers() {
  return renderAt(
    '/dashboard/users',
    <Routes>
      <Route path="/dashboard/users" element={<UsersPage />} />
    </Routes>,
  );
}

const { table, bodyRows, cellTexts, rowOf } = tableNamed('Users');
const namesShown = () => bodyRows().map((row) => cellTexts(row)[1]);
const listCalls = () => network.to('GET', '/user/all');
const lastListQuery = () => new URLSearchParams(listCalls().at(-1)!.search);

/** antd's segmented control hides its radios; people click the labels. */
const segment = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

async function waitForRows(count: number) {
  await waitFor(() => expect(bodyRows()).toHaveLength(count));
}

async function openRowActions(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: /^Actions for row/ }));
  // A closed menu stays in the document; the one just opened comes last.
  return (await screen.findAllByRole('menu')).at(-1)!;
}

describe('Users page list', () => {
  it('lists users newest first with S.No., Name, Email, Role, Status and Created', async () => {
    signInAsAdmin();
    renderUsers();
    await waitForRows(7);

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['S.No.', 'Name', 'Email', 'Role', 'Status', 'Created', 'Actions']);
    expect(cellTexts(bodyRows()[0]!).slice(0, 6)).toEqual([
      '1',
      'Divya Menon',
      'divya@example.com',
      'User',
      'Active',
      formatDate(new Date()),
    ]);
    expect(cellTexts(rowOf('Priya Nair'))[4]).toBe('Inactive');
    expect(cellTexts(rowOf('Vikram Singh'))[3]).toBe('Editor');
    expect(cellTexts(rowOf(admin().user.name))[1]).toBe(`${admin().user.name}You`);
  });

  it('searches after typing stops, without a call per keystroke', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderUsers();
    await waitForRows(7);

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'meera');
    await waitFor(() => expect(namesShown()).toEqual(['Meera Iyer']));
    const searches = listCalls()
      .map((r) => new URLSearchParams(r.search).get('search'))
      .filter(Boolean);
    // One search for the whole word; a machine that stalls mid-typing may let the wait run out once, never per key.
    expect(searches.at(-1)).toBe('meera');
    expect(searches.length).toBeLessThan(3);

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await waitForRows(7);
  });

  it('filters Active, Inactive and All', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderUsers();
    await waitForRows(7);

    await user.click(segment('Inactive'));
    await waitFor(() => expect(namesShown()).toEqual(['Priya Nair']));
    expect(lastListQuery().get('active')).toBe('false');

    await user.click(segment('Active'));
    await waitForRows(6);
    expect(lastListQuery().get('active')).toBe('true');

    await user.click(segment('All'));
    await waitForRows(7);
  });
});

describe('Users page permissions', () => {
  it('offers neither Add User nor row actions to a reader', async () => {
    signIn({ permissions: usersPermissions({}), as: admin() });
    renderUsers();
    await waitForRows(7);
    expect(screen.queryByRole('button', { name: /Add User$/ })).toBeNull();
    expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table()).queryAllByRole('button', { name: /^Actions for row/ })).toHaveLength(0);
  });

  it('offers Add User with create, and row actions only with update', async () => {
    signIn({ permissions: usersPermissions({ create: true }), as: admin() });
    renderUsers();
    await waitForRows(7);
    expect(screen.getByRole('button', { name: /Add User$/ })).toBeTruthy();
    expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it("never offers to deactivate the signed-in user's own account", async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderUsers();
    await waitForRows(7);
    const menu = await openRowActions(user, admin().user.name);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit User', 'Assign course']);
  });

  it("leaves a super admin's account alone for staff who are not super admins", async () => {
    const vikram = users.get('Vikram Singh')!;
    signIn({ permissions: usersPermissions({ update: true }), userId: vikram._id, name: vikram.name, as: admin() });
    renderUsers();
    await waitForRows(7);
    expect(within(rowOf(admin().user.name)).queryByRole('button', { name: /^Actions for row/ })).toBeNull();
    expect(within(rowOf('Meera Iyer')).getByRole('button', { name: /^Actions for row/ })).toBeTruthy();
  });
});

describe('Users page course assignment', () => {
  const meera = () => users.get('Meera Iyer')!;

  async function openAssign(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(within(await openRowActions(user, name)).getByRole('menuitem', { name: /Assign course/ }));
    return findDialog('Assign course');
  }

  async function pickCourse(
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    search: string,
    title: string,
  ) {
    const picker = within(dialog).getByRole('combobox', { name: 'Course' });
    await user.click(picker);
    await user.type(picker, search);
    // The search goes to the server once typing pauses, not through the first page in the browser.
    await waitFor(() =>
      expect(
        network.to('GET', '/course/published').some((c) => new URLSearchParams(c.search).get('search') === search),
      ).toBe(true),
    );
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    await user.click(await screen.findByTitle(title));
  }

  it('assigns a published course found by search and shows the server message', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: usersPermissions({ update: true }), as: admin() });
    renderUsers();
    await waitForRows(7);

    const dialog = await openAssign(user, 'Meera Iyer');
    expect(dialog.textContent).toContain('Meera Iyer');
    await pickCourse(user, dialog, 'full stack web', 'Full Stack Web Development');
    await user.click(within(dialog).getByRole('button', { name: /Assign$/ }));

    expect(await screen.findByText('Course assigned successfully')).toBeTruthy();
    expect(network.to('POST', '/user/assign-course').at(-1)!.body).toEqual({
      courseId: fullStack._id,
      userId: meera()._id,
    });
  });

  it('asks for a course before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: usersPermissions({ update: true }), as: admin() });
    renderUsers();
    await waitForRows(7);

    const dialog = await openAssign(user, 'Rahul Verma');
    await user.click(within(dialog).getByRole('button', { name: /Assign$/ }));
    expect(await within(dialog).findByText('Please select a course')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Course' }).getAttribute('aria-invalid')).toBe('true');
    expect(network.to('POST', '/user/assign-course')).toHaveLength(0);
  });

  it("keeps the dialog open with the server's refusal when the user already has the course", async () => {
    const user = userEvent.setup({ delay: null });
    await enrol(users.get('Karan Mehta')!._id, fullStack._id);
    signIn({ permissions: usersPermissions({ update: true }), as: admin() });
    renderUsers();
    await waitForRows(7);

    const dialog = await openAssign(user, 'Karan Mehta');
    await pickCourse(user, dialog, 'full', 'Full Stack Web Development');
    await user.click(within(dialog).getByRole('button', { name: /Assign$/ }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('User is already enrolled in this course');
    expect(within(dialog).getByRole('button', { name: /Assign$/ })).toBeTruthy();
    expect(screen.queryByText('Course assigned successfully')).toBeNull();
  });

  it('is offered only to staff who may update users', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ permissions: usersPermissions({ create: true }), as: admin() });
    renderUsers();
    await waitForRows(7);
    expect(within(table()).queryAllByRole('button', { name: /^Actions for row/ })).toHaveLength(0);
    expect(screen.queryByText('Assign course')).toBeNull();

    resetPage();
    signIn({ permissions: usersPermissions({ update: true }), as: admin() });
    renderUsers();
    await waitForRows(7);
    const menu = await openRowActions(user, 'Rahul Verma');
    expect(within(menu).getByRole('menuitem', { name: /Assign course/ })).toBeTruthy();
  });
});

describe('Users page role grants', () => {
  const vikram = () => users.get('Vikram Singh')!;

  /** A role beyond a Users-only editor, which also carries Settings, held by Karan. */
  async function addManagerRole() {
    const all = { create: true, read: true, update: true, delete: true };
    const manager = await createRole(
      'MANAGER',
      normalizePermissions([
        { name: 'Users', operations: all, subModules: [{ name: 'Users', operations: all }] },
        { name: 'Settings', operations: read },
      ]),
    );
    const karan = users.get('Karan Mehta')!;
    await request(userEndpoints.update, {
      params: { userId: karan._id },
      body: { name: karan.name, email: karan.email, role: manager._id },
    });
  }

  const optionOf = async (title: string) => (await screen.findByTitle(title)).closest('.ant-select-item-option')!;

  it("offers only roles within the editor's permissions, never their own role, and leaves stronger users alone", async () => {
    const user = userEvent.setup({ delay: null });
    await addManagerRole();
    signIn({
      permissions: usersPermissions({ create: true, update: true }),
      roleId: editorRole._id,
      userId: vikram()._id,
      name: 'Vikram Singh',
      as: admin(),
    });
    renderUsers();
    await waitForRows(7);

    await user.click(screen.getByRole('button', { name: /Add User$/ }));
    const add = await findDialog('Add User');
    await user.click(within(add).getByRole('combobox', { name: 'Role' }));
    expect((await optionOf('Manager')).className).toContain('ant-select-item-option-disabled');
    expect((await optionOf('Editor')).className).not.toContain('ant-select-item-option-disabled');
    expect((await optionOf('User')).className).not.toContain('ant-select-item-option-disabled');
    expect(screen.queryByTitle('Super Admin')).toBeNull();
    expect(within(add).getByText('Roles with permissions you do not hold cannot be chosen.')).toBeTruthy();
    await user.click(within(add).getByRole('button', { name: 'Cancel' }));

    // Karan holds the stronger role: only the course assignment is offered.
    const karanMenu = await openRowActions(user, 'Karan Mehta');
    expect(
      within(karanMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Assign course']);

    await user.click(within(await openRowActions(user, 'Vikram Singh')).getByRole('menuitem', { name: /Edit User/ }));
    const edit = await findDialog('Edit User');
    expect(within(edit).getByRole('combobox', { name: 'Role' }).hasAttribute('disabled')).toBe(true);
    expect(within(edit).getByText('You cannot change your own role.')).toBeTruthy();
    expect(within(edit).getByLabelText('Email').hasAttribute('disabled')).toBe(true);
    expect(within(edit).getByText('Change your own e-mail with Change e-mail in your account menu.')).toBeTruthy();
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(network.to('PUT', `/user/${vikram()._id}`).at(-1)!.body).toMatchObject({ role: editorRole._id });
  });
});

describe('Users page e-mail changes', () => {
  it('shows a pending address and says that a new e-mail waits for the link mailed to it', async () => {
    const user = userEvent.setup({ delay: null });
    const meera = users.get('Meera Iyer')!;
    await request(userEndpoints.update, {
      params: { userId: meera._id },
      body: { name: meera.name, email: 'meera.new@example.com', role: meera.role._id },
    });
    signInAsAdmin();
    renderUsers();
    await waitForRows(7);
    expect(cellTexts(rowOf('Meera Iyer'))[2]).toBe('meera@example.comPending: meera.new@example.com');

    await user.click(within(await openRowActions(user, 'Meera Iyer')).getByRole('menuitem', { name: /Edit User/ }));
    let dialog = await findDialog('Edit User');
    expect(
      within(dialog).getByText('meera.new@example.com is waiting to be confirmed from the link mailed to it.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(await openRowActions(user, 'Rahul Verma')).getByRole('menuitem', { name: /Edit User/ }));
    dialog = await findDialog('Edit User');
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'rahul.new@example.com');
    expect(
      within(dialog).getByText(
        'A link will be sent to the new address and rahul@example.com will be told. The e-mail changes only when the link is opened.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'User updated successfully. A link to confirm the new email has been sent to rahul.new@example.com; the email changes once it is opened.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(cellTexts(rowOf('Rahul Verma'))[2]).toBe('rahul@example.comPending: rahul.new@example.com'),
    );
  });
});

describe('Users page changes', () => {
  it('asks before deactivating, then shows the server message and the new status', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderUsers();
    await screen.findByText('Divya Menon');

    const menu = await openRowActions(user, 'Meera Iyer');
    await user.click(within(menu).getByRole('menuitem', { name: /Deactivate User/ }));
    const dialog = await findDialog('Deactivate User');
    expect(dialog.textContent).toContain('Meera Iyer will no longer be able to sign in');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const meera = users.get('Meera Iyer')!;
    expect(network.to('PATCH', `/user/status/${meera._id}`)).toHaveLength(0);

    await user.click(within(await openRowActions(user, 'Meera Iyer')).getByRole('menuitem', { name: /Deactivate/ }));
    await user.click(within(await findDialog('Deactivate User')).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('User deactivated successfully')).toBeTruthy();
    const [patch] = network.to('PATCH', `/user/status/${meera._id}`);
    expect(patch!.body).toEqual({ isActive: false });
    await waitFor(() => expect(cellTexts(rowOf('Meera Iyer'))[4]).toBe('Inactive'));

    await user.click(
      within(await openRowActions(user, 'Meera Iyer')).getByRole('menuitem', { name: /(^|\s)Activate User$/ }),
    );
    await user.click(within(await findDialog('Activate User')).getByRole('button', { name: /(^|\s)Activate$/ }));
    expect(await screen.findByText('User activated successfully')).toBeTruthy();
    await waitFor(() => expect(cellTexts(rowOf('Meera Iyer'))[4]).toBe('Active'));
  });

  it('validates the Add User form with the spec messages', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderUsers();
    await screen.findByText('Divya Menon');

    await user.click(screen.getByRole('button', { name: /Add User$/ }));
    const dialog = await findDialog('Add User');
    await user.click(within(dialog).getByRole('button', { name: /Add User$/ }));
    expect(await within(dialog).findByText('Name must be at least 3 characters')).toBeTruthy();
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    expect(within(dialog).getByText('Role is required')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Email'), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: /Add User$/ }));
    expect(await within(dialog).findByText('Invalid email format')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Email'), '@example');
    await user.click(within(dialog).getByRole('button', { name: /Add User$/ }));
    expect(await within(dialog).findByText('Email must include domain (e.g. example.com)')).toBeTruthy();
    expect(network.to('POST', '/user/add')).toHaveLength(0);
  });

  it('puts a duplicate e-mail error on the Email field, then adds the user', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderUsers();
    await screen.findByText('Divya Menon');

    await user.click(screen.getByRole('button', { name: /Add User$/ }));
    const dialog = await findDialog('Add User');
    await user.type(within(dialog).getByLabelText('Name'), 'Neha Kapoor');
    await user.type(within(dialog).getByLabelText('Email'), 'meera@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Editor'));
    await user.click(within(dialog).getByRole('button', { name: /Add User$/ }));

    expect(await within(dialog).findByText('A user with this email already exists')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'Neha@Example.com');
    await user.click(within(dialog).getByRole('button', { name: /Add User$/ }));
    expect(
      await screen.findByText('User added successfully. A link to set the password has been sent to neha@example.com'),
    ).toBeTruthy();
    expect(network.to('POST', '/user/add').at(-1)!.body).toEqual({
      name: 'Neha Kapoor',
      email: 'neha@example.com',
      role: editorRole._id,
    });
    await waitFor(() => expect(namesShown()[0]).toBe('Neha Kapoor'));
  });

  it('edits a user in the same dialog', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsAdmin();
    renderUsers();
    await screen.findByText('Divya Menon');

    await user.click(within(await openRowActions(user, 'Rahul Verma')).getByRole('menuitem', { name: /Edit User/ }));
    const dialog = await findDialog('Edit User');
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Rahul Verma');
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('rahul@example.com');
    await user.clear(name);
    await user.type(name, 'Rahul K. Verma');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    const put = network.to('PUT', `/user/${users.get('Rahul Verma')!._id}`).at(-1)!;
    expect(put.body).toMatchObject({ name: 'Rahul K. Verma', email: 'rahul@example.com' });
    await waitFor(() => expect(namesShown()).toContain('Rahul K. Verma'));
    act(() => undefined);
  });
});

describe('Users page paging', () => {
  it('pages on the server, 10, 25 or 50 at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const learner = roles.find((r) => r.name === 'USER')!;
    // Seven more: fifteen in all, with Neha Kapoor added by an earlier test.
    for (let i = 0; i < 7; i++) await addUser(`Learner${i} Test`, learner);
    signInAsAdmin();
    renderUsers();
    await waitForRows(10);
    expect(screen.getByText('1-10 of 15')).toBeTruthy();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitForRows(5);
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['11', '12', '13', '14', '15']);
    expect([lastListQuery().get('page'), lastListQuery().get('limit')]).toEqual(['2', '10']);

    await user.click(screen.getByRole('combobox', { name: /page size/i }));
    await user.click(await screen.findByTitle('25 / page'));
    // The size chosen, then the list asked for at it, then its rows: a failure says which of the three was missing.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /page size/i }).closest('.ant-select')?.textContent).toContain(
        '25 / page',
      ),
    );
    await waitFor(() => expect(lastListQuery().get('limit')).toBe('25'));
    expect(lastListQuery().get('page')).toBe('1');
    await waitForRows(15);
  });
});
