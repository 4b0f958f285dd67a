import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUserWithPassword,
  GOOD_PASSWORD,
  login,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';

/**
 * Staff hand out only what they hold: nobody changes their own role, a role is granted only by someone holding
 * all of its permissions, and the same goes for putting permissions into a role.
 */

let t: TestApp;
let admin: string;
let adminId: string;
let userRoleId: string;

const none = { create: false, read: false, update: false, delete: false };
const all = { create: true, read: true, update: true, delete: true };
const usersModule = (operations: Partial<typeof all>) => ({
  name: 'Users',
  operations: none,
  subModules: [{ name: 'Users', operations: { ...none, ...operations } }],
});
const USERS_ONLY = [usersModule({ read: true, create: true, update: true })];
const OPERATIONS_LEAD = [
  usersModule(all),
  { name: 'Settings', operations: all },
  { name: 'Enquiries', operations: all },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  adminId = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(admin) })).json().data.user._id;
  const roles = (await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(admin) })).json()
    .data as Array<{ _id: string; name: string }>;
  userRoleId = roles.find((r) => r.name === 'USER')!._id;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const createRole = async (name: string, permissions: unknown[]) => {
  const response = await inject('POST', '/api/user/role', admin, { name, permissions });
  expect(response.statusCode).toBe(201);
  return response.json().data._id as string;
};
const userOf = async (userId: string) =>
  (await inject('GET', '/api/user/all?limit=100', admin)).json().data.find((u: { _id: string }) => u._id === userId);

