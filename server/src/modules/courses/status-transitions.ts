import type { CONTENT_STATUSES } from '@skillhub/shared/constants';

export type CourseStatus = (typeof CONTENT_STATUSES)[number];

/**
 * The course life cycle. A terminated course goes back to draft before it can be published again, so that it
 * is reviewed rather than silently reappearing in the catalogue.
 */
const ALLOWED: Record<CourseStatus, readonly CourseStatus[]> = {
  DRAFT: ['PUBLISHED', 'TERMINATED'],
  PUBLISHED: ['DRAFT', 'TERMINATED'],
  TERMINATED: ['DRAFT'],
};

/** Why `from` -> `to` is refused, or null when it is allowed. */
export function refusedTransition(from: CourseStatus, to: CourseStatus): string | null {
  if (from === to) return `The course is already ${to}`;
  if (ALLOWED[from].includes(to)) return null;
  return `A ${from} course cannot be made ${to}; move it to DRAFT first`;
}

/** What a course needs before it can be published: a curriculum with lectures, and a price. */
export function publishBlocker(course: {
  actualPrice: number;
  sections: { title: string; lectures: number }[];
}): string | null {
  if (course.sections.length === 0) return 'Add at least one section with a lecture before publishing';
  const empty = course.sections.find((s) => s.lectures === 0);
  if (empty) return `Section "${empty.title}" has no lectures; add one before publishing`;
  if (!(course.actualPrice > 0)) return 'Set a price before publishing';
  return null;
}
