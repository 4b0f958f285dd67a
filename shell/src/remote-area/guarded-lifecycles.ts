import type { LifeCycles } from 'single-spa';

/**
 * single-spa treats a failing parcel lifecycle as a broken parcel and leaves rejected promises behind (the
 * `<Parcel>` component rethrows after reporting). The area wants neither: a remote that cannot load or start is
 * reported to the area, which shows its own failure Result, while single-spa sees a parcel that did nothing.
 */

type Lifecycle = LifeCycles['mount'];
type LifecycleProps = Parameters<Extract<Lifecycle, (...args: never[]) => unknown>>[0];

async function runLifecycle(lifecycle: Lifecycle, props: LifecycleProps): Promise<void> {
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
}

/** What the area mounts when there is nothing to mount: the failure is already reported. */
export const EMPTY_PARCEL: LifeCycles & { name: string } = {
  name: 'empty',
  bootstrap: async () => {},
  mount: async () => {},
  unmount: async () => {},
};

export function guardLifecycles(
  app: LifeCycles & { name: string },
  onError: (error: unknown) => void,
): LifeCycles & { name: string } {
  let failed = false;
  const guard =
    (lifecycle: Lifecycle): Lifecycle =>
    async (props) => {
      if (failed) return;
      try {
        await runLifecycle(lifecycle, props);
      } catch (error) {
        failed = true;
        onError(error);
      }
    };
  return {
    name: app.name,
    bootstrap: guard(app.bootstrap),
    mount: guard(app.mount),
    ...(app.update ? { update: guard(app.update) } : {}),
    // A remote that failed half-way may fail again when taken down; that is not news.
    unmount: async (props) => {
      try {
        await runLifecycle(app.unmount, props);
      } catch (error) {
        if (!failed) onError(error);
      }
    },
  };
}
