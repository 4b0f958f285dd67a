import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import type { CurriculumImpact } from '@skillhub/shared/schemas/course';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';

/** How many learners have notes or progress on a lecture or section; 0 for items not saved yet. */
export interface LearnersWithWork {
  lecture(id: string | undefined): number;
  section(id: string | undefined): number;
}

export function learnersWithWork(impact: CurriculumImpact): LearnersWithWork {
  const lectures = new Map(impact.lectures.map((l) => [l._id, l.learners]));
  const sections = new Map(impact.sections.map((s) => [s._id, s.learners]));
  return {
    lecture: (id) => (id ? (lectures.get(id) ?? 0) : 0),
    section: (id) => (id ? (sections.get(id) ?? 0) : 0),
  };
}

/**
 * GET /course/curriculum/impact/{courseId}, under the course keys so that a saved curriculum refreshes it
 * with the new ids.
 */
export function useCurriculumImpact(courseId: string) {
  return useQuery({
    queryKey: [...courseKeys.all, 'curriculum-impact', courseId] as const,
    queryFn: async ({ signal }) => {
      const body = await request(courseEndpoints.curriculumImpact, { params: { courseId }, signal });
      return learnersWithWork(body.data);
    },
  });
}
