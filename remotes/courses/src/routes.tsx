import { Flex, Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface CoursesPage {
  /** exactly as in the shell's route manifest (`ROUTES` in @skillhub/shared/routes, owner 'courses') */
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Which page renders at which path. The manifest says who may open a path and where it sits in the menu;
 * the shell guards it before mounting this remote. Each page is its own chunk.
 */
export const coursesPages: readonly CoursesPage[] = [
  { path: '/dashboard/category', Page: lazy(() => import('./pages/category/index.tsx')) },
  { path: '/courses', Page: lazy(() => import('./pages/catalogue/index.tsx')) },
  { path: '/course/:slug', Page: lazy(() => import('./pages/course-page/index.tsx')) },
  { path: '/dashboard/enquiry', Page: lazy(() => import('./pages/enquiries/index.tsx')) },
  { path: '/dashboard/courses', Page: lazy(() => import('./pages/courses-list/index.tsx')) },
  { path: '/dashboard/create-course', Page: lazy(() => import('./pages/course-builder/index.tsx')) },
  { path: '/dashboard/course/update-details/:courseId', Page: lazy(() => import('./pages/course-builder/index.tsx')) },
  {
    path: '/dashboard/course/update-curriculum/:courseId',
    Page: lazy(() => import('./pages/course-curriculum/index.tsx')),
  },
  { path: '/dashboard/course/content/:courseId', Page: lazy(() => import('./pages/course-content/index.tsx')) },
  { path: '/dashboard/qna', Page: lazy(() => import('./pages/qna/index.tsx')) },
];

export function CoursesRoutes() {
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="Loading page" />
        </Flex>
      }
    >
      <Routes>
        {coursesPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* Any other path belongs to the shell (including its 404 page): render nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
