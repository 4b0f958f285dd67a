import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiBase } from '@skillhub/shared/api-client';
import { ROLE_SUPER_ADMIN, ROLE_USER } from '@skillhub/shared/constants';
import { emptyPermissions, fullPermissions, type Permissions } from '@skillhub/shared/permissions';
import { queryClient } from '@skillhub/shared/query-client';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import type { Category } from '@skillhub/shared/schemas/category';
import { authAtom, sessionStore, sidebarAtom, signedOut, themeModeAtom } from '@skillhub/shared/session';
import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { restoreLanguage } from '../i18n/language.ts';
import { buildAppRoutes } from '../router/app-routes.tsx';
import { runtimeConfigAtom } from '../runtime/runtime-config.ts';
import { signInTargetAtom } from '../session/sign-in.ts';
import { deployedRemotes } from './deployed-remotes.ts';

/**
 * Test support for the shell: a real HTTP API on 127.0.0.1 whose answers each test sets, the whole router of the
 * shell in memory, and sessions as a sign-in would leave them. Only tests import this file.
 */

export interface ApiCall {
  method: string;
  /** without the /api prefix */
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type ApiHandler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export interface TestApi {
  calls: ApiCall[];
  /** 'POST /user/login' -> handler; replaces an earlier one */
  on: (route: string, handler: ApiHandler) => void;
  reset: () => void;
  close: () => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const DEFAULT_ROUTES: Record<string, ApiHandler> = {
  'GET /course/category': () => ({ body: { success: true, data: [] } }),
};

/**
 * Starts the API and points the shared client at it. happy-dom's fetch enforces CORS against the page's origin,
 * so preflights are answered as a cross-origin API would. Unknown calls answer 404 in the documented shape.
 */
export async function startTestApi(): Promise<TestApi> {
  const calls: ApiCall[] = [];
  const handlers = new Map<string, ApiHandler>(Object.entries(DEFAULT_ROUTES));
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-expose-headers', 'retry-after');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const call: ApiCall = {
      method: req.method ?? '',
      path: url.pathname.replace(/^\/api/, ''),
      body: await readBody(req),
      authorization: req.headers.authorization,
    };
    calls.push(call);
    const handler = handlers.get(`${call.method} ${call.path}`);
    const reply = handler ? await handler(call) : { status: 404, body: { success: false, message: 'Not found' } };
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiBase(`http://127.0.0.1:${port}/api`);
  return {
    calls,
    on: (route, handler) => handlers.set(route, handler),
    reset: () => {
      calls.length = 0;
      handlers.clear();
      for (const [route, handler] of Object.entries(DEFAULT_ROUTES)) handlers.set(route, handler);
    },
    close: () =>
      new Promise((resolve) => {
        configureApiBase('/api');
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ok = (data?: unknown, message?: string): ApiReply => ({
  body: { success: true, ...(message ? { message } : {}), ...(data === undefined ? {} : { data }) },
});
export const failure = (status: number, message?: string, errors?: Record<string, string>): ApiReply => ({
  status,
  body: { success: false, ...(message ? { message } : {}), ...(errors ? { errors } : {}) },
});

export function authData(roleName: string, permissions: Permissions, name = 'Priya Sharma'): AuthData {
  return {
    accessToken: `token-${roleName}`,
    user: {
      _id: '20000000-0000-4000-8000-000000000001',
      name,
      email: 'priya@example.com',
      profilePic: null,
      role: { _id: '00000000-0000-4000-8000-0000000000aa', name: roleName, description: null, permissions },
    },
    permissions,
  };
}

export const superAdmin = () => authData(ROLE_SUPER_ADMIN, fullPermissions());
export const learner = () => authData(ROLE_USER, emptyPermissions());

/** Puts a session in the page's store, as a sign-in would. */
export function signInAs(data: AuthData): void {
  sessionStore.set(authAtom, {
    accessToken: data.accessToken,
    refreshToken: null,
    user: data.user,
    permissions: data.permissions,
    isAuthenticated: true,
  });
}

export function setDeployedRemotes(remotes: RemoteName[] | undefined): void {
  sessionStore.set(runtimeConfigAtom, deployedRemotes(remotes));
}

export function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 800 });
}

/**
 * Back to a fresh page: no session, no cache, light theme, English, no remotes known yet, a desktop-sized
 * window.
 */
export function resetPage(): void {
  cleanup();
  void queryClient.cancelQueries();
  queryClient.clear();
  sessionStore.set(authAtom, signedOut);
  sessionStore.set(signInTargetAtom, null);
  sessionStore.set(sidebarAtom, { open: false, isMobileOpen: false });
  sessionStore.set(themeModeAtom, 'light');
  sessionStore.set(runtimeConfigAtom, undefined);
  window.localStorage.clear();
  window.sessionStorage.clear();
  restoreLanguage();
  setViewportWidth(1280);
}

/** The shell's whole router, in memory, inside the providers of the shell's root. */
export function renderApp(path: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  const view = render(
    <RemoteRoot themeMode="light">
      <RouterProvider router={router} />
    </RemoteRoot>,
  );
  return { router, ...view };
}

/** Renders a piece of the shell inside the root's providers (no router). */
export function renderWithProviders(node: ReactNode) {
  return render(<RemoteRoot themeMode="light">{node}</RemoteRoot>);
}

export function category(n: number, courses = n): Category {
  return {
    _id: `30000000-0000-4000-8000-00000000000${n}`,
    name: `Category ${n}`,
    slug: `category-${n}`,
    description: `About category ${n}`,
    isDeleted: false,
    courses: Array.from({ length: courses }, (_, i) => ({
      _id: `c-${n}-${i}`,
      title: `Course ${i}`,
      slug: `course-${i}`,
    })),
    createdAt: '2025-09-02T10:00:00.000Z',
    updatedAt: '2025-09-02T10:00:00.000Z',
  };
}
