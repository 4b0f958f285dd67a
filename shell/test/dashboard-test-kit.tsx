import type { Permissions } from '@skillhub/shared/permissions';
import { queryClient } from '@skillhub/shared/query-client';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import { authAtom, sessionStore, sidebarAtom, signedOut, themeModeAtom } from '@skillhub/shared/session';
import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { runtimeConfigAtom } from '../src/runtime/runtime-config.ts';
import { signInTargetAtom } from '../src/session/sign-in.ts';
import { deployedRemotes } from '../src/test/deployed-remotes.ts';

/**
 * Rendering support for the tests of the dashboard layout and the shell's dashboard pages: the providers the
 * shell's root has, an in-memory router, a session and the runtime config. Only tests import this file.
 */

export const ADMIN_ID = '10000000-0000-4000-8000-000000000001';

export interface SignInOptions {
  permissions: Permissions;
  roleName?: string;
  roleId?: string;
  userId?: string;
  name?: string;
  /**
   * Against the real server, the signed-in admin: the session keeps their token, so the server answers every
   * call, while the page shows what `permissions` allow and treats `userId` as the signed-in user.
   */
  as?: AuthData;
}

/** Puts a session in the page's store, as a sign-in would. */
export function signIn({
  permissions,
  roleName = 'EDITOR',
  roleId = '00000000-0000-4000-8000-000000000003',
  as,
  userId = as?.user._id ?? ADMIN_ID,
  name = as?.user.name ?? 'Asha Rao',
}: SignInOptions): void {
  sessionStore.set(authAtom, {
    accessToken: as?.accessToken ?? 'test-access-token',
    refreshToken: null,
    user: {
      _id: userId,
      name,
      email: 'asha@skillhub.in',
      profilePic: null,
      role: { _id: roleId, name: roleName, description: null, permissions },
    },
    permissions,
    isAuthenticated: true,
  });
}

export function setDeployedRemotes(remotes: RemoteName[] | undefined): void {
  sessionStore.set(
    runtimeConfigAtom,
    deployedRemotes(remotes, (name) => `http://127.0.0.1/${name}/remoteEntry.js`),
  );
}

/**
 * Back to a fresh page: no session, no cache, no open sidebar, nothing stored in the browser, a desktop-sized
 * window. The files of a run share the page (vitest.config.ts), so what one stored would otherwise greet the next.
 */
export function resetPage(): void {
  cleanup();
  queryClient.clear();
  sessionStore.set(authAtom, signedOut);
  sessionStore.set(signInTargetAtom, null);
  sessionStore.set(sidebarAtom, { open: false, isMobileOpen: false });
  sessionStore.set(themeModeAtom, 'light');
  sessionStore.set(runtimeConfigAtom, undefined);
  window.localStorage.clear();
  window.sessionStorage.clear();
  setViewportWidth(1280);
}

export function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}

/** Shows the router's current address, for asserting on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders inside the shell root's providers and an in-memory router starting at `path`. */
export function renderAt(path: string, routes: ReactElement) {
  return render(
    <RemoteRoot themeMode="light">
      <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
    </RemoteRoot>,
  );
}

/**
 * The open dialog with this title. antd names every generated id 'test-id' under NODE_ENV=test, so a dialog's
 * aria-labelledby cannot be trusted to name it here (in a browser it does).
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find((d) => within(d).queryByText(title, { selector: '.ant-modal-title, .ant-drawer-title' }));
    if (!dialog) throw new Error(`No open dialog titled "${title}"`);
    return dialog;
  });
}

/** Reading a DataTable as a user does: its rows (headers left out), a row's cells, the row whose name starts so. */
export function tableNamed(name: string) {
  const table = () => screen.getByRole('table', { name });
  const cellTexts = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  const bodyRows = () =>
    within(table())
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 1);
  const rowOf = (start: string) => bodyRows().find((row) => cellTexts(row)[1]?.startsWith(start))!;
  return { table, bodyRows, cellTexts, rowOf };
}
