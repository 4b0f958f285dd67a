import { COMPANY } from '@skillhub/shared/constants';
import { i18n } from '@skillhub/shared/i18n';
import type { PageHead } from '@skillhub/shared/page-head';
import { routeTo } from '@skillhub/shared/routes';
import type { PaymentLinkCheckout } from '@skillhub/shared/schemas/lead-revenue';

/**
 * /pay/{token} as a link preview reads it (the link goes out by WhatsApp and e-mail): the course's title and cover,
 * nothing of the lead's, and kept out of search results, as a page made for one person.
 */
export function payLinkHead(link: PaymentLinkCheckout, token: string, origin: string): PageHead {
  const title = link.course.title;
  return {
    title: i18n.t('payLink.documentTitle', { ns: 'learner', title, company: COMPANY.name }),
    description: i18n.t('payLink.description', { ns: 'learner', title }),
    canonical: `${origin}${routeTo('paymentLink', { token })}`,
    ...(link.course.thumbnail ? { image: new URL(link.course.thumbnail, origin).toString() } : {}),
    type: 'website',
    jsonLd: { '@type': 'WebPage', name: title },
    noindex: true,
  };
}