describe('the escalation chain of a Users-only staff member', () => {
  it('is refused at every step: own role, role permissions, leads', async () => {
    const lead = await createRole('Operations Lead', OPERATIONS_LEAD);
    const desk = await userWithPermissions(t.app, admin, 'People Desk', USERS_ONLY);

    // 1. Move oneself into the stronger role.
    const move = await inject('PUT', `/api/user/${desk.userId}`, desk.token, {
      name: 'People Desk User',
      email: desk.email,
      role: lead,
    });
    expect(move.statusCode).toBe(403);
    expect(move.json()).toEqual({ success: false, message: 'You cannot change your own role' });
    expect((await userOf(desk.userId)).role._id).toBe(desk.roleId);

    // 2. Rewrite the role's permissions to reach everything.
    const rewrite = await inject('PUT', `/api/user/role/permission/${desk.roleId}`, desk.token, {
      permissions: OPERATIONS_LEAD,
    });
    expect(rewrite.statusCode).toBe(403);

    // 3. Read every lead.
    expect((await inject('GET', '/api/course/enquiry', desk.token)).statusCode).toBe(403);
  });

  it('cannot hand the stronger role to an accomplice either', async () => {
    const lead = await createRole('Regional Lead', OPERATIONS_LEAD);
    const desk = await userWithPermissions(t.app, admin, 'Front Desk', USERS_ONLY);
    const added = await inject('POST', '/api/user/add', desk.token, {
      name: 'Accomplice One',
      email: 'accomplice.one@skillhub.test',
      role: lead,
    });
    expect(added.statusCode).toBe(403);
    expect(added.json()).toEqual({
      success: false,
      message: 'You cannot grant a role with permissions you do not hold',
    });

    const learner = await inject('POST', '/api/user/add', desk.token, {
      name: 'Accomplice Two',
      email: 'accomplice.two@skillhub.test',
      role: userRoleId,
    });
    expect(learner.statusCode).toBe(201);
    const promote = await inject('PUT', `/api/user/${learner.json().data._id}`, desk.token, {
      name: 'Accomplice Two',
      email: 'accomplice.two@skillhub.test',
      role: lead,
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('You cannot grant a role with permissions you do not hold');
    expect((await userOf(learner.json().data._id)).role._id).toBe(userRoleId);
  });

  it('leaves users of a stronger role alone: no edit, no move, no deactivation', async () => {
    const lead = await createRole('Area Lead', OPERATIONS_LEAD);
    const { userId: leadUser } = await createUserWithPassword(t.app, admin, {
      name: 'Area Lead User',
      email: 'area.lead@skillhub.test',
      roleId: lead,
    });
    const desk = await userWithPermissions(t.app, admin, 'Help Desk', USERS_ONLY);
    const message = 'You cannot manage a user whose role has permissions you do not hold';

    const rename = await inject('PUT', `/api/user/${leadUser}`, desk.token, {
      name: 'Renamed Lead',
      email: 'area.lead@skillhub.test',
      role: lead,
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toEqual({ success: false, message });
    const demote = await inject('PUT', `/api/user/${leadUser}`, desk.token, {
      name: 'Area Lead User',
      email: 'area.lead@skillhub.test',
      role: userRoleId,
    });
    expect(demote.statusCode).toBe(403);
    const deactivate = await inject('PATCH', `/api/user/status/${leadUser}`, desk.token, { isActive: false });
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json()).toEqual({ success: false, message });
    expect(await userOf(leadUser)).toMatchObject({ name: 'Area Lead User', isActive: true, role: { _id: lead } });
  });
});

describe('staff with Users and Settings rights', () => {
  it('cannot reach a permission they lack through their own role, a new role or another role', async () => {
    const admins = await userWithPermissions(t.app, admin, 'People Admin', [
      usersModule(all),
      { name: 'Settings', operations: all },
    ]);
    const helper = await createRole('Desk Helper', [usersModule({ read: true })]);
    const enquiries = [{ name: 'Enquiries', operations: { ...none, read: true } }];

    const ownRole = await inject('PUT', `/api/user/role/permission/${admins.roleId}`, admins.token, {
      permissions: [usersModule(all), { name: 'Settings', operations: all }, ...enquiries],
    });
    expect(ownRole.statusCode).toBe(403);
    expect(ownRole.json()).toEqual({ success: false, message: 'You cannot change the permissions of your own role' });

    const created = await inject('POST', '/api/user/role', admins.token, {
      name: 'Lead Reader',
      permissions: enquiries,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ success: false, message: 'You cannot give a role permissions you do not hold' });

    const widened = await inject('PUT', `/api/user/role/permission/${helper}`, admins.token, {
      permissions: [usersModule({ read: true }), ...enquiries],
    });
    expect(widened.statusCode).toBe(403);
    expect(widened.json()).toEqual({ success: false, message: 'You cannot give a role permissions you do not hold' });

    const { userId: accomplice } = await createUserWithPassword(t.app, admin, {
      name: 'Desk Helper User',
      email: 'desk.helper@skillhub.test',
      roleId: helper,
    });
    expect(
      (
        await inject('PUT', `/api/user/${admins.userId}`, admins.token, {
          name: 'People Admin User',
          email: admins.email,
          role: helper,
        })
      ).statusCode,
    ).toBe(403);

    const accompliceToken = await login(t.app, 'desk.helper@skillhub.test', GOOD_PASSWORD);
    expect((await inject('GET', '/api/course/enquiry', admins.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/course/enquiry', accompliceToken)).statusCode).toBe(403);
    expect((await userOf(accomplice)).role._id).toBe(helper);
  });

  it('cannot edit a role that holds permissions they lack, not even to take them away', async () => {
    const admins = await userWithPermissions(t.app, admin, 'Roles Admin', [{ name: 'Settings', operations: all }]);
    const stronger = await createRole('Enquiry Desk', [{ name: 'Enquiries', operations: all }]);
    const strip = await inject('PUT', `/api/user/role/permission/${stronger}`, admins.token, { permissions: [] });
    expect(strip.statusCode).toBe(403);
    expect(strip.json()).toEqual({
      success: false,
      message: 'You cannot edit a role that has permissions you do not hold',
    });
    const role = (await inject('GET', `/api/user/role/${stronger}`, admin)).json().data;
    expect(role.permissions.find((p: { name: string }) => p.name === 'Enquiries').operations).toEqual(all);
  });
});

describe('what stays allowed', () => {
  it('grants a weaker or an equal role, and moves users between roles the actor covers', async () => {
    const desk = await userWithPermissions(t.app, admin, 'Intake Desk', USERS_ONLY);
    const reader = await createRole('User Reader', [usersModule({ read: true })]);

    const weaker = await inject('POST', '/api/user/add', desk.token, {
      name: 'Weaker Role',
      email: 'weaker.role@skillhub.test',
      role: reader,
    });
    expect(weaker.statusCode).toBe(201);
    const equal = await inject('POST', '/api/user/add', desk.token, {
      name: 'Equal Role',
      email: 'equal.role@skillhub.test',
      role: desk.roleId,
    });
    expect(equal.statusCode).toBe(201);
    const down = await inject('PUT', `/api/user/${weaker.json().data._id}`, desk.token, {
      name: 'Weaker Role',
      email: 'weaker.role@skillhub.test',
      role: userRoleId,
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().data.role._id).toBe(userRoleId);

    // Name and e-mail of one's own account stay editable; only the role is fixed.
    const self = await inject('PUT', `/api/user/${desk.userId}`, desk.token, {
      name: 'Intake Desk Renamed',
      email: desk.email,
      role: desk.roleId,
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().data.name).toBe('Intake Desk Renamed');
  });

  it('lets Settings staff create and edit roles within their own permissions', async () => {
    const admins = await userWithPermissions(t.app, admin, 'Settings Keeper', [
      { name: 'Settings', operations: all },
      { name: 'Dashboard', operations: { ...none, read: true } },
    ]);
    const created = await inject('POST', '/api/user/role', admins.token, {
      name: 'Dashboard Viewer',
      permissions: [{ name: 'Dashboard', operations: { ...none, read: true } }],
    });
    expect(created.statusCode).toBe(201);
    const edited = await inject('PUT', `/api/user/role/permission/${created.json().data._id}`, admins.token, {
      permissions: [{ name: 'Settings', operations: { ...none, read: true } }],
    });
    expect(edited.statusCode).toBe(200);
  });

  it('lets a super admin grant and edit anything, but not change their own role', async () => {
    const lead = await createRole('Full Lead', OPERATIONS_LEAD);
    const granted = await inject('POST', '/api/user/add', admin, {
      name: 'Granted Lead',
      email: 'granted.lead@skillhub.test',
      role: lead,
    });
    expect(granted.statusCode).toBe(201);
    const widened = await inject('PUT', `/api/user/role/permission/${lead}`, admin, {
      permissions: [...OPERATIONS_LEAD, { name: 'Dashboard', operations: all }],
    });
    expect(widened.statusCode).toBe(200);
    const full = await inject('POST', '/api/user/role', admin, {
      name: 'Everything But Admin',
      permissions: OPERATIONS_LEAD.concat([{ name: 'Dashboard', operations: all }]),
    });
    expect(full.statusCode).toBe(201);

    const stepDown = await inject('PUT', `/api/user/${adminId}`, admin, {
      name: 'Super Admin',
      email: 'admin@skillhub.test',
      role: lead,
    });
    expect(stepDown.statusCode).toBe(403);
    expect(stepDown.json()).toEqual({ success: false, message: 'You cannot change your own role' });
  });
});
