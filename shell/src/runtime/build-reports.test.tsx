import type { RemoteName } from '@skillhub/shared/remote-props';
import type { ClientReportEntry } from '@skillhub/shared/schemas/client-reports';
import { sessionStore } from '@skillhub/shared/session';
import { PageErrorBoundary } from '@skillhub/shared/ui/page-error-boundary';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { deployedRemotes } from '../test/deployed-remotes.ts';
import { failure, ok, renderWithProviders, withTestApi } from '../test/shell-test-kit.tsx';
import {
  buildOfEntry,
  MAX_ERRORS_PER_BUILD,
  REPORT_INTERVAL_MS,
  reportError,
  reportLoad,
  startBuildReports,
} from './build-reports.ts';
import { runtimeConfigAtom } from './runtime-config.ts';

/**
 * The reports go to a real HTTP API (the shell's scripted one, which records what it receives) through the
 * browser's own sendBeacon and fetch (happy-dom's, which send real requests).
 */
const api = withTestApi();
const ROUTE = 'POST /client-reports';
const STABLE = '0.1.0-3fa29c81d2';
const CANARY = '0.1.1-77aa00ee11';
const SITE = 'https://cdn.example.in/remotes';

function deploy(builds: Partial<Record<RemoteName, string | null>>): void {
  const names = Object.keys(builds) as RemoteName[];
  sessionStore.set(
    runtimeConfigAtom,
    deployedRemotes(names, (name) =>
      builds[name] ? `${SITE}/${name}/${builds[name]}/remoteEntry.js` : `http://localhost:3001/remoteEntry.js`,
    ),
  );
}

