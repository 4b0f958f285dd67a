import { request } from '@skillhub/shared/api-client';
import { courseOutlineEndpoints } from '@skillhub/shared/endpoints/course-outline';
import { progressEndpoints } from '@skillhub/shared/endpoints/progress';
import type { CourseOutline } from '@skillhub/shared/schemas/course-outline';
import type { CourseProgress, LectureProgressBody } from '@skillhub/shared/schemas/progress';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { myCoursesKeys } from '../../enrollments/my-courses-query.ts';

export const playerKeys = {
  outline: (courseId: string) => ['course-outline', courseId] as const,
};

type Section = CourseOutline['sections'][number];
export type PlayerLecture = Section['subSections'][number] & {
  sectionId: string;
  sectionTitle: string;
  /** 0-based position among the lectures the learner can play */
  index: number;
};

/** Where a lecture lives: what every per-lecture call is addressed by. */
export interface LectureRef {
  courseId: string;
  sectionId: string;
  subSectionId: string;
}

/**
 * GET /course/outline/{courseId}: the curriculum with each section's lock, the quizzes with the learner's
 * standing and the progress, in one request. Only an enrolled learner with unexpired access (or staff) gets
 * it (else 403).
 */
export function useCourseOutline(courseId: string) {
  return useQuery({
    queryKey: playerKeys.outline(courseId),
    queryFn: async ({ signal }) => (await request(courseOutlineEndpoints.get, { params: { courseId }, signal })).data,
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
}

/** The lectures the learner can play, in order, each knowing its section: a locked section's are left out. */
export function useLectures(outline: CourseOutline | undefined): PlayerLecture[] {
  return useMemo(() => {
    const lectures: PlayerLecture[] = [];
    for (const section of outline?.sections ?? []) {
      if (section.locked) continue;
      for (const lecture of section.subSections) {
        lectures.push({ ...lecture, sectionId: section._id, sectionTitle: section.title, index: lectures.length });
      }
    }
    return lectures;
  }, [outline]);
}

/**
 * PUT /course/progress/{courseId}/{sectionId}/{subSectionId}. The answer is the course's whole progress (the
 * server may have completed the lecture near its end), which replaces the outline's.
 */
export function useSaveProgress(courseId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (lecture: { sectionId: string; _id: string }, body: LectureProgressBody): Promise<CourseProgress> => {
      const params = { courseId, sectionId: lecture.sectionId, subSectionId: lecture._id };
      const progress = (await request(progressEndpoints.saveLecture, { params, body })).data;
      queryClient.setQueryData(playerKeys.outline(courseId), (outline: CourseOutline | undefined) =>
        outline ? { ...outline, progress } : outline,
      );
      void queryClient.invalidateQueries({ queryKey: myCoursesKeys.all });
      return progress;
    },
    [courseId, queryClient],
  );
}
