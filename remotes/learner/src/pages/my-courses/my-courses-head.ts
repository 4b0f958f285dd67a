import { COMPANY } from '@skillhub/shared/constants';
import { i18n } from '@skillhub/shared/i18n';
import type { PageHead } from '@skillhub/shared/page-head';
import { routeTo } from '@skillhub/shared/routes';

/** /my-courses as the server sends it to its learner: the page's title, and kept out of search results. */
export function myCoursesHead(origin: string): PageHead {
  const title = i18n.t('myCourses.documentTitle', { ns: 'learner', company: COMPANY.name });
  return {
    title,
    description: i18n.t('myCourses.title', { ns: 'learner' }),
    canonical: `${origin}${routeTo('myCourses')}`,
    type: 'website',
    jsonLd: { '@type': 'WebPage', name: title },
    noindex: true,
  };
}
