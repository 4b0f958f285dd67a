import { type RemotePage, RemoteRoutes } from '@skillhub/shared/ui/remote-routes';
import { lazy } from 'react';

/**
 * Which page renders at which path. The manifest says who may open a path (every learner page needs a
 * sign-in); the shell guards it before mounting this remote. Each page is its own chunk.
 */
export const learnerPages: readonly RemotePage[] = [
  { path: '/course-payment/:courseId', Page: lazy(() => import('./pages/course-payment/index.tsx')) },
  { path: '/my-courses', Page: lazy(() => import('./pages/my-courses/index.tsx')) },
  { path: '/course/:slug/learn/:courseId', Page: lazy(() => import('./pages/course-player/index.tsx')) },
];

export function LearnerRoutes() {
  return <RemoteRoutes pages={learnerPages} />;
}
