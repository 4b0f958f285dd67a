import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A lazily loaded page. React.lazy remembers a failed import forever, so a page whose chunk failed once could
 * never load again; a PageSource swaps in a fresh lazy component after a failure, and when the error boundary
 * remounts the page the chunk is requested again.
 */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own typing, any props a component takes
export interface PageSource<Component extends ComponentType<any> = ComponentType> {
  current: LazyExoticComponent<Component> | Component;
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export function lazyPage<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
): PageSource<Component> {
  const attempt = () =>
    load().catch((error: unknown) => {
      source.current = lazy(attempt);
      throw error;
    });
  const source: PageSource<Component> = { current: lazy(attempt) };
  return source;
}

/** A page whose code is already there: a remote's server render imports its pages, it never waits for a chunk. */
export function loadedPage(Component: ComponentType): PageSource {
  return { current: Component };
}

export function LazyPage({ source }: { source: PageSource }) {
  const Page = source.current;
  return <Page />;
}
