import { randomUUID } from 'node:crypto';
import type { Category } from '@skillhub/shared/schemas/category';
import type { CatalogueCard } from '@skillhub/shared/schemas/course';

/** Bodies in the contract's shapes (@skillhub/shared/schemas/course) for the scripted API of page tests. */

export function categoryFixture(name: string): Category {
  const now = new Date().toISOString();
  return {
    _id: randomUUID(),
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `All about ${name}`,
    isDeleted: false,
    courses: [],
    createdAt: now,
    updatedAt: now,
  };
}

export function catalogueCardFixture(title: string, overrides: Partial<CatalogueCard> = {}): CatalogueCard {
  return {
    _id: randomUUID(),
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    subtitle: `Everything you need to start with ${title}`,
    thumbnail: 'https://cdn.skillhub.in/thumbnails/course.webp',
    category: { _id: randomUUID(), name: 'Data Science' },
    courseMode: 'Online',
    courseLevel: 'Beginner',
    language: 'English',
    price: { actualPrice: 15000, discountPercentage: 20, finalPrice: 12000 },
    validity: '1 Year',
    averageRating: 0,
    ratingsCount: 0,
    lecturesCount: 12,
    ...overrides,
  };
}

/** The list envelope of api-conventions.md around one page of items. */
export function listBody<T>(items: T[], page = 1, limit = 12, total = items.length) {
  return {
    success: true,
    data: items,
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