/** An error thrown by code served from that address, as the browser's stack trace names it. */
function thrownIn(url: string, message = 'Cannot read properties of undefined'): Error {
  try {
    new Function(`throw new Error(${JSON.stringify(message)});\n//# sourceURL=${url}`)();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the code did not throw');
}

function uncaught(error: Error | null, filename = '', message = error?.message ?? 'Script error.'): void {
  window.dispatchEvent(new ErrorEvent('error', { error, filename, message }));
}

function unhandledRejection(reason: unknown): void {
  // happy-dom has no PromiseRejectionEvent; the browser's carries the same `reason`.
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

/** A page of the courses remote's stable build that crashes as it renders. */
function CoursePage(): never {
  throw thrownIn(`${SITE}/courses/${STABLE}/static/js/async/course-page.js`);
}

const leavePage = () => window.dispatchEvent(new Event('pagehide'));

/** The reports the API has received, each request's entries in the order sent. */
async function received(requests: number): Promise<ClientReportEntry[][]> {
  await waitFor(() => expect(api.callsTo(ROUTE)).toHaveLength(requests));
  return api.callsTo(ROUTE).map((call) => (call.body as { reports: ClientReportEntry[] }).reports);
}

const sorted = (reports: ClientReportEntry[]) =>
  [...reports].sort((a, b) => `${a.remote}${a.build}${a.kind}`.localeCompare(`${b.remote}${b.build}${b.kind}`));

let stop: () => void = () => {};
let beacon: MockInstance<Navigator['sendBeacon']>;

beforeEach(() => {
  api.on(ROUTE, () => ok(undefined, 'Reports received', 202));
  beacon = vi.spyOn(navigator, 'sendBeacon');
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('buildOfEntry', () => {
  it('reads the build from a relative or absolute entry address, and nothing from one without a build', () => {
    expect(buildOfEntry('courses', `/remotes/courses/${STABLE}/remoteEntry.js`)).toBe(STABLE);
    expect(buildOfEntry('blog', `${SITE}/blog/${CANARY}/remoteEntry.js?v=1`)).toBe(CANARY);
    expect(buildOfEntry('courses', '/remotes/courses/remoteEntry.js')).toBeNull();
    expect(buildOfEntry('courses', 'http://localhost:3001/remoteEntry.js')).toBeNull();
    expect(buildOfEntry('courses', `/remotes/blog/${STABLE}/remoteEntry.js`)).toBeNull();
    expect(buildOfEntry('courses', '/remotes/courses/-bad/remoteEntry.js')).toBeNull();
  });
});

describe('build reports', () => {
  it('counts a load once per build however many times its areas mount, and sends on pagehide as a JSON beacon', async () => {
    deploy({ courses: STABLE, blog: CANARY });
    stop = startBuildReports();
    for (let i = 0; i < 3; i += 1) reportLoad('courses');
    reportLoad('blog');
    reportLoad('blog');
    expect(beacon).not.toHaveBeenCalled();

    leavePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0]!;
    expect(url).toBe(`${api.apiBase}/client-reports`);
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe('application/json');

    const [reports] = await received(1);
    expect(sorted(reports!)).toEqual([
      { remote: 'blog', build: CANARY, kind: 'load', count: 1 },
      { remote: 'courses', build: STABLE, kind: 'load', count: 1 },
    ]);
    expect(api.callsTo(ROUTE)[0]!.headers['content-type']).toMatch(/^application\/json/);
    expect(api.callsTo(ROUTE)[0]!.authorization).toBeUndefined();

    // Sent is sent: the next mounts of the same builds add nothing.
    reportLoad('courses');
    leavePage();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('attributes an error thrown inside a remote build to that build, by the file or by the stack', async () => {
    deploy({ courses: STABLE, blog: CANARY });
    stop = startBuildReports();
    const inCourses = thrownIn(`${SITE}/courses/${STABLE}/static/js/async/812.js`);
    // With the file the browser names (a script served with CORS) ...
    uncaught(inCourses, `${SITE}/courses/${STABLE}/static/js/async/812.js`);
    // ... and without it (the error surfaced elsewhere): the stack still names the build's file.
    uncaught(inCourses);
    unhandledRejection(thrownIn(`${SITE}/blog/${CANARY}/static/js/index.js`, 'Request failed'));
    leavePage();

    const [reports] = await received(1);
    expect(sorted(reports!)).toEqual([
      { remote: 'blog', build: CANARY, kind: 'error', count: 1 },
      { remote: 'courses', build: STABLE, kind: 'error', count: 2 },
    ]);
  });

  it('counts a crash a remote’s own error boundary caught, against the build whose code threw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    deploy({ courses: STABLE, blog: CANARY });
    stop = startBuildReports();
    renderWithProviders(
      <PageErrorBoundary resetKey="/courses">
        <CoursePage />
      </PageErrorBoundary>,
    );
    expect(await screen.findByText('Oops! Something Went Wrong')).toBeTruthy();
    leavePage();
    expect(await received(1)).toEqual([[{ remote: 'courses', build: STABLE, kind: 'error', count: 1 }]]);
  });

  it('does not report an error that names no remote build: the shell’s own, another site’s, another build’s', async () => {
    deploy({ courses: STABLE });
    stop = startBuildReports();
    uncaught(
      thrownIn('https://skillhub.example.in/static/js/index.js'),
      'https://skillhub.example.in/static/js/index.js',
    );
    uncaught(null, '', 'Script error.');
    uncaught(thrownIn(`${SITE}/courses/${CANARY}/static/js/index.js`));
    unhandledRejection('a string, from nowhere');
    unhandledRejection(undefined);
    leavePage();
    expect(beacon).not.toHaveBeenCalled();

    // The same listeners do report what does name the build.
    uncaught(thrownIn(`${SITE}/courses/${STABLE}/static/js/index.js`));
    leavePage();
    expect(await received(1)).toEqual([[{ remote: 'courses', build: STABLE, kind: 'error', count: 1 }]]);
  });

  it('counts a file that could not be fetched as `chunk`, caught or not', async () => {
    deploy({ courses: STABLE });
    stop = startBuildReports();
    const chunk = Object.assign(
      new Error(`Loading chunk 812 failed.\n(error: ${SITE}/courses/${STABLE}/static/js/async/812.js)`),
      { name: 'ChunkLoadError' },
    );
    unhandledRejection(chunk);
    uncaught(null, `${SITE}/courses/${STABLE}/remoteEntry.js`, 'Loading script failed');
    reportError('courses', 'chunk');
    reportError('courses', 'error');
    leavePage();

    const [reports] = await received(1);
    expect(sorted(reports!)).toEqual([
      { remote: 'courses', build: STABLE, kind: 'chunk', count: 3 },
      { remote: 'courses', build: STABLE, kind: 'error', count: 1 },
    ]);
  });

  it(`reports at most ${MAX_ERRORS_PER_BUILD} errors of one build per page load, across sends`, async () => {
    deploy({ courses: STABLE, blog: CANARY });
    stop = startBuildReports();
    for (let i = 0; i < 15; i += 1) reportError('courses', 'error');
    for (let i = 0; i < 10; i += 1) uncaught(thrownIn(`${SITE}/courses/${STABLE}/static/js/index.js`));
    reportError('blog', 'chunk');
    leavePage();
    const [first] = await received(1);
    expect(sorted(first!)).toEqual([
      { remote: 'blog', build: CANARY, kind: 'chunk', count: 1 },
      { remote: 'courses', build: STABLE, kind: 'error', count: MAX_ERRORS_PER_BUILD },
    ]);

    // The loop goes on: the courses build has had its share; the blog build still has room.
    for (let i = 0; i < 30; i += 1) reportError('courses', i % 2 ? 'error' : 'chunk');
    reportError('blog', 'error');
    leavePage();
    const [, second] = await received(2);
    expect(second).toEqual([{ remote: 'blog', build: CANARY, kind: 'error', count: 1 }]);
  });

  it('sends only remote, build, kind and count: no message, address or user', async () => {
    deploy({ courses: STABLE });
    stop = startBuildReports();
    reportLoad('courses');
    uncaught(
      thrownIn(`${SITE}/courses/${STABLE}/static/js/index.js`, 'priya@example.com could not pay ₹4,999'),
      `${SITE}/courses/${STABLE}/static/js/index.js?user=priya`,
    );
    leavePage();
    await received(1);
    const { body } = api.callsTo(ROUTE)[0]!;
    expect(Object.keys(body as object)).toEqual(['reports']);
    for (const entry of (body as { reports: object[] }).reports) {
      expect(Object.keys(entry).sort()).toEqual(['build', 'count', 'kind', 'remote']);
    }
    expect(JSON.stringify(body)).not.toMatch(/priya|example|static|4,999/);
  });

  it('sends at most every 10 s while the page stays, and when the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    deploy({ courses: STABLE });
    stop = startBuildReports();
    reportLoad('courses');
    vi.advanceTimersByTime(REPORT_INTERVAL_MS - 1);
    reportError('courses', 'error');
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);

    reportError('courses', 'error');
    vi.advanceTimersByTime(REPORT_INTERVAL_MS - 1);
    expect(beacon).toHaveBeenCalledTimes(1);
    // A tab put in the background may never come back: what is counted goes at once.
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(2);
    hidden.mockReturnValue('visible');
    // The send went at once, so nothing waits for the timer any more.
    vi.advanceTimersByTime(REPORT_INTERVAL_MS);
    expect(beacon).toHaveBeenCalledTimes(2);
    vi.useRealTimers();

    const reports = await received(2);
    expect(reports.map(sorted)).toEqual([
      [
        { remote: 'courses', build: STABLE, kind: 'error', count: 1 },
        { remote: 'courses', build: STABLE, kind: 'load', count: 1 },
      ],
      [{ remote: 'courses', build: STABLE, kind: 'error', count: 1 }],
    ]);
  });

  it('falls back to a keepalive request when the browser refuses the beacon, and drops a refused report', async () => {
    deploy({ courses: STABLE });
    stop = startBuildReports();
    beacon.mockReturnValue(false);
    const request = vi.spyOn(globalThis, 'fetch');
    api.on(ROUTE, () => failure(429, 'Too many requests'));
    reportLoad('courses');
    leavePage();
    expect(request).toHaveBeenCalledWith(
      `${api.apiBase}/client-reports`,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    expect(await received(1)).toEqual([[{ remote: 'courses', build: STABLE, kind: 'load', count: 1 }]]);

    // The refused counts are not sent again: the next report holds only what was counted since.
    api.on(ROUTE, () => ok(undefined, 'Reports received', 202));
    reportError('courses', 'error');
    leavePage();
    const [, second] = await received(2);
    expect(second).toEqual([{ remote: 'courses', build: STABLE, kind: 'error', count: 1 }]);
  });

  it('counts a build the page moved to after a retry, and still attributes errors of the build it left', async () => {
    deploy({ courses: STABLE });
    stop = startBuildReports();
    reportLoad('courses');
    deploy({ courses: CANARY });
    reportLoad('courses');
    uncaught(thrownIn(`${SITE}/courses/${STABLE}/static/js/index.js`));
    leavePage();
    const [reports] = await received(1);
    expect(sorted(reports!)).toEqual([
      { remote: 'courses', build: STABLE, kind: 'error', count: 1 },
      { remote: 'courses', build: STABLE, kind: 'load', count: 1 },
      { remote: 'courses', build: CANARY, kind: 'load', count: 1 },
    ]);
  });

  it('does nothing at all when the runtime config names no remote build', () => {
    const listening = vi.spyOn(window, 'addEventListener');
    deploy({});
    stop = startBuildReports();
    deploy({ courses: null });
    reportLoad('courses');
    reportError('courses', 'chunk');
    uncaught(thrownIn('http://localhost:3001/static/js/index.js'));
    leavePage();
    expect(listening).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });
});
