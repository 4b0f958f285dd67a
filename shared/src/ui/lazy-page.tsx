import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A lazily loaded page. React.lazy remembers a failed import forever, so a page whose chunk failed once could
 * never load again; a PageSource swaps in a fresh lazy component after a failure, and when the error boundary
 * remounts the page the chunk is requested again.
 */
export interface PageSource {
  current: LazyExoticComponent<ComponentType>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): PageSource {
  const attempt = () =>
    load().catch((error: unknown) => {
      source.current = lazy(attempt);
      throw error;
    });
  const source: PageSource = { current: lazy(attempt) };
  return source;
}

export function LazyPage({ source }: { source: PageSource }) {
  const Page = source.current;
  return <Page />;
}
