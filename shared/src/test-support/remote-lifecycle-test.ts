import { describe, expect, it } from 'vitest';
import type { Area } from '../remote-props.ts';
import type { RemoteLifecycles } from '../ui/remote-lifecycles.tsx';
import { mountRemote } from './mount-remote.ts';

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

export function describeRemoteLifecycles({ name, lifecycles, area, page, foreignPath }: RemoteLifecycleCase): void {
  describe(`the ${name} remote, mounted as the shell mounts it`, () => {
    it(`renders ${page.path}, follows prop updates and unmounts cleanly`, async () => {
      await page.arrange?.();
      const remote = await mountRemote(lifecycles, { name, area, path: page.path });
      await page.expect(remote.element);

      await remote.update({ themeMode: 'dark' });
      await page.expect(remote.element);

      await remote.unmount();
      expect(remote.element.childElementCount).toBe(0);
    });

    it('renders nothing at an address it does not own (the shell or another remote shows it)', async () => {
      const remote = await mountRemote(lifecycles, { name, area, path: foreignPath });
      expect(remote.element.textContent).toBe('');
      await remote.unmount();
    });
  });
}
