import { Flex, Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface LearnerPage {
  /** exactly as in the shell's route manifest (`ROUTES` in @skillhub/shared/routes, owner 'learner') */
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Which page renders at which path. The manifest says who may open a path (every learner page needs a
 * sign-in); the shell guards it before mounting this remote. Each page is its own chunk.
 */
export const learnerPages: readonly LearnerPage[] = [
  { path: '/course-payment/:courseId', Page: lazy(() => import('./pages/course-payment/index.tsx')) },
  { path: '/my-courses', Page: lazy(() => import('./pages/my-courses/index.tsx')) },
  { path: '/course/:slug/learn/:courseId', Page: lazy(() => import('./pages/course-player/index.tsx')) },
];

export function LearnerRoutes() {
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="Loading page" />
        </Flex>
      }
    >
      <Routes>
        {learnerPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* Any other path belongs to the shell or another remote: render nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
