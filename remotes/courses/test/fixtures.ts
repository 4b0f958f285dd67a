import type { Category } from '@skillhub/shared/schemas/category';

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
