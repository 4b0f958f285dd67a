import { fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import { clearSession, sessionStore } from '@skillhub/shared/session';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../pages/forbidden/index.tsx';
import { NOT_FOUND_TITLE } from '../pages/not-found/index.tsx';
import { REMOTE_FAILED_TITLE } from '../remote-area/area-results.tsx';
import { runtimeConfigAtom } from '../runtime/runtime-config.ts';
import { deployedRemotes } from '../test/deployed-remotes.ts';
import {
  authData,
  learner,
  ok,
  renderApp,
  resetPage,
  setDeployedRemotes,
  signInAs,
  startTestApi,
  superAdmin,
  type TestApi,
} from '../test/shell-test-kit.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(resetPage);
afterAll(() => api.close());
beforeEach(() => {
  resetPage();
  api.reset();
  setDeployedRemotes(['courses']);
});

describe('route guards (from the route manifest)', () => {
  it('sends a visitor without an access token from a signed-in route to /auth, remembering the way', async () => {
    const { router } = renderApp('/dashboard/users?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/dashboard/users?page=2' });
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
  });

  it('sends a signed-in visitor of /auth to /', async () => {
    signInAs(learner());
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("sends a signed-in visitor of /auth?from= where it names (Buy now's link), never off the site", async () => {
    signInAs(learner());
    const { router } = renderApp('/auth?from=%2Fcourse-payment%2Fc-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-payment/c-42'));
    const offSite = renderApp('/auth?from=%2F%2Fevil.example');
    await waitFor(() => expect(offSite.router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in visitor of /reset-password/:token to / as well', async () => {
    signInAs(learner());
    const { router } = renderApp('/reset-password/abcdefghijklmnopqrstuvwxyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a user missing a required permission to /', async () => {
    signInAs(learner());
    const { router } = renderApp('/dashboard/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends staff holding every permission but not SUPER_ADMIN from /dashboard/releases to /', async () => {
    signInAs(authData('EDITOR', fullPermissions()));
    const { router } = renderApp('/dashboard/releases');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('GET /remote-releases')).toEqual([]);
  });

  it('opens /dashboard/releases for a SUPER_ADMIN', async () => {
    api.on('GET /remote-releases', () => ok({ releases: [], canaries: [], health: [] }));
    signInAs(superAdmin());
    const { router } = renderApp('/dashboard/releases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/releases');
  });

  it('shows 404 for a route whose remote is not in the runtime config', async () => {
    setDeployedRemotes([]);
    signInAs(superAdmin());
    const { router } = renderApp('/dashboard/category');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/category');
  });

  it('answers a page whose remote is not deployed like any unknown address, whoever asks', async () => {
    setDeployedRemotes([]);
    signInAs(learner());
    const { router } = renderApp('/dashboard/category');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/category');
  });

  it('says a section could not be loaded, with Retry, at an address a remote that could not be read may own', async () => {
    const config = deployedRemotes(['training'])!;
    config.remotes.training = { ...config.remotes.training!, descriptor: null };
    sessionStore.set(runtimeConfigAtom, config);
    signInAs(learner());
    renderApp('/dashboard/no-such-page');
    // The same answer as at one of its real pages: it tells nothing of which pages exist.
    expect(await screen.findByText(REMOTE_FAILED_TITLE)).toBeTruthy();
  });

  it('still says a page could not be loaded to a user who may open it', async () => {
    const config = deployedRemotes(['training'])!;
    config.remotes.training = { ...config.remotes.training!, descriptor: null };
    sessionStore.set(runtimeConfigAtom, config);
    signInAs(superAdmin());
    const { router } = renderApp('/dashboard/training/applicants');
    expect(await screen.findByText(REMOTE_FAILED_TITLE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/training/applicants');
  });

  it('sends a visitor without a session from any dashboard address to /auth, its remote deployed or not', async () => {
    setDeployedRemotes([]);
    const { router } = renderApp('/dashboard/category');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/dashboard/category' });
  });

  it('shows 404 to any signed-in user for a dashboard address that is no page at all', async () => {
    setDeployedRemotes([]);
    signInAs(learner());
    const { router } = renderApp('/dashboard/no-such-page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/no-such-page');
  });

  it('shows 404 for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
  });

  it('follows the session: when it is cleared (a 401 or a logout elsewhere) a protected page goes to /auth', async () => {
    signInAs(superAdmin());
    const { router } = renderApp('/dashboard/not-a-page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/dashboard/not-a-page' });
  });
});

describe("a sidebar group's own path", () => {
  /** Read on one sub-module of a module. */
  const readOnly = (module: string, subModule: string) =>
    normalizePermissions([
      {
        name: module,
        operations: { create: false, read: true, update: false, delete: false },
        subModules: [{ name: subModule, operations: { create: false, read: true, update: false, delete: false } }],
      },
    ]);

  it.each([
    ['/dashboard/training-program', '/dashboard/training/institutions'],
    ['/dashboard/blog', '/dashboard/blog/all'],
    ['/dashboard/whatsapp', '/dashboard/whatsapp/contacts'],
  ])('opens the first page of its group: %s → %s', async (groupPath, firstPage) => {
    setDeployedRemotes(['courses', 'blog', 'training', 'whatsapp']);
    signInAs(superAdmin());
    const { router } = renderApp(groupPath);
    await waitFor(() => expect(router.state.location.pathname).toBe(firstPage));
  });

  it('opens the first page of the group the user may see', async () => {
    setDeployedRemotes(['training']);
    signInAs(authData('APPLICANTS_DESK', readOnly('Training Programs', 'Applicants')));
    const { router } = renderApp('/dashboard/training-program');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/training/applicants'));
  });

  it('answers 403 when the user may see none of its pages', async () => {
    setDeployedRemotes(['training', 'blog']);
    signInAs(authData('BLOG_EDITOR', readOnly('Blogs', 'Blogs')));
    const { router } = renderApp('/dashboard/training-program');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/training-program');
    expect(screen.queryByRole('heading', { name: NOT_FOUND_TITLE })).toBeNull();
  });
});
