import { act, screen, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import type { AppProps } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRASH_EVENT, type CrashDetail } from '../src/crash-event.ts';
import type { RemoteProps } from '../src/remote-props.ts';
import { authAtom } from '../src/session.ts';
import { createRemoteLifecycles } from '../src/ui/remote-lifecycles.tsx';

function CoursesApp(props: RemoteProps) {
  const auth = useAtomValue(authAtom);
  return (
    <p>
      Courses at {props.basePath} in the {props.area} area, {props.themeMode} theme,{' '}
      {auth.isAuthenticated ? 'signed in' : 'signed out'}, props: {Object.keys(props).sort().join(',')}
    </p>
  );
}

function Broken(): never {
  throw new Error('render failed');
}

let container: HTMLElement;

function mountProps(extra: Partial<RemoteProps> = {}): RemoteProps & AppProps & { domElement: HTMLElement } {
  return {
    name: 'courses-parcel',
    singleSpa: {} as AppProps['singleSpa'],
    mountParcel: vi.fn() as unknown as AppProps['mountParcel'],
    domElement: container,
    basePath: '/dashboard',
    area: 'dashboard',
    themeMode: 'light',
    ...extra,
  };
}

/**
 * Awaiting a lifecycle inside act() hangs (design/environment.md): start it inside act(), which flushes
 * React's work, and await it after.
 */
async function run(start: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = start();
  });
  await pending;
}

afterEach(() => {
  container?.remove();
  vi.restoreAllMocks();
});

describe('createRemoteLifecycles', () => {
  it('mounts the root into the given element with only the remote props, updates and unmounts it', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const lifecycles = createRemoteLifecycles(CoursesApp);
    const props = mountProps();

    await lifecycles.bootstrap(props);
    await run(() => lifecycles.mount(props));
    expect(container.textContent).toBe(
      'Courses at /dashboard in the dashboard area, light theme, signed out, props: area,basePath,locale,themeMode',
    );
    // The antd App of RemoteRoot wraps the remote.
    expect(container.querySelector('.ant-app')).not.toBeNull();

    // An update is a transition, whose promise can resolve before React commits it: the new props are waited for.
    await run(() => lifecycles.update({ ...props, themeMode: 'dark', basePath: '/dashboard/x' }));
    await waitFor(() =>
      expect(container.textContent).toContain('Courses at /dashboard/x in the dashboard area, dark theme'),
    );

    await run(() => lifecycles.unmount(props));
    expect(container.innerHTML).toBe('');
  });

  it("asks for the page's code and data as it mounts, without waiting for them when there is no server markup", async () => {
    container = document.body.appendChild(document.createElement('div'));
    window.history.pushState(null, '', '/my-courses');
    const asked: string[] = [];
    // Never settles: a mount that waited for it would never draw.
    const preload = (pathname: string) => {
      asked.push(pathname);
      return new Promise<void>(() => {});
    };
    const lifecycles = createRemoteLifecycles(CoursesApp, preload);
    const props = mountProps({ area: 'public', basePath: '/' });

    await lifecycles.bootstrap(props);
    await run(() => lifecycles.mount(props));
    expect(asked).toEqual(['/my-courses']);
    expect(container.textContent).toContain('Courses at / in the public area');
    await run(() => lifecycles.unmount(props));
  });

  it('shows the crash page with a refresh button when the root throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    container = document.body.appendChild(document.createElement('div'));
    const lifecycles = createRemoteLifecycles(Broken);
    const props = mountProps({ themeMode: 'dark' });

    await lifecycles.bootstrap(props);
    await run(() => lifecycles.mount(props));
    expect(screen.getByText('Oops! Something Went Wrong')).toBeTruthy();
    expect(screen.getByText(/check your internet connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();

    await run(() => lifecycles.unmount(props));
    expect(container.innerHTML).toBe('');
  });

  it('announces the crash on the window once, for the shell to count against the build', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const announced: unknown[] = [];
    const listen = (event: Event) => announced.push((event as CustomEvent<CrashDetail>).detail.error);
    window.addEventListener(CRASH_EVENT, listen);
    try {
      container = document.body.appendChild(document.createElement('div'));
      const lifecycles = createRemoteLifecycles(Broken);
      const props = mountProps();
      await lifecycles.bootstrap(props);
      await run(() => lifecycles.mount(props));
      expect(screen.getByText('Oops! Something Went Wrong')).toBeTruthy();
      // A later render of the crash (the theme switched) is not a new crash.
      await run(() => lifecycles.update({ ...props, themeMode: 'dark' }));
      expect(announced).toHaveLength(1);
      expect((announced[0] as Error).message).toBe('render failed');
      await run(() => lifecycles.unmount(props));
    } finally {
      window.removeEventListener(CRASH_EVENT, listen);
    }
  });
});
