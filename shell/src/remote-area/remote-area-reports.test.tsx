import type { RemoteProps } from '@skillhub/shared/remote-props';
import type { ClientReportEntry } from '@skillhub/shared/schemas/client-reports';
import { sessionStore } from '@skillhub/shared/session';
import { screen, waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFederationStandIn } from '../../test/federation-stand-in.ts';
import { startBuildReports } from '../runtime/build-reports.ts';
import { runtimeConfigAtom } from '../runtime/runtime-config.ts';
import { deployedRemotes } from '../test/deployed-remotes.ts';
import { ok, renderWithProviders, withTestApi } from '../test/shell-test-kit.tsx';
import { REMOTE_FAILED_TITLE, RemoteArea } from './index.tsx';

/**
 * What a remote area counts for its build's canary, sent to a real HTTP API (the shell's scripted one). The
 * federation instance is the one stand-in (there is no remote server to download from); single-spa, its parcel
 * and the area around it are the real ones.
 */
const federation = {
  name: 'shell',
  options: { shared: {} },
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
};
withFederationStandIn(federation);

const api = withTestApi();
const ROUTE = 'POST /client-reports';
const BUILD = '0.3.0-a1b2c3d4e5';

type Props = RemoteProps & { domElement: HTMLElement };

function remoteApp(mount?: LifeCycles<Props>['mount']): LifeCycles<Props> {
  return {
    bootstrap: async () => {},
    mount:
      mount ??
      (async ({ domElement, area }) => {
        domElement.innerHTML = `<p>Courses remote (${area})</p>`;
      }),
    unmount: async ({ domElement }) => {
      domElement.innerHTML = '';
    },
  };
}

async function reportsOnLeaving(): Promise<ClientReportEntry[]> {
  window.dispatchEvent(new Event('pagehide'));
  await waitFor(() => expect(api.callsTo(ROUTE)).toHaveLength(1));
  return (api.callsTo(ROUTE)[0]!.body as { reports: ClientReportEntry[] }).reports;
}

let stop: () => void = () => {};
beforeEach(() => {
  federation.loadRemote.mockReset();
  sessionStore.set(
    runtimeConfigAtom,
    deployedRemotes(['courses'], (name) => `/remotes/${name}/${BUILD}/remoteEntry.js`),
  );
  api.on(ROUTE, () => ok(undefined, 'Reports received', 202));
  stop = startBuildReports();
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('RemoteArea reports', () => {
  it('counts one load of the build however many areas of it mount', async () => {
    federation.loadRemote.mockImplementation(async () => remoteApp());
    const first = renderWithProviders(<RemoteArea remote="courses" area="public" basePath="/" />);
    await screen.findByText('Courses remote (public)');
    first.unmount();
    renderWithProviders(
      <>
        <RemoteArea remote="courses" area="public" basePath="/" />
        <RemoteArea remote="courses" area="dashboard" basePath="/dashboard" />
      </>,
    );
    await screen.findByText('Courses remote (dashboard)');
    await screen.findByText('Courses remote (public)');

    expect(await reportsOnLeaving()).toEqual([{ remote: 'courses', build: BUILD, kind: 'load', count: 1 }]);
  });

  it('counts a remote that could not be loaded as `chunk` and one that crashed as `error`, each tried once as a load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockRejectedValueOnce(new Error('Remote module courses/app could not be loaded'));
    const unavailable = renderWithProviders(<RemoteArea remote="courses" area="public" basePath="/" />);
    expect(await screen.findByText(REMOTE_FAILED_TITLE)).toBeTruthy();
    unavailable.unmount();

    federation.loadRemote.mockResolvedValue(
      remoteApp(async () => {
        throw new TypeError('Cannot read properties of undefined');
      }),
    );
    renderWithProviders(<RemoteArea remote="courses" area="public" basePath="/" />);
    expect(await screen.findByText(REMOTE_FAILED_TITLE)).toBeTruthy();

    const reports = await reportsOnLeaving();
    // A build that fails every time is still loaded once per page load: its rate of failures per load is known.
    expect(reports).toEqual([
      { remote: 'courses', build: BUILD, kind: 'chunk', count: 1 },
      { remote: 'courses', build: BUILD, kind: 'load', count: 1 },
      { remote: 'courses', build: BUILD, kind: 'error', count: 1 },
    ]);
  });
});
