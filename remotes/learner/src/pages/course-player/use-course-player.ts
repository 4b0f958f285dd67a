import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { progressEndpoints } from '@skillhub/shared/endpoints/progress';
import type { CourseContent } from '@skillhub/shared/schemas/course';
import type { CourseProgress, LectureProgressBody } from '@skillhub/shared/schemas/progress';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { myCoursesKeys } from '../../enrollments/my-courses-query.ts';

export const playerKeys = {
  content: (courseId: string) => ['course-content', courseId] as const,
  progress: (courseId: string) => ['course-progress', courseId] as const,
};

type Section = CourseContent['sections'][number];
export type PlayerLecture = Section['subSections'][number] & {
  sectionId: string;
  sectionTitle: string;
  /** 0-based position in the whole course */
  index: number;
};

/** Where a lecture lives: what every per-lecture call is addressed by. */
export interface LectureRef {
  courseId: string;
  sectionId: string;
  subSectionId: string;
}

/** GET /course/content/{courseId}: only an enrolled learner with unexpired access gets it (else 403). */
export function useCourseContent(courseId: string) {
  return useQuery({
    queryKey: playerKeys.content(courseId),
    queryFn: async ({ signal }) => (await request(courseEndpoints.content, { params: { courseId }, signal })).data,
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
}

/** GET /course/progress/{courseId}: percent, the ticks and the saved positions. */
export function useCourseProgress(courseId: string) {
  return useQuery({
    queryKey: playerKeys.progress(courseId),
    queryFn: async ({ signal }) => (await request(progressEndpoints.byCourse, { params: { courseId }, signal })).data,
    retry: false,
  });
}

/** The curriculum in playing order, each lecture knowing its section. */
export function useLectures(content: CourseContent | undefined): PlayerLecture[] {
  return useMemo(() => {
    const lectures: PlayerLecture[] = [];
    for (const section of content?.sections ?? []) {
      for (const lecture of section.subSections) {
        lectures.push({ ...lecture, sectionId: section._id, sectionTitle: section.title, index: lectures.length });
      }
    }
    return lectures;
  }, [content]);
}

/**
 * PUT /course/progress/{courseId}/{sectionId}/{subSectionId}. The answer is the course's whole progress (the
 * server may have completed the lecture near its end), which replaces the cached one.
 */
export function useSaveProgress(courseId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (lecture: { sectionId: string; _id: string }, body: LectureProgressBody): Promise<CourseProgress> => {
      const params = { courseId, sectionId: lecture.sectionId, subSectionId: lecture._id };
      const progress = (await request(progressEndpoints.saveLecture, { params, body })).data;
      queryClient.setQueryData(playerKeys.progress(courseId), progress);
      void queryClient.invalidateQueries({ queryKey: myCoursesKeys.all });
      return progress;
    },
    [courseId, queryClient],
  );
}
