import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { replayEarlyInput } from '../early-input.ts';

/**
 * A lazily loaded page. Its chunk is asked for a few times with growing pauses (a dropped connection, a proxy
 * hiccup), then the failure stands: React.lazy keeps it, the page's error boundary shows it, and its Refresh
 * reloads the page, which brings the app's current build. A chunk that is gone for good (its build was pruned on
 * the server, or one file of it is missing) is asked for PAGE_LOAD_DELAYS_MS.length + 1 times, not in a loop
 * with every render.
 */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own typing, any props a component takes
export interface PageSource<Component extends ComponentType<any> = ComponentType> {
  readonly current: LazyExoticComponent<Component> | Component;
  /**
   * Starts fetching the page's code before it is opened (the visitor's likely next step): the page then renders
   * from that same fetch. Nothing for code already there; a failed fetch is tried again when the page renders.
   */
  readonly preload: () => void;
  /**
   * The page's code, fetched: once it is there, the page's first render draws it at once, without suspending (a
   * page hydrated over the server's markup must be drawn in that first render, bootstrap.tsx, remote-lifecycles).
   * A failure is left to the render, which shows it.
   */
  readonly load: () => Promise<void>;
}

/** The pauses before the second and third attempts at a page's chunk. */
export const PAGE_LOAD_DELAYS_MS: readonly number[] = [500, 1500];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `load()`, tried again after each of `delays` while it fails; the last failure is thrown. */
export async function loadWithRetries<T>(load: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await pause(delay);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export function lazyPage<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
  delays: readonly number[] = PAGE_LOAD_DELAYS_MS,
): PageSource<Component> {
  let loading: Promise<{ default: Component }> | null = null;
  let loaded: { default: Component } | null = null;
  const start = () => {
    loading ??= loadWithRetries(load, delays).then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // Code already there is handed over at once (React.lazy takes it from a `then` that answers in the same call).
  const now = (module: { default: Component }): PromiseLike<{ default: Component }> => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable that React.lazy reads synchronously
    then: (resolve) => Promise.resolve(resolve ? resolve(module) : module) as never,
  });
  return {
    current: lazy(() => (loaded ? now(loaded) : start()) as Promise<{ default: Component }>),
    preload: () => {
      start().catch(() => {});
    },
    load: () =>
      start().then(
        () => {},
        () => {},
      ),
  };
}

/** A page whose code is already there: a remote's server render imports its pages, it never waits for a chunk. */
export function loadedPage(Component: ComponentType): PageSource {
  return { current: Component, preload: () => {}, load: () => Promise.resolve() };
}

export function LazyPage({ source }: { source: PageSource }) {
  const Page = source.current;
  // A page hydrated over the server's markup gets what the visitor did on it before (early-input.ts).
  useEffect(() => replayEarlyInput(), []);
  return <Page />;
}
