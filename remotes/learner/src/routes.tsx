import { lazyPage } from '@skillhub/shared/ui/lazy-page';
import type { PageComponents, PageData } from '@skillhub/shared/ui/remote-routes';
import { myCoursesPageQueries } from './enrollments/my-courses-query.ts';
import { paymentPageQuery } from './pages/course-payment/use-payment.ts';
import type { pages } from './pages.ts';

/** The code of each published page; each page is its own chunk. */
export const components: PageComponents<typeof pages> = {
  myCourses: lazyPage(() => import('./pages/my-courses/index.tsx')),
  coursePayment: lazyPage(() => import('./pages/course-payment/index.tsx')),
  coursePlayer: lazyPage(() => import('./pages/course-player/index.tsx')),
  paymentLink: lazyPage(() => import('./pages/pay-link/index.tsx')),
};

/** What the pages read first, asked for with their code (preloadPageAt). */
export const pageData: PageData<typeof pages> = {
  myCourses: myCoursesPageQueries,
  coursePayment: ({ courseId }) => (courseId ? [paymentPageQuery(courseId)] : []),
};
