import { configureApiBase } from '@skillhub/shared/api-client';
import { fullPermissions } from '@skillhub/shared/permissions';
import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDialog, renderAt, resetPage, setDeployedRemotes, signIn } from '../../../test/dashboard-test-kit.tsx';
import { ReleasesPage } from './index.tsx';

/**
 * The Releases page over HTTP: a scripted registry, since a real one needs remote builds on disk (a build takes
 * some twenty seconds) and the release rules themselves are the server's tests. Each test checks the calls the
 * page sent, not only what it shows.
 */

const server = withScriptedServer();

const registry = {
  releases: [
    {
      remote: 'courses',
      build: 'courses-b3',
      action: 'promote',
      releasedBy: 'Asha Rao <asha@skillhub.in>',
      releasedAt: '2026-11-20T10:00:00.000Z',
      replacedAt: null,
    },
    {
      remote: 'blog',
      build: 'blog-7',
      action: 'release',
      releasedBy: 'Ravi Kumar <ravi@skillhub.in>',
      releasedAt: '2026-11-18T09:00:00.000Z',
      replacedAt: null,
    },
    {
      remote: 'courses',
      build: 'courses-b2',
      action: 'rollback',
      releasedBy: 'Asha Rao <asha@skillhub.in>',
      releasedAt: '2026-11-10T10:00:00.000Z',
      replacedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      remote: 'courses',
      build: 'courses-b1',
      action: 'release',
      releasedBy: 'Asha Rao <asha@skillhub.in>',
      releasedAt: '2026-11-01T10:00:00.000Z',
      replacedAt: '2026-11-10T10:00:00.000Z',
    },
  ],
  canaries: [
    {
      remote: 'courses',
      build: 'courses-b4',
      sharePercent: 10,
      startedBy: 'Asha Rao <asha@skillhub.in>',
      startedAt: '2026-11-27T08:00:00.000Z',
    },
  ],
  health: [
    {
      remote: 'courses',
      build: 'courses-b3',
      loads: 200,
      errors: 3,
      chunkFailures: 1,
      updatedAt: '2026-11-28T10:00:00.000Z',
    },
    {
      remote: 'courses',
      build: 'courses-b4',
      loads: 0,
      errors: 0,
      chunkFailures: 0,
      updatedAt: '2026-11-28T10:00:00.000Z',
    },
    {
      remote: 'training',
      build: 'training-5',
      loads: 40,
      errors: 0,
      chunkFailures: 0,
      updatedAt: '2026-11-28T10:00:00.000Z',
    },
  ],
};

const outcome = (remote: string, build: string, action: string) =>
  ok({ remote, build, action, previous: null, unchanged: false, pruned: [] });

beforeEach(() => {
  resetPage();
  setDeployedRemotes([]);
});
afterEach(resetPage);

function renderReleases() {
  signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN' });
  return renderAt(
    '/dashboard/releases',
    <Routes>
      <Route path="/dashboard/releases" element={<ReleasesPage />} />
    </Routes>,
  );
}

const card = (remote: string) => screen.findByRole('article', { name: remote });
const listCalls = () => server.callsTo('GET /remote-releases').length;

