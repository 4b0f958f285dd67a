import { act } from '@testing-library/react';
import type { Area, RemoteProps } from '../remote-props.ts';
import type { RemoteLifecycles } from '../ui/remote-lifecycles.tsx';

/**
 * A remote's `./app` lifecycles mounted the way the shell's <Parcel> mounts them, at an address, in an element
 * of its own: for tests that show a remote page with the props a shell hands it (theme, locale) and change them.
 */

type LifecycleProps = Parameters<RemoteLifecycles['mount']>[0];

export interface MountedRemote {
  element: HTMLElement;
  /** Hands the remote new props, as the shell does when the theme or language changes. */
  update(props: Partial<Pick<RemoteProps, 'themeMode' | 'locale'>>): Promise<void>;
  /** Unmounts and removes the element. */
  unmount(): Promise<void>;
}

/** Awaiting single-spa-react's lifecycles inside act() never settles: start them in act(), await after. */
async function inAct(start: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = start();
  });
  await pending;
}

export async function mountRemote(
  lifecycles: RemoteLifecycles,
  {
    name,
    area,
    path,
    opening = false,
    ...initial
  }: {
    name: string;
    area: Area;
    path: string;
    /** The page the app opened on: mounted in the history entry it is at (where the shell's start asked for it). */
    opening?: boolean;
  } & Partial<RemoteProps>,
): Promise<MountedRemote> {
  let current: RemoteProps = {
    basePath: area === 'dashboard' ? '/dashboard' : '/',
    area,
    themeMode: 'light',
    ...initial,
  };
  const element = document.body.appendChild(document.createElement('div'));
  // single-spa-react reads only name and domElement of single-spa's props; the rest are the RemoteProps.
  const props = () => ({ ...current, name, domElement: element }) as unknown as LifecycleProps;

  // As the shell's router navigates: a history entry of its own, with the key the router gives each.
  if (!opening) window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: 0 }, '', path);
  await lifecycles.bootstrap(props());
  await inAct(() => lifecycles.mount(props()));
  return {
    element,
    async update(changes) {
      current = { ...current, ...changes };
      await inAct(() => lifecycles.update(props()));
    },
    async unmount() {
      await inAct(() => lifecycles.unmount(props()));
      element.remove();
    },
  };
}
