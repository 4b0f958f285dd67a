import { type PageHead, staticPageHead } from '@skillhub/shared/page-head';
import { routeTo } from '@skillhub/shared/routes';
import type { CatalogueCard } from '@skillhub/shared/schemas/course';

/** /courses as search engines read it: the fixed page's head, listing the courses on its first page in order. */
export function cataloguePageHead(courses: readonly CatalogueCard[], origin: string): PageHead {
  const head = staticPageHead(origin, 'catalogue');
  return {
    ...head,
    jsonLd: {
      ...head.jsonLd,
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: courses.map((course, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          url: `${origin}${routeTo('course', { slug: course.slug })}`,
          name: course.title,
        })),
      },
    },
  };
}
