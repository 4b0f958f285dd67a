import { userSchema } from '@skillhub/shared/schemas/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  GOOD_PASSWORD,
  latestOutboxMail,
  login,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let superAdminRoleId: string;
let userRoleId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(admin) });
  adminId = me.json().data.user._id;
  const roles = (await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(admin) })).json()
    .data as Array<{
    _id: string;
    name: string;
  }>;
  superAdminRoleId = roles.find((r) => r.name === 'SUPER_ADMIN')!._id;
  userRoleId = roles.find((r) => r.name === 'USER')!._id;
});
afterAll(() => t.close());

const addUser = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/user/add', headers: bearer(token), payload });
const setStatus = (userId: string, payload?: object, token = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/user/status/${userId}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const updateUser = (userId: string, payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/user/${userId}`, headers: bearer(token), payload });
const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/user/all${query}`, headers: bearer(admin) });

describe('POST /api/user/add', () => {
  it('creates a staff user without a password and mails a 72-hour set-password link', async () => {
    const response = await addUser({ name: 'Sanjay Patel', email: 'Sanjay.Patel@Skillhub.test', role: userRoleId });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(
      'User added successfully. A link to set the password has been sent to sanjay.patel@skillhub.test',
    );
    const user = userSchema.parse(body.data);
    expect(user).toMatchObject({
      name: 'Sanjay Patel',
      email: 'sanjay.patel@skillhub.test',
      isActive: true,
      role: { _id: userRoleId, name: 'USER' },
    });
    expect(Date.parse(user.createdAt)).not.toBeNaN();

    // No password yet: login fails like a wrong password.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: user.email, password: GOOD_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);

    const mail = await latestOutboxMail(t.app, user.email);
    expect(mail.payload.subject).toBe('Your Skillhub staff account');
    expect(String(mail.payload.text)).toContain('expires in 72 hours');
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(String(mail.payload.text))![1];
    t.clock.advance(71 * 3600_000);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${token}`,
      payload: { newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect(await login(t.app, user.email, GOOD_PASSWORD)).toBeTruthy();
    admin = await loginAsAdmin(t.app);
  });

  it('refuses a duplicate e-mail, case-insensitively, with 409', async () => {
    const response = await addUser({ name: 'Another Admin', email: ADMIN_EMAIL.toUpperCase(), role: userRoleId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'A user with this email already exists',
      errors: { email: 'A user with this email already exists' },
    });
  });

  it('validates the form', async () => {
    const response = await addUser({ name: 'Al', email: 'x', role: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name must be at least 3 characters',
      email: 'Invalid email format',
      role: 'Role is required',
    });
    const unknownRole = await addUser({
      name: 'Real Name',
      email: 'real@skillhub.test',
      role: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errors).toEqual({ role: 'Role not found' });
  });
});

describe('GET /api/user/all', () => {
  it('pages, searches by name or e-mail and filters by status', async () => {
    for (const [name, email] of [
      ['Lakshmi Narayanan', 'lakshmi@skillhub.test'],
      ['Farhan Qureshi', 'farhan@skillhub.test'],
      ['Gurpreet Kaur', 'gurpreet@example.org'],
    ]) {
      expect((await addUser({ name, email, role: userRoleId })).statusCode).toBe(201);
    }
    const page = await list('?pageNo=1&limit=2');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data).toHaveLength(2);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(body.data[0]).toEqual(userSchema.parse(body.data[0]));
    expect(body.data[0].role).toEqual({ _id: expect.any(String), name: expect.any(String) });

    const byName = (await list('?search=farh')).json();
    expect(byName.data.map((u: { name: string }) => u.name)).toEqual(['Farhan Qureshi']);
    const byEmail = (await list('?search=EXAMPLE.ORG')).json();
    expect(byEmail.data.map((u: { name: string }) => u.name)).toEqual(['Gurpreet Kaur']);
    // LIKE wildcards in the search are literal.
    expect((await list('?search=%25')).json().pagination.total).toBe(0);

    const sorted = (await list('?sort=name&limit=100')).json().data.map((u: { name: string }) => u.name);
    expect(sorted).toEqual([...sorted].sort((a: string, b: string) => a.localeCompare(b)));

    const farhan = byName.data[0]._id;
    await setStatus(farhan, { isActive: false });
    expect((await list('?active=false')).json().data.map((u: { name: string }) => u.name)).toEqual(['Farhan Qureshi']);
    expect((await list('?active=true')).json().pagination.total).toBe(4);
    // The limit is capped at 100.
    expect((await list('?limit=1000')).json().pagination.limit).toBe(100);
  });
});

describe('PATCH /api/user/status/:userId', () => {
  it('toggles without a body, sets with one, and says what it did', async () => {
    const user = (await addUser({ name: 'Toggle Person', email: 'toggle@skillhub.test', role: userRoleId })).json()
      .data;
    const off = await setStatus(user._id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'User deactivated successfully', data: { isActive: false } });
    const on = await setStatus(user._id);
    expect(on.json()).toMatchObject({ message: 'User activated successfully', data: { isActive: true } });
    const stillOn = await setStatus(user._id, { isActive: true });
    expect(stillOn.json()).toMatchObject({ message: 'User activated successfully', data: { isActive: true } });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await setStatus('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'User not found' });
  });

  it('never lets users deactivate themselves', async () => {
    const response = await setStatus(adminId, { isActive: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'You cannot deactivate your own account' });
  });
});

describe('super admin safeguards', () => {
  let manager: Awaited<ReturnType<typeof userWithPermissions>>;
  beforeAll(async () => {
    manager = await userWithPermissions(t.app, admin, 'People Manager', [
      {
        name: 'Users',
        operations: {},
        subModules: [{ name: 'Users', operations: { read: true, create: true, update: true } }],
      },
    ]);
  });

  it('lets only a super admin grant the role or change a super admin account', async () => {
    const grant = await addUser(
      { name: 'Sneaky One', email: 'sneaky@skillhub.test', role: superAdminRoleId },
      manager.token,
    );
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toEqual({ success: false, message: 'Only a super admin can manage super admin accounts' });
    const selfPromote = await updateUser(
      manager.userId,
      { name: 'People Manager User', email: manager.email, role: superAdminRoleId },
      manager.token,
    );
    expect(selfPromote.statusCode).toBe(403);
    const takeover = await updateUser(
      adminId,
      { name: 'Super Admin', email: 'mine@evil.example', role: superAdminRoleId },
      manager.token,
    );
    expect(takeover.statusCode).toBe(403);
  });

  it('keeps the last active super admin active (409) and in the role (409)', async () => {
    const deactivate = await setStatus(adminId, { isActive: false }, manager.token);
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toEqual({ success: false, message: 'The last active super admin cannot be deactivated' });
    const move = await updateUser(
      adminId,
      { name: 'Super Admin', email: ADMIN_EMAIL, role: userRoleId },
      manager.token,
    );
    expect(move.statusCode).toBe(409);
    expect(move.json()).toEqual({
      success: false,
      message: 'The last active super admin cannot be moved to another role',
    });
  });

  it('lets another super admin move one out once two are active, effective on the next request', async () => {
    const second = await addUser({ name: 'Second Admin', email: 'second.admin@skillhub.test', role: superAdminRoleId });
    expect(second.statusCode).toBe(201);
    const secondId = second.json().data._id;
    await setPasswordFromMail('second.admin@skillhub.test');

    // Deactivating a super admin is fine while another stays active.
    expect((await setStatus(secondId, { isActive: false })).statusCode).toBe(200);
    expect((await setStatus(secondId, { isActive: true })).statusCode).toBe(200);
    const secondToken = await login(t.app, 'second.admin@skillhub.test', GOOD_PASSWORD);

    // Nobody changes their own role, a super admin included.
    const stepDown = await updateUser(adminId, { name: 'Super Admin', email: ADMIN_EMAIL, role: userRoleId });
    expect(stepDown.statusCode).toBe(403);
    expect(stepDown.json()).toEqual({ success: false, message: 'You cannot change your own role' });

    const moved = await updateUser(adminId, { name: 'Super Admin', email: ADMIN_EMAIL, role: userRoleId }, secondToken);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.role.name).toBe('USER');
    expect((await list()).statusCode).toBe(403);

    // The second admin, now the last one, restores the first.
    const restore = await updateUser(
      adminId,
      { name: 'Super Admin', email: ADMIN_EMAIL, role: superAdminRoleId },
      secondToken,
    );
    expect(restore.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });
});

describe('PUT /api/user/:userId', () => {
  it('updates name and role at once, the e-mail only once confirmed, refusing an e-mail in use', async () => {
    const user = (await addUser({ name: 'Edit Me', email: 'edit.me@skillhub.test', role: userRoleId })).json().data;
    const renamed = await updateUser(user._id, {
      name: 'Edited Name',
      email: 'edit.me@skillhub.test',
      role: userRoleId,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'User updated successfully',
      data: { name: 'Edited Name', email: 'edit.me@skillhub.test', pendingEmail: null },
    });
    const updated = await updateUser(user._id, {
      name: 'Edited Name',
      email: 'edited@skillhub.test',
      role: userRoleId,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message:
        'User updated successfully. A link to confirm the new email has been sent to edited@skillhub.test; the email changes once it is opened.',
      data: { name: 'Edited Name', email: 'edit.me@skillhub.test', pendingEmail: 'edited@skillhub.test' },
    });
    const clash = await updateUser(user._id, { name: 'Edited Name', email: ADMIN_EMAIL, role: userRoleId });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ email: 'A user with this email already exists' });
    expect(
      (
        await updateUser('00000000-0000-4000-8000-000000000000', {
          name: 'Nobody Here',
          email: 'n@skillhub.test',
          role: userRoleId,
        })
      ).statusCode,
    ).toBe(404);
  });
});

/** Sets the password of a user added in the test through the link in their set-password mail. */
async function setPasswordFromMail(email: string) {
  const mail = await latestOutboxMail(t.app, email);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(String(mail.payload.text))![1];
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/reset-password/${token}`,
    payload: { newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
}
