import { Flex, Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface RemotePage {
  /** exactly as in the shell's route manifest (`ROUTES` in ./routes.ts) for the remote that owns it */
  path: string;
  /** lazy, so each page is its own chunk */
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * A remote's pages at their manifest paths. The manifest says who may open a path; the shell guards it
 * before mounting the remote. Any other path belongs to the shell or another remote: render nothing.
 */
export function RemoteRoutes({ pages }: { pages: readonly RemotePage[] }) {
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="Loading page" />
        </Flex>
      }
    >
      <Routes>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
