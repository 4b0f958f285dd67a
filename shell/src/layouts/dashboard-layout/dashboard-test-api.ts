import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiBase } from '@skillhub/shared/api-client';
import { ROLE_SUPER_ADMIN, ROLE_USER } from '@skillhub/shared/constants';
import {
  emptyPermissions,
  fullPermissions,
  normalizePermissions,
  type Permissions,
} from '@skillhub/shared/permissions';
import { fieldErrors } from '@skillhub/shared/schemas/common';
import type { CatalogueCard } from '@skillhub/shared/schemas/course';
import { assignCourseBodySchema } from '@skillhub/shared/schemas/payment';
import { createRoleBodySchema, type Role, updateRolePermissionsBodySchema } from '@skillhub/shared/schemas/role';
import { staffUserBodySchema, type User } from '@skillhub/shared/schemas/user';

/**
 * A small but real HTTP API (node:http on 127.0.0.1) for the tests of the dashboard layout and the shell's
 * dashboard pages: the documented shapes and the server's rules, held in memory. Only tests (and local
 * previews) use it.
 */

export const SUPER_ADMIN_ROLE_ID = '00000000-0000-4000-8000-000000000001';
export const USER_ROLE_ID = '00000000-0000-4000-8000-000000000002';
export const EDITOR_ROLE_ID = '00000000-0000-4000-8000-000000000003';
export const ADMIN_ID = '10000000-0000-4000-8000-000000000001';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeApiState {
  roles: Role[];
  users: User[];
  /** the GET /api/dashboard data; a status number makes the call fail with it */
  dashboard: unknown;
  dashboardStatus?: number;
  /** makes GET user/all fail with this status */
  usersStatus?: number;
  /** makes POST user/add and PUT user/{id} refuse with this answer, as the server does for a role beyond the caller */
  userSaveRefusal?: { status: number; message: string };
  /** the published catalogue (GET course/published) */
  courses: CatalogueCard[];
  /** enrolments made by POST user/assign-course */
  enrollments: { userId: string; courseId: string }[];
}

export interface FakeApi {
  apiBase: string;
  state: FakeApiState;
  requests: RecordedRequest[];
  /** requests of one method and path (without /api) */
  calls: (method: string, path: string) => RecordedRequest[];
  close: () => Promise<void>;
}

const stamp = (n: number) => new Date(Date.UTC(2025, 8, 2 + n, 10)).toISOString();

function role(id: string, name: string, permissions: Permissions, extra: Partial<Role> = {}): Role {
  return {
    _id: id,
    name,
    description: null,
    permissions,
    isSystem: false,
    usersCount: 0,
    createdAt: stamp(0),
    updatedAt: stamp(0),
    ...extra,
  };
}

export function editorPermissions(): Permissions {
  return normalizePermissions([
    {
      name: 'Users',
      operations: { create: false, read: true, update: false, delete: false },
      subModules: [{ name: 'Users', operations: { create: false, read: true, update: false, delete: false } }],
    },
  ]);
}

