import type { PaymentLinkCheckout } from '@skillhub/shared/schemas/lead-revenue';
import { serverRender } from '@skillhub/shared/ssr/render-remote-page';
// The remote's texts, as in the browser.
import './i18n/index.ts';
import { paymentSummaryQuery } from '@skillhub/shared/payment-summary-query';
import type { PaymentSummary } from '@skillhub/shared/schemas/payment';
import { coursePaymentHead } from './pages/course-payment/course-payment-head.ts';
import CoursePaymentPage from './pages/course-payment/index.tsx';
import MyCoursesPage from './pages/my-courses/index.tsx';
import { myCoursesHead } from './pages/my-courses/my-courses-head.ts';
import PayLinkPage from './pages/pay-link/index.tsx';
import { payLinkHead } from './pages/pay-link/pay-link-head.ts';
import { payLinkKey } from './pages/pay-link/use-pay-link.ts';
import { pages } from './pages.ts';

/**
 * The server target (`server/render.mjs` of each build), rendered by the API with this remote's very pages from
 * the data the server sends under each page's own keys:
 *
 * - a payment link's checkout, which a lead opens from WhatsApp or a mail on a phone: the course, the price and
 *   Pay before any script;
 * - My courses, for the learner the page cookie names (the request's `visitor`): their courses, certificates and
 *   refunded purchases, as the page's visit asks for them;
 * - a course's payment page, for that learner: the course, their price and Pay.
 */
export const render = serverRender(pages, {
  myCourses: {
    Component: MyCoursesPage,
    head: ({ origin }) => myCoursesHead(origin),
  },
  coursePayment: {
    Component: CoursePaymentPage,
    head: ({ data, params, origin, visitor }) =>
      coursePaymentHead(
        data<PaymentSummary>(paymentSummaryQuery(params.courseId ?? '', visitor?.user._id ?? '').queryKey),
        origin,
      ),
  },
  paymentLink: {
    Component: PayLinkPage,
    head: ({ data, params, origin }) => {
      const token = params.token ?? '';
      return payLinkHead(data<{ data: PaymentLinkCheckout }>(payLinkKey(token)).data, token, origin);
    },
  },
});
