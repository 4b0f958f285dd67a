import { type RemotePage, RemoteRoutes } from '@skillhub/shared/ui/remote-routes';
import { lazy } from 'react';

/**
 * Which page renders at which path. The manifest says who may open a path and where it sits in the menu;
 * the shell guards it before mounting this remote. Each page is its own chunk.
 */
export const coursesPages: readonly RemotePage[] = [
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
  return <RemoteRoutes pages={coursesPages} />;
}
