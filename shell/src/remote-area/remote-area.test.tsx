import type { RemoteProps } from '@skillhub/shared/remote-props';
import { sessionStore } from '@skillhub/shared/session';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifeCycles } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFederationStandIn } from '../../test/federation-stand-in.ts';
import { runtimeConfigAtom } from '../runtime/runtime-config.ts';
import { renderWithProviders, resetPage, setDeployedRemotes } from '../test/shell-test-kit.tsx';
import { REMOTE_UNAVAILABLE_ADVICE } from './area-results.tsx';
import { REMOTE_FAILED_TITLE, REMOTE_INCOMPATIBLE_TITLE, RemoteArea } from './index.tsx';

/**
 * The federation instance is the one stand-in here (there is no remote server to download from); single-spa,
 * its parcel and the shell's area around it are the real ones.
 */
const federation = {
  name: 'shell',
  // What the shell's build shares at run time (the real `satisfy` compares versions against it).
  options: { shared: { '@skillhub/session': [{ from: 'shell', version: '1.0.0' }] } },
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
};
withFederationStandIn(federation);

type Props = RemoteProps & { domElement: HTMLElement };

/** A remote's `./app` module: writes what it was given into its element, as a React root would render. */
function fakeRemoteApp(): LifeCycles<Props> {
  return {
    bootstrap: async () => {},
    mount: async ({ domElement, basePath, area, themeMode }) => {
      domElement.innerHTML = `<p>Courses remote (${area} at ${basePath}, ${themeMode})</p>`;
    },
    unmount: async ({ domElement }) => {
      domElement.innerHTML = '';
    },
  };
}

beforeEach(() => {
  resetPage();
  federation.loadRemote.mockReset();
  federation.registerRemotes.mockReset();
  setDeployedRemotes(['courses']);
});
afterEach(resetPage);

describe('RemoteArea', () => {
  it('mounts the remote app as a parcel with the mount props', async () => {
    federation.loadRemote.mockResolvedValue(fakeRemoteApp());
    renderWithProviders(<RemoteArea remote="courses" area="dashboard" basePath="/dashboard" />);
    expect(await screen.findByText('Courses remote (dashboard at /dashboard, light)')).toBeTruthy();
    expect(federation.loadRemote).toHaveBeenCalledWith('courses/app');
  });

  it('shows the retry Result when loading fails, and recovers on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The host still serves the remote where it was (a server that was briefly down).
    const courses = sessionStore.get(runtimeConfigAtom)!.remotes.courses!;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ remotes: { courses: { entry: courses.entry, ...courses.descriptor, name: undefined } } }),
    );
    federation.loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js: 502')).mockResolvedValue(fakeRemoteApp());
    renderWithProviders(
      <>
        <p>Header keeps working</p>
        <RemoteArea remote="courses" area="public" basePath="/" />
      </>,
    );
    expect(await screen.findByText(REMOTE_FAILED_TITLE)).toBeTruthy();
    expect(screen.getByText(REMOTE_UNAVAILABLE_ADVICE)).toBeTruthy();
    expect(screen.getByText('Header keeps working')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Courses remote (public at /, light)')).toBeTruthy();
    expect(screen.queryByText(REMOTE_FAILED_TITLE)).toBeNull();
    // The retry re-registers the remote, dropping whatever the runtime cached about the failure.
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'courses', entry: new URL('/remotes/courses/remoteEntry.js', window.location.href).href }],
      { force: true },
    );
  });

  it('on Retry loads an unavailable remote from where its host serves it now, a build replaced since', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const courses = sessionStore.get(runtimeConfigAtom)!.remotes.courses!;
    const newer = '/remotes/courses/0.2.0-0123456789/remoteEntry.js';
    // The host's answer: the newer build, with what it publishes inlined.
    const host = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      expect(String(url)).toBe('/runtime-config.json');
      return Response.json({ remotes: { courses: { entry: newer, ...courses.descriptor, name: undefined } } });
    });
    federation.loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js: 404')).mockResolvedValue(fakeRemoteApp());
    renderWithProviders(<RemoteArea remote="courses" area="public" basePath="/" />);
    expect(await screen.findByText(REMOTE_FAILED_TITLE)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Courses remote (public at /, light)')).toBeTruthy();
    expect(host).toHaveBeenCalledWith('/runtime-config.json', expect.anything());
    expect(sessionStore.get(runtimeConfigAtom)!.remotes.courses!.entry).toBe(newer);
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'courses', entry: new URL(newer, window.location.href).href }],
      { force: true },
    );
  });

  it('shows the retry Result when the remote crashes while mounting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockResolvedValue({
      ...fakeRemoteApp(),
      mount: async () => {
        throw new Error('boom');
      },
    });
    renderWithProviders(<RemoteArea remote="courses" area="public" basePath="/" />);
    expect(await screen.findByText(REMOTE_FAILED_TITLE)).toBeTruthy();
  });

  it('does not accept a module that is not single-spa lifecycles', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockResolvedValue({ default: () => null });
    renderWithProviders(<RemoteArea remote="courses" area="public" basePath="/" />);
    expect(await screen.findByText(REMOTE_FAILED_TITLE)).toBeTruthy();
  });

  it('passes a theme change on to the mounted remote', async () => {
    const update = vi.fn(async () => {});
    federation.loadRemote.mockResolvedValue({ ...fakeRemoteApp(), update });
    const { sessionStore, themeModeAtom } = await import('@skillhub/shared/session');
    renderWithProviders(<RemoteArea remote="courses" area="public" basePath="/" />);
    await screen.findByText('Courses remote (public at /, light)');
    act(() => sessionStore.set(themeModeAtom, 'dark'));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ themeMode: 'dark' })));
  });

  it('does not run a remote built for other versions of the shared modules, and names both versions', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = sessionStore.get(runtimeConfigAtom)!;
    const courses = config.remotes.courses!;
    sessionStore.set(runtimeConfigAtom, {
      ...config,
      remotes: {
        courses: { ...courses, descriptor: { ...courses.descriptor!, requires: { '@skillhub/session': '^2.0.0' } } },
      },
    });
    renderWithProviders(
      <>
        <p>Header keeps working</p>
        <RemoteArea remote="courses" area="dashboard" basePath="/dashboard" />
      </>,
    );
    expect(await screen.findByText(REMOTE_INCOMPATIBLE_TITLE)).toBeTruthy();
    expect(screen.getByText('Header keeps working')).toBeTruthy();
    expect(federation.loadRemote).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/courses.*@skillhub\/session \^2\.0\.0 \(this page has 1\.0\.0\)/),
    );
  });
});
