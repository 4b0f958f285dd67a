import { lazyPage } from '@skillhub/shared/ui/lazy-page';
import type { PageComponents } from '@skillhub/shared/ui/remote-routes';
import type { pages } from './pages.ts';

/** The code of each published page; each page is its own chunk. */
export const components: PageComponents<typeof pages> = {
  catalogue: lazyPage(() => import('./pages/catalogue/index.tsx')),
  course: lazyPage(() => import('./pages/course-page/index.tsx')),
  courseList: lazyPage(() => import('./pages/courses-list/index.tsx')),
  createCourse: lazyPage(() => import('./pages/course-builder/index.tsx')),
  courseDetails: lazyPage(() => import('./pages/course-builder/index.tsx')),
  courseCurriculum: lazyPage(() => import('./pages/course-curriculum/index.tsx')),
  courseContent: lazyPage(() => import('./pages/course-content/index.tsx')),
  courseLearners: lazyPage(() => import('./pages/course-learners/index.tsx')),
  category: lazyPage(() => import('./pages/category/index.tsx')),
  coupons: lazyPage(() => import('./pages/coupons/index.tsx')),
  qna: lazyPage(() => import('./pages/qna/index.tsx')),
  enquiry: lazyPage(() => import('./pages/enquiries/index.tsx')),
};
