import { emptyPermissions, fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import { roleSchema } from '@skillhub/shared/schemas/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForeignKeyViolation } from '../../src/db/postgres-errors.ts';
import { rolesRepository } from '../../src/modules/roles/roles.repository.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let roles: Array<{ _id: string; name: string }>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  roles = (await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(admin) })).json().data;
});
afterAll(() => t.close());

const idOf = (name: string) => roles.find((r) => r.name === name)!._id;
const createRole = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/user/role', headers: bearer(token), payload });
const setPermissions = (id: string, permissions: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/role/permission/${id}`,
    headers: bearer(token),
    payload: { permissions },
  });
const deleteRole = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/role/${id}`, headers: bearer(admin) });
const getRole = (id: string) => t.app.inject({ method: 'GET', url: `/api/user/role/${id}`, headers: bearer(admin) });

describe('seeded roles', () => {
  it('has SUPER_ADMIN with every permission and USER with none, both system roles', async () => {
    const superAdmin = roleSchema.parse((await getRole(idOf('SUPER_ADMIN'))).json().data);
    expect(superAdmin).toMatchObject({ isSystem: true, usersCount: 1, permissions: fullPermissions() });
    const user = roleSchema.parse((await getRole(idOf('USER'))).json().data);
    expect(user).toMatchObject({ isSystem: true, usersCount: 0, permissions: emptyPermissions() });
  });

  it('refuses to delete system roles (400) or edit SUPER_ADMIN (400)', async () => {
    for (const name of ['SUPER_ADMIN', 'USER']) {
      const response = await deleteRole(idOf(name));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: `The ${name} role is a system role and cannot be deleted`,
      });
    }
    const edit = await setPermissions(idOf('SUPER_ADMIN'), []);
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({
      success: false,
      message: 'The SUPER_ADMIN role always has every permission and cannot be edited',
    });
  });
});

describe('POST /api/user/role', () => {
  it('creates a role with canonical permissions (201)', async () => {
    const response = await createRole({
      name: 'Blog Editor',
      description: 'Writes and publishes blogs',
      permissions: [
        {
          name: 'Blogs',
          operations: { read: true },
          subModules: [{ name: 'Blogs', operations: { read: true, create: true } }],
        },
        { name: 'Nonsense', operations: { read: true } },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Role created successfully');
    const role = roleSchema.parse(response.json().data);
    expect(role).toMatchObject({
      name: 'Blog Editor',
      description: 'Writes and publishes blogs',
      isSystem: false,
      usersCount: 0,
    });
    expect(role.permissions).toEqual(
      normalizePermissions([
        {
          name: 'Blogs',
          operations: { create: false, read: false, update: false, delete: false },
          subModules: [{ name: 'Blogs', operations: { create: true, read: true, update: false, delete: false } }],
        },
      ]),
    );
    expect(role.permissions.find((p) => p.name === 'Nonsense')).toBeUndefined();
  });

  it('refuses a name in use, whatever its case (409)', async () => {
    for (const name of ['blog editor', 'super_admin']) {
      const response = await createRole({ name, permissions: [] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'A role with this name already exists',
        errors: { name: 'A role with this name already exists' },
      });
    }
  });

  it('validates name and description with the spec limits', async () => {
    const response = await createRole({ name: 'ab', description: 'x'.repeat(201), permissions: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Role name must be at least 3 characters',
      description: 'Description must not exceed 200 characters',
    });
    const missing = await createRole({});
    expect(missing.json().errors).toEqual({
      name: 'Role name is required',
      permissions: 'permissions is a required field',
    });
  });
});

describe('permissions apply at once', () => {
  it('grants and withdraws access on the next request of every holder', async () => {
    const holder = await userWithPermissions(t.app, admin, 'Category Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Category', operations: { read: true } }] },
    ]);
    const inactiveList = () =>
      t.app.inject({ method: 'GET', url: '/api/course/category?active=false', headers: bearer(holder.token) });
    expect((await inactiveList()).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(holder.token) })).statusCode,
    ).toBe(403);

    const updated = await setPermissions(holder.roleId, [{ name: 'Dashboard', operations: { read: true } }]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Role permissions updated successfully');
    expect((await inactiveList()).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(holder.token) })).statusCode,
    ).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(holder.token) });
    expect(me.json().data.permissions.find((p: { name: string }) => p.name === 'Dashboard').operations.read).toBe(true);
  });
});

describe('DELETE /api/user/role/:id', () => {
  it('refuses a role held by users (409, saying how many) and deletes an unused one', async () => {
    const holder = await userWithPermissions(t.app, admin, 'Temp Role', []);
    const inUse = await deleteRole(holder.roleId);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ success: false, message: 'This role is assigned to 1 user and cannot be deleted' });

    const unused = await createRole({ name: 'Short Lived', permissions: [] });
    const id = unused.json().data._id;
    const deleted = await deleteRole(id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Role deleted successfully', data: { _id: id } });
    expect((await getRole(id)).statusCode).toBe(404);
    expect((await deleteRole(id)).json()).toEqual({ success: false, message: 'Role not found' });
  });

  it('is backed by the foreign key, so a user assigned meanwhile still blocks the delete', async () => {
    const holder = await userWithPermissions(t.app, admin, 'Raced Role', []);
    const error = await rolesRepository.delete(t.app.db, holder.roleId).catch((e: unknown) => e);
    expect(isForeignKeyViolation(error)).toBe(true);
  });
});

describe('GET /api/user/role/all', () => {
  it('lists roles with user counts, and the Users page may load it with Users read alone', async () => {
    const usersReader = await userWithPermissions(t.app, admin, 'Users Reader', [
      { name: 'Users', operations: {}, subModules: [{ name: 'Users', operations: { read: true } }] },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/role/all?limit=100&sort=name',
      headers: bearer(usersReader.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination.total).toBe(body.data.length);
    const names = body.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(body.data.find((r: { name: string }) => r.name === 'Users Reader').usersCount).toBe(1);
    // Role details and changes stay with Settings.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/user/role/${usersReader.roleId}`,
          headers: bearer(usersReader.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
