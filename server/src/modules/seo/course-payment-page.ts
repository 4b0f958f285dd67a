import { paymentEndpoints } from '@skillhub/shared/endpoints/payments';
import { paymentSummaryQuery } from '@skillhub/shared/payment-summary-query';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { courseIdParamsSchema } from '@skillhub/shared/schemas/params';
import type { FastifyInstance } from 'fastify';
import { visitorOf } from '../auth/session.ts';
import { createPaymentSummary } from '../payments/payment-summary.ts';
import { asSent, foundOrNull, type SendPage, type SendRemotePage } from './server-page.ts';

/**
 * /course-payment/{courseId}, where Buy now leads: for the learner the page cookie names (auth/page-cookie.ts),
 * drawn by the learner remote's own page with the course, their price (with the automatic offer) and Pay, read as
 * GET /api/payment/summary/{courseId} reads it for them and inlined under the page's key. Pay needs the app, which
 * comes once the page has loaded and the browser is idle (as on a payment link), not at the tap. Without a good page
 * cookie, or for a course the summary refuses, it is the plain app, as before. One person's page: no cache keeps it.
 */
export function registerCoursePaymentPage(app: FastifyInstance, sendPage: SendPage, sendRemotePage: SendRemotePage) {
  const summary = createPaymentSummary(app, app.config.payments.provider);

  app.get<{ Params: { courseId: string } }>(PATHS.coursePayment, { schema: { hide: true } }, async (request, reply) => {
    const plainApp = () => sendPage(reply, 200, null, PATHS.coursePayment);
    const params = courseIdParamsSchema.safeParse(request.params);
    const session = params.success ? await app.pageSession(request) : null;
    if (!params.success || !session) return plainApp();
    const { courseId } = params.data;
    const read = await foundOrNull(summary(session.user.id, courseId));
    if (!read) return plainApp();
    // The key both the page and the course page's purchase card read (shared/src/payment-summary-query.ts).
    const queries = [
      {
        key: paymentSummaryQuery(courseId, session.user.id).queryKey,
        data: asSent(paymentEndpoints.summary.response, read),
      },
    ];
    return sendRemotePage(reply, {
      name: 'coursePayment',
      path: routeTo('coursePayment', { courseId }),
      queries: () => queries,
      data: queries,
      fallbackHead: null,
      visitor: visitorOf(session),
      wake: 'idle',
    });
  });
}