export function seedState(): FakeApiState {
  const roles = [
    role(SUPER_ADMIN_ROLE_ID, ROLE_SUPER_ADMIN, fullPermissions(), {
      isSystem: true,
      description: 'Every permission, always',
    }),
    role(USER_ROLE_ID, ROLE_USER, emptyPermissions(), { isSystem: true, description: 'Learners' }),
    role(EDITOR_ROLE_ID, 'EDITOR', editorPermissions(), { description: 'Reads the user list' }),
  ];
  const users: User[] = [
    {
      _id: ADMIN_ID,
      name: 'Asha Rao',
      email: 'asha@skillhub.in',
      pendingEmail: null,
      profilePic: null,
      role: { _id: SUPER_ADMIN_ROLE_ID, name: ROLE_SUPER_ADMIN },
      isActive: true,
      createdAt: stamp(0),
      updatedAt: stamp(0),
    },
    ...['Vikram Singh', 'Meera Iyer', 'Rahul Verma', 'Priya Nair', 'Karan Mehta', 'Divya Menon'].map((name, i) => ({
      _id: `10000000-0000-4000-8000-00000000001${i}`,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      pendingEmail: null,
      profilePic: null,
      role: i === 0 ? { _id: EDITOR_ROLE_ID, name: 'EDITOR' } : { _id: USER_ROLE_ID, name: ROLE_USER },
      isActive: i !== 3,
      createdAt: stamp(i + 1),
      updatedAt: stamp(i + 1),
    })),
  ];
  const courses = ['Data Science with Python', 'Full Stack Web Development', 'UI/UX Design'].map(
    (title, i): CatalogueCard => ({
      _id: `40000000-0000-4000-8000-00000000000${i}`,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title,
      subtitle: `Learn ${title}`,
      thumbnail: '',
      category: { _id: '50000000-0000-4000-8000-000000000001', name: 'Technology' },
      courseMode: 'Online',
      courseLevel: 'Beginner',
      language: 'English',
      price: { actualPrice: 20000, discountPercentage: 0, finalPrice: 20000 },
      validity: '1 Year',
      averageRating: 0,
      ratingsCount: 0,
      lecturesCount: 10,
    }),
  );
  return { roles, users, dashboard: null, courses, enrollments: [] };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const fail = (res: ServerResponse, status: number, message: string, errors?: Record<string, string>) =>
  sendJson(res, status, { success: false, message, ...(errors ? { errors } : {}) });

async function readBody(req: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function refreshUsersCount(state: FakeApiState): void {
  for (const r of state.roles) r.usersCount = state.users.filter((u) => u.role._id === r._id).length;
}

type Route = (req: RecordedRequest, res: ServerResponse, params: string[]) => void;

function routes(state: FakeApiState): [string, RegExp, Route][] {
  const userById = (id: string | undefined) => state.users.find((u) => u._id === id);
  const roleById = (id: string | undefined) => state.roles.find((r) => r._id === id);
  return [
    [
      'GET',
      /^\/dashboard$/,
      (_req, res) =>
        state.dashboardStatus
          ? fail(res, state.dashboardStatus, 'Dashboard is unavailable')
          : sendJson(res, 200, { success: true, data: state.dashboard }),
    ],
    ['POST', /^\/user\/logout$/, (_req, res) => sendJson(res, 200, { success: true, message: 'Logged out' })],
    [
      'GET',
      /^\/user\/all$/,
      ({ query }, res) => {
        if (state.usersStatus) return fail(res, state.usersStatus, 'Could not list users');
        const page = Number(query.get('page') ?? query.get('pageNo') ?? 1);
        const limit = Number(query.get('limit') ?? 10);
        const search = (query.get('search') ?? '').toLowerCase();
        const active = query.get('active');
        const matching = state.users
          .filter((u) => !search || u.name.toLowerCase().includes(search) || u.email.includes(search))
          .filter((u) => active === null || u.isActive === (active === 'true'))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        sendJson(res, 200, {
          success: true,
          data: matching.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total: matching.length, totalPages: Math.ceil(matching.length / limit) },
        });
      },
    ],
    [
      'POST',
      /^\/user\/add$/,
      ({ body }, res) => {
        if (state.userSaveRefusal) return fail(res, state.userSaveRefusal.status, state.userSaveRefusal.message);
        const parsed = staffUserBodySchema.safeParse(body);
        if (!parsed.success) return fail(res, 400, 'Invalid request', fieldErrors(parsed.error.issues));
        if (state.users.some((u) => u.email === parsed.data.email)) {
          return fail(res, 409, 'A user with this email already exists', {
            email: 'A user with this email already exists',
          });
        }
        const r = roleById(parsed.data.role);
        if (!r) return fail(res, 400, 'Invalid request', { role: 'Role not found' });
        const user: User = {
          _id: crypto.randomUUID(),
          name: parsed.data.name,
          email: parsed.data.email,
          pendingEmail: null,
          profilePic: null,
          role: { _id: r._id, name: r.name },
          isActive: true,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        };
        state.users.push(user);
        refreshUsersCount(state);
        sendJson(res, 201, { success: true, data: user });
      },
    ],
    [
      'PATCH',
      /^\/user\/status\/([^/]+)$/,
      ({ body }, res, [id]) => {
        const user = userById(id);
        if (!user) return fail(res, 404, 'User not found');
        const isActive = (body as { isActive?: boolean } | undefined)?.isActive ?? !user.isActive;
        if (!isActive && user._id === ADMIN_ID) return fail(res, 409, 'You cannot deactivate your own account');
        user.isActive = isActive;
        sendJson(res, 200, {
          success: true,
          message: `User ${isActive ? 'activated' : 'deactivated'} successfully`,
          data: user,
        });
      },
    ],
    [
      'GET',
      /^\/course\/published$/,
      ({ query }, res) => {
        const limit = Number(query.get('limit') ?? 12);
        const search = (query.get('search') ?? '').toLowerCase();
        const matching = state.courses.filter((c) => c.title.toLowerCase().includes(search));
        sendJson(res, 200, {
          success: true,
          data: matching.slice(0, limit),
          pagination: { page: 1, limit, total: matching.length, totalPages: Math.ceil(matching.length / limit) },
        });
      },
    ],
    [
      'POST',
      /^\/user\/assign-course$/,
      ({ body }, res) => {
        const parsed = assignCourseBodySchema.safeParse(body);
        if (!parsed.success) return fail(res, 400, 'Invalid request', fieldErrors(parsed.error.issues));
        const { userId, courseId } = parsed.data;
        if (!userById(userId)) return fail(res, 404, 'User not found');
        if (!state.courses.some((c) => c._id === courseId)) return fail(res, 404, 'Course not found');
        if (state.enrollments.some((e) => e.userId === userId && e.courseId === courseId)) {
          return fail(res, 409, 'User is already enrolled in this course');
        }
        state.enrollments.push({ userId, courseId });
        sendJson(res, 201, { success: true, message: 'Course assigned successfully', data: { userId, courseId } });
      },
    ],
    [
      'GET',
      /^\/user\/role\/all$/,
      (_req, res) => {
        refreshUsersCount(state);
        sendJson(res, 200, { success: true, data: state.roles });
      },
    ],
    [
      'POST',
      /^\/user\/role$/,
      ({ body }, res) => {
        const parsed = createRoleBodySchema.safeParse(body);
        if (!parsed.success) return fail(res, 400, 'Invalid request', fieldErrors(parsed.error.issues));
        if (state.roles.some((r) => r.name.toLowerCase() === parsed.data.name.toLowerCase())) {
          return fail(res, 409, 'A role with this name already exists', {
            name: 'A role with this name already exists',
          });
        }
        const created = role(crypto.randomUUID(), parsed.data.name, normalizePermissions(parsed.data.permissions), {
          description: parsed.data.description ?? null,
        });
        state.roles.push(created);
        sendJson(res, 201, { success: true, message: 'Role created successfully', data: created });
      },
    ],
    [
      'PUT',
      /^\/user\/role\/permission\/([^/]+)$/,
      ({ body }, res, [id]) => {
        const r = roleById(id);
        if (!r) return fail(res, 404, 'Role not found');
        if (r.name === ROLE_SUPER_ADMIN) return fail(res, 403, 'Super Admin permissions cannot be changed');
        const parsed = updateRolePermissionsBodySchema.safeParse(body);
        if (!parsed.success) return fail(res, 400, 'Invalid request', fieldErrors(parsed.error.issues));
        r.permissions = normalizePermissions(parsed.data.permissions);
        sendJson(res, 200, { success: true, message: 'Role permissions updated successfully', data: r });
      },
    ],
    [
      'DELETE',
      /^\/user\/role\/([^/]+)$/,
      (_req, res, [id]) => {
        refreshUsersCount(state);
        const r = roleById(id);
        if (!r) return fail(res, 404, 'Role not found');
        if (r.isSystem) return fail(res, 409, 'System roles cannot be deleted');
        if (r.usersCount > 0) return fail(res, 409, 'This role is assigned to users and cannot be deleted');
        state.roles = state.roles.filter((x) => x !== r);
        sendJson(res, 200, { success: true, message: `Role "${r.name}" deleted successfully` });
      },
    ],
    [
      'PUT',
      /^\/user\/([^/]+)$/,
      ({ body }, res, [id]) => {
        const user = userById(id);
        if (!user) return fail(res, 404, 'User not found');
        if (state.userSaveRefusal) return fail(res, state.userSaveRefusal.status, state.userSaveRefusal.message);
        const parsed = staffUserBodySchema.safeParse(body);
        if (!parsed.success) return fail(res, 400, 'Invalid request', fieldErrors(parsed.error.issues));
        if (state.users.some((u) => u !== user && u.email === parsed.data.email)) {
          return fail(res, 409, 'A user with this email already exists', {
            email: 'A user with this email already exists',
          });
        }
        const r = roleById(parsed.data.role);
        if (!r) return fail(res, 400, 'Invalid request', { role: 'Role not found' });
        // As on the server, a new e-mail waits for the link mailed to it.
        const newEmail = parsed.data.email !== user.email ? parsed.data.email : null;
        Object.assign(user, { name: parsed.data.name, role: { _id: r._id, name: r.name } });
        if (newEmail) user.pendingEmail = newEmail;
        const message = newEmail
          ? `User updated successfully. A link to confirm the new email has been sent to ${newEmail}; the email changes once it is opened.`
          : 'User updated successfully';
        sendJson(res, 200, { success: true, message, data: user });
      },
    ],
  ];
}

/**
 * Starts the API and points the shared client at it. happy-dom's fetch enforces CORS against the page's
 * origin, so preflights are answered as a cross-origin API would.
 */
export async function startFakeApi(state: FakeApiState = seedState()): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const table = routes(state);
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api/, '');
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path,
      query: url.searchParams,
      body: await readBody(req),
      authorization: req.headers.authorization,
    };
    requests.push(recorded);
    if (!recorded.authorization?.startsWith('Bearer ')) return fail(res, 401, 'Please sign in');
    for (const [method, pattern, handle] of table) {
      const match = method === req.method ? pattern.exec(path) : null;
      if (match) return handle(recorded, res, match.slice(1));
    }
    fail(res, 404, 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const apiBase = `http://127.0.0.1:${port}/api`;
  configureApiBase(apiBase);
  return {
    apiBase,
    state,
    requests,
    calls: (method, p) => requests.filter((r) => r.method === method && r.path === p),
    close: () =>
      new Promise((resolve) => {
        configureApiBase('/api');
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
