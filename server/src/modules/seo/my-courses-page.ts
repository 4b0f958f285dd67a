import { courseCertificateEndpoints } from '@skillhub/shared/endpoints/course-certificates';
import { myCourseEndpoints } from '@skillhub/shared/endpoints/my-courses';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import { visitorOf } from '../auth/session.ts';
import { createCourseCertificatesService } from '../course-certificates/course-certificates.service.ts';
import { createMyCoursesService } from '../my-courses/my-courses.service.ts';
import { asSent, type SendPage, type SendRemotePage } from './server-page.ts';

/**
 * /my-courses, where signing in and a paid course lead: for the learner the page cookie names (auth/page-cookie.ts),
 * drawn by the learner remote's own page (remotes/learner/src/server-render.tsx) with their courses, certificates
 * and refunded purchases, read as GET /api/course/my-courses, /my-certificates and /my-courses/refunded read them
 * for that learner and inlined under the page's keys; the frame's header shows them signed in. A phone shows the
 * courses at once instead of after the whole app and three calls. Without a good page cookie (none, or a session
 * that has ended) it is the plain app, which asks for a sign-in as before. One person's page: no cache keeps it.
 */
export function registerMyCoursesPage(app: FastifyInstance, sendPage: SendPage, sendRemotePage: SendRemotePage) {
  const courses = createMyCoursesService(app);
  const certificates = createCourseCertificatesService(app);

  app.get(PATHS.myCourses, { schema: { hide: true } }, async (request, reply) => {
    const session = await app.pageSession(request);
    if (!session) return sendPage(reply, 200, null, PATHS.myCourses);
    const userId = session.user.id;
    const [list, mine, refunded] = await Promise.all([
      courses.list(userId),
      certificates.mine(userId),
      courses.refundedPurchases(userId),
    ]);
    // The remote's own keys (remotes/learner/src/enrollments/my-courses-query.ts, my-certificates.ts).
    const queries = [
      { key: ['my-courses'], data: asSent(myCourseEndpoints.list.response, list) },
      { key: ['my-courses', 'certificates'], data: asSent(courseCertificateEndpoints.mine.response, mine) },
      { key: ['my-courses', 'refunded'], data: asSent(myCourseEndpoints.refundedPurchases.response, refunded) },
    ];
    const search = new URL(request.url, 'http://page').search;
    return sendRemotePage(reply, {
      name: 'myCourses',
      path: `${routeTo('myCourses')}${search}`,
      queries: () => queries,
      data: queries,
      fallbackHead: null,
      visitor: visitorOf(session),
    });
  });
}
