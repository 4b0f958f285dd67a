import { COMPANY } from '@skillhub/shared/constants';
import { i18n } from '@skillhub/shared/i18n';
import type { PageHead } from '@skillhub/shared/page-head';
import { routeTo } from '@skillhub/shared/routes';
import type { PaymentSummary } from '@skillhub/shared/schemas/payment';

/** A course's payment page as the server sends it to its learner: the course's checkout title, out of search results. */
export function coursePaymentHead(summary: PaymentSummary, origin: string): PageHead {
  const title = i18n.t('payment.documentTitle', { ns: 'learner', title: summary.course.title, company: COMPANY.name });
  return {
    title,
    description: i18n.t('payment.title', { ns: 'learner' }),
    canonical: `${origin}${routeTo('coursePayment', { courseId: summary.course._id })}`,
    type: 'website',
    jsonLd: { '@type': 'WebPage', name: title },
    noindex: true,
  };
}
