import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Area, RemoteProps, ThemeMode } from '../remote-props.ts';
import type { RemoteLifecycles } from '../ui/remote-lifecycles.tsx';

/**
 * The test every remote has (src/app.test.tsx): its `./app` lifecycles mounted as the shell's parcel mounts them,
 * showing a page it publishes, following a prop update, unmounting cleanly, and rendering nothing at an address
 * it does not own. Server and session set-up stay in the remote's test (`arrange`), since they are its own.
 */
export interface RemoteLifecycleCase {
  name: string;
  lifecycles: RemoteLifecycles;
  area: Area;
  /** an address the remote owns, and what a visitor sees there once it has loaded */
  page: { path: string; arrange?: () => void | Promise<void>; expect: (area: HTMLElement) => Promise<void> };
  /** an address owned by the shell or another remote */
  foreignPath: string;
}

type LifecycleProps = Parameters<RemoteLifecycles['mount']>[0];

/** Awaiting single-spa-react's lifecycles inside act() never settles: start them in act(), await after. */
async function inAct(start: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = start();
  });
  await pending;
}

export function describeRemoteLifecycles({ name, lifecycles, area, page, foreignPath }: RemoteLifecycleCase): void {
  const { bootstrap, mount, unmount, update } = lifecycles;

  /** What the shell's <Parcel> hands a remote: single-spa's own props beside the RemoteProps. */
  function parcelProps(domElement: HTMLElement, themeMode: ThemeMode = 'light'): LifecycleProps {
    const props: RemoteProps & { name: string; domElement: HTMLElement } = {
      name,
      domElement,
      basePath: area === 'dashboard' ? '/dashboard' : '/',
      area,
      themeMode,
    };
    // single-spa-react reads only name and domElement of single-spa's props; the rest stay out of the test.
    return props as unknown as LifecycleProps;
  }

  async function mountAt(path: string): Promise<HTMLElement> {
    window.history.pushState(null, '', path);
    const domElement = document.body.appendChild(document.createElement('div'));
    await bootstrap(parcelProps(domElement));
    await inAct(() => mount(parcelProps(domElement)));
    return domElement;
  }

  describe(`the ${name} remote, mounted as the shell mounts it`, () => {
    it(`renders ${page.path}, follows prop updates and unmounts cleanly`, async () => {
      await page.arrange?.();
      const element = await mountAt(page.path);
      await page.expect(element);

      await inAct(() => update(parcelProps(element, 'dark')));
      await page.expect(element);

      await inAct(() => unmount(parcelProps(element)));
      expect(element.childElementCount).toBe(0);
      element.remove();
    });

    it('renders nothing at an address it does not own (the shell or another remote shows it)', async () => {
      const element = await mountAt(foreignPath);
      expect(element.textContent).toBe('');
      await inAct(() => unmount(parcelProps(element)));
      element.remove();
    });
  });
}
