import type { courses } from '../../src/db/schema/courses.ts';

/**
 * A complete courses row for tests that only care about a few columns (title, slug, category, status):
 * the rest is a plausible course so the row passes every NOT NULL.
 */
export function courseRow(
  values: Pick<typeof courses.$inferInsert, 'title' | 'slug' | 'categoryId'> & Partial<typeof courses.$inferInsert>,
): typeof courses.$inferInsert {
  return {
    subtitle: `${values.title}: a practical course`,
    language: 'English',
    courseMode: 'Online',
    courseLevel: 'Beginner',
    thumbnail: 'https://cdn.skillhub.test/thumbnails/course.png',
    keypoints: ['Hands-on projects'],
    tags: [{ value: 'practical' }],
    tagsText: 'practical',
    description: 'A course used by the tests.',
    duration: '8 weeks',
    whatWillYouLearn: ['The basics'],
    actualPrice: 10_000,
    discountPercentage: 0,
    finalPrice: 10_000,
    validity: '1 Year',
    ...values,
  };
}
