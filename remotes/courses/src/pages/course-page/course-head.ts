import { COMPANY } from '@skillhub/shared/constants';
import { i18n } from '@skillhub/shared/i18n';
import type { PageHead } from '@skillhub/shared/page-head';
import { routeTo } from '@skillhub/shared/routes';
import type { PublicCourse } from '@skillhub/shared/schemas/course';

/** What search results show of a description: the subtitle, cut to this. */
const DESCRIPTION_MAX = 160;

const clip = (text: string) =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;

/**
 * /course/{slug} as search engines and link previews read it: the page's own title, the subtitle as its
 * description, the cover as its picture, and a schema.org Course with its price in rupees (and its rating once it
 * has one).
 */
export function coursePageHead(course: PublicCourse, origin: string): PageHead {
  const canonical = `${origin}${routeTo('course', { slug: course.slug })}`;
  const image = new URL(course.thumbnail, origin).toString();
  const description = clip(course.subtitle || course.description);
  return {
    title: i18n.t('coursePage.documentTitle', { ns: 'courses', title: course.title, company: COMPANY.name }),
    description,
    canonical,
    image,
    type: 'website',
    jsonLd: {
      '@type': 'Course',
      name: course.title,
      description,
      url: canonical,
      image,
      inLanguage: course.language,
      educationalLevel: course.courseLevel,
      provider: { '@type': 'Organization', name: COMPANY.name, sameAs: origin },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: course.price.finalPrice,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
      ...(course.ratingsCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: course.averageRating,
              ratingCount: course.ratingsCount,
            },
          }
        : {}),
    },
  };
}
