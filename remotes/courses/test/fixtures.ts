import type { Category } from '@skillhub/shared/schemas/category';
import type { CourseSummary } from '@skillhub/shared/schemas/course';

/** Records shaped as the shared schemas say, for the scripted server to answer with. */

const STAMP = '2026-11-20T09:30:00.000Z';

export function categoryFixture(name: string, overrides: Partial<Category> = {}): Category {
  return {
    _id: `cat-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `All about ${name}`,
    isDeleted: false,
    courses: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function courseSummaryFixture(title: string, overrides: Partial<CourseSummary> = {}): CourseSummary {
  const category = categoryFixture('Full Stack');
  return {
    _id: `course-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    subtitle: `Subtitle of ${title}`,
    thumbnail: 'https://cdn.skillhub.test/thumbnails/course.png',
    category: { _id: category._id, name: category.name },
    courseMode: 'Online',
    courseLevel: 'Beginner',
    language: 'English',
    price: { actualPrice: 4999, discountPercentage: 0, finalPrice: 4999 },
    validity: '1 Year',
    averageRating: 0,
    ratingsCount: 0,
    lecturesCount: 0,
    courseStatus: 'DRAFT',
    sectionsCount: 0,
    createdBy: { _id: 'staff-1', name: 'Asha Staff' },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