describe('Releases page', () => {
  it('shows per remote the current build, the canary and the health of both', async () => {
    server.on('GET /remote-releases', () => ok(registry));
    renderReleases();

    const courses = await card('courses');
    const inCourses = within(courses);
    expect(inCourses.getByText('courses-b3')).toBeTruthy();
    expect(inCourses.getByText('Promoted canary')).toBeTruthy();
    expect(inCourses.getAllByText(/Asha Rao/).length).toBeGreaterThan(0);
    expect(inCourses.getByText('courses-b4')).toBeTruthy();
    expect(inCourses.getByText('10% of devices')).toBeTruthy();
    const health = within(inCourses.getByRole('table', { name: 'Health of the builds of courses' }));
    const rows = health.getAllByRole('row').map((row) => row.textContent);
    // (3 errors + 1 failed file) / 200 loads; the canary has no loads yet, so no rate.
    expect(rows[1]).toBe('Current build20031' + '2%');
    expect(rows[2]).toBe('Canary000—No reports yet.');
    expect(inCourses.getByRole('button', { name: 'Promote canary' })).toBeTruthy();
    expect(inCourses.queryByRole('button', { name: 'Start canary' })).toBeNull();

    // The earlier releases are folded away until asked for.
    const earlier = inCourses.getByRole('button', { name: 'Earlier releases (2)' });
    expect(inCourses.queryByText('courses-b1')).toBeNull();
    await userEvent.setup({ delay: null }).click(earlier);
    expect(await inCourses.findByText('courses-b1')).toBeTruthy();
    expect(inCourses.getByText('courses-b2')).toBeTruthy();

    const blog = within(await card('blog'));
    expect(blog.getByText('No canary open.')).toBeTruthy();
    expect(blog.getByRole('button', { name: 'Start canary' })).toBeTruthy();
    expect(blog.queryByRole('button', { name: 'Promote canary' })).toBeNull();

    // Reported on but never released: it runs its newest build and has nothing to roll back.
    const training = within(await card('training'));
    expect(training.getByText('Never released: runs its newest build.')).toBeTruthy();
    expect(training.queryByRole('button', { name: 'Roll back' })).toBeNull();
  });

  it('promotes only after confirmation: Cancel sends nothing, Confirm sends one POST and reloads', async () => {
    const user = userEvent.setup({ delay: null });
    server.on('GET /remote-releases', () => ok(registry));
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on('POST /remote-releases/:remote/promote', async () => {
      await held;
      return outcome('courses', 'courses-b4', 'promote');
    });
    renderReleases();
    const courses = within(await card('courses'));
    await server.quiet(100);
    const listed = listCalls();

    await user.click(courses.getByRole('button', { name: 'Promote canary' }));
    let dialog = await findDialog('Promote the canary of courses?');
    expect(dialog.textContent).toContain('Build courses-b4 becomes the current build of courses for every visitor');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await server.quiet(100);
    expect(server.callsTo('POST /remote-releases/:remote/promote')).toEqual([]);

    await user.click(courses.getByRole('button', { name: 'Promote canary' }));
    dialog = await findDialog('Promote the canary of courses?');
    const confirm = within(dialog).getByRole('button', { name: 'Promote canary' });
    await user.click(confirm);
    await waitFor(() => expect(confirm.className).toContain('ant-btn-loading'));
    await user.click(confirm);
    await waitFor(() => expect(server.callsTo('POST /remote-releases/:remote/promote')).toHaveLength(1));
    // While it runs the card's own button spins too (its name gains the spinner's "loading").
    expect(courses.getByRole('button', { name: /Promote canary/ }).className).toContain('ant-btn-loading');
    expect((courses.getByRole('button', { name: 'Roll back' }) as HTMLButtonElement).disabled).toBe(true);

    release();
    expect(await screen.findByText('courses now runs build courses-b4.')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBe(listed + 1));
    const [call] = server.callsTo('POST /remote-releases/:remote/promote');
    expect(call?.params).toEqual({ remote: 'courses' });
  });

  it("shows a refusal's message (409) and reloads the registry", async () => {
    const user = userEvent.setup({ delay: null });
    server.on('GET /remote-releases', () => ok(registry));
    server.on('POST /remote-releases/:remote/promote', () => failure(409, 'courses has no open canary to promote'));
    renderReleases();
    const courses = within(await card('courses'));
    await server.quiet(100);
    const listed = listCalls();

    await user.click(courses.getByRole('button', { name: 'Promote canary' }));
    const dialog = await findDialog('Promote the canary of courses?');
    await user.click(within(dialog).getByRole('button', { name: 'Promote canary' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The action was refused');
    expect(alert.textContent).toContain('courses has no open canary to promote');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(listCalls()).toBe(listed + 1));
  });

  it('rolls back a remote without a canary to its previous release, naming the current build', async () => {
    const user = userEvent.setup({ delay: null });
    server.on('GET /remote-releases', () => ok(registry));
    server.on('POST /remote-releases/:remote/rollback', () => outcome('blog', 'blog-6', 'rollback'));
    renderReleases();
    const blog = within(await card('blog'));

    await user.click(blog.getByRole('button', { name: 'Roll back' }));
    const dialog = await findDialog('Roll back blog?');
    expect(dialog.textContent).toContain('The current build blog-7 of blog is replaced by the release before it');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));

    expect(await screen.findByText('blog now runs build blog-6.')).toBeTruthy();
    expect(server.callsTo('POST /remote-releases/:remote/rollback').map((c) => [c.params, c.body])).toEqual([
      [{ remote: 'blog' }, {}],
    ]);
  });

  it('refuses a canary share of 0, 100 or 10.5 with a message, then starts one of 25 on the named build', async () => {
    const user = userEvent.setup({ delay: null });
    server.on('GET /remote-releases', () => ok(registry));
    server.on('POST /remote-releases/:remote/canary', () =>
      ok({
        remote: 'blog',
        build: 'blog-8',
        sharePercent: 25,
        startedBy: 'Asha',
        startedAt: '2026-11-28T11:00:00.000Z',
      }),
    );
    renderReleases();
    const blog = within(await card('blog'));

    await user.click(blog.getByRole('button', { name: 'Start canary' }));
    const dialog = within(await findDialog('Start a canary of blog?'));
    expect(dialog.getByText(/everyone else keeps the current build blog-7/)).toBeTruthy();
    const share = dialog.getByLabelText('Share of devices (%)');
    const start = dialog.getByRole('button', { name: 'Start canary' });

    for (const [typed, message] of [
      ['0', 'Enter a number from 1 to 99.'],
      ['100', 'Enter a number from 1 to 99.'],
      ['10.5', 'Enter a whole number, without decimals.'],
    ] as const) {
      await user.clear(share);
      await user.type(share, typed);
      await user.click(start);
      expect(await dialog.findByText(message)).toBeTruthy();
      expect(share.getAttribute('aria-invalid')).toBe('true');
    }
    await server.quiet(100);
    expect(server.callsTo('POST /remote-releases/:remote/canary')).toEqual([]);

    await user.clear(share);
    await user.type(share, '25');
    await user.type(dialog.getByLabelText('Build id (optional)'), 'blog-8');
    await user.click(start);

    expect(await screen.findByText('Canary of blog started: build blog-8 for 25% of devices.')).toBeTruthy();
    expect(server.callsTo('POST /remote-releases/:remote/canary').map((c) => c.body)).toEqual([
      { sharePercent: 25, build: 'blog-8' },
    ]);
  });

  it('says when the server could not be reached and sends the action again on Retry', async () => {
    const user = userEvent.setup({ delay: null });
    server.on('GET /remote-releases', () => ok(registry));
    server.on('POST /remote-releases/:remote/promote', () => outcome('courses', 'courses-b4', 'promote'));
    renderReleases();
    const courses = within(await card('courses'));
    await server.quiet(100);
    const listed = listCalls();

    await user.click(courses.getByRole('button', { name: 'Promote canary' }));
    const dialog = await findDialog('Promote the canary of courses?');
    // Nothing listens on port 9 here: the call fails before any answer, as it does offline.
    configureApiBase('http://127.0.0.1:9/api');
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Promote canary' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The server could not be reached');
    } finally {
      configureApiBase(server.apiBase);
    }
    // Nothing answered, so nothing changed: the list on screen is not read again.
    expect(listCalls()).toBe(listed);

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('courses now runs build courses-b4.')).toBeTruthy();
    expect(server.callsTo('POST /remote-releases/:remote/promote')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/could not be reached/)).toBeNull());
  });

  it('shows an empty state when nothing was ever released or reported', async () => {
    server.on('GET /remote-releases', () => ok({ releases: [], canaries: [], health: [] }));
    renderReleases();
    expect(await screen.findByText(/Nothing has been released yet/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a load error with Retry, and the registry once it answers', async () => {
    const user = userEvent.setup({ delay: null });
    let answered = 0;
    server.on('GET /remote-releases', () =>
      answered++ === 0
        ? failure(403, 'Only a super admin can release: a release changes the code every visitor runs')
        : ok(registry),
    );
    renderReleases();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The releases could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('courses')).toBeTruthy();
    expect(screen.queryByText('The releases could not be loaded.')).toBeNull();
  });
});
