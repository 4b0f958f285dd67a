import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configureApiBase } from '@skillhub/shared/api-client';
import { ROLE_SUPER_ADMIN, ROLE_USER } from '@skillhub/shared/constants';
import { emptyPermissions, fullPermissions, type Permissions } from '@skillhub/shared/permissions';
import { queryClient } from '@skillhub/shared/query-client';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import type { Category } from '@skillhub/shared/schemas/category';
import { authAtom, sessionStore, sidebarAtom, signedOut, themeModeAtom } from '@skillhub/shared/session';
import {
  failure,
  ok,
  type ScriptedCall,
  type ScriptedServer,
  startScriptedServer,
} from '@skillhub/shared/test-support/scripted-server';
import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { restoreLanguage } from '../i18n/language.ts';
import { buildAppRoutes } from '../router/app-routes.tsx';
import { runtimeConfigAtom } from '../runtime/runtime-config.ts';
import { signInTargetAtom } from '../session/sign-in.ts';
import { deployedRemotes } from './deployed-remotes.ts';

/**
 * Test support for the shell: the one scripted HTTP API of @skillhub/shared (answers each test sets), the whole
 * router of the shell in memory, and sessions as a sign-in would leave them. Only tests import this file.
 */

export { failure, ok };

/**
 * The shell's style sheet, as the app loads it: which of the public header's two layouts shows is its media
 * queries' choice (public-header.tsx), and a hidden element is out of reach of the role queries. happy-dom weighs
 * a sheet's media queries when the sheet is read, so the sheet is put in again at every change of the window's size.
 * Read from disk: the test runner hands CSS imports over empty.
 */
const shellCss = readFileSync(join(import.meta.dirname, '../styles/shell.css'), 'utf8');

function applyShellCss(): void {
  document.getElementById('sh-test-shell-css')?.remove();
  const sheet = document.createElement('style');
  sheet.id = 'sh-test-shell-css';
  sheet.textContent = shellCss;
  document.head.append(sheet);
}
applyShellCss();
/** The names the shell's tests know the scripted API by. */
export type TestApi = ScriptedServer;
export type ApiCall = ScriptedCall;

/** Every page asks for the active categories (the footer): none, unless a test says otherwise. */
function scriptDefaults(server: ScriptedServer): void {
  server.on('GET /course/category', () => ok([]));
}

/** Starts the scripted API and points the shared client at it; `reset` keeps the defaults. */
export async function startTestApi(): Promise<ScriptedServer> {
  const server = await startScriptedServer();
  configureApiBase(server.apiBase);
  scriptDefaults(server);
  return {
    ...server,
    reset: () => {
      server.reset();
      scriptDefaults(server);
    },
    close: async () => {
      configureApiBase('/api');
      await server.close();
    },
  };
}

/**
 * The usual frame of a page test file: the scripted API started before its first test and closed after its last,
 * and before each test a fresh page, the API's answers back to the defaults and no remote deployed. The object it
 * returns stands for the API started in `beforeAll`.
 */
export function withTestApi(): TestApi {
  let started: TestApi | undefined;
  const current = () => {
    if (!started) throw new Error('The scripted API has not started: call withTestApi() at the top of the file');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApi();
  });
  beforeEach(() => {
    resetPage();
    current().reset();
    setDeployedRemotes([]);
  });
  afterEach(resetPage);
  afterAll(() => current().close());
  return new Proxy({} as TestApi, { get: (_target, key) => Reflect.get(current(), key) });
}

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
  applyShellCss();
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
