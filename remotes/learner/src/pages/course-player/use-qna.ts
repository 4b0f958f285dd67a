import { request } from '@skillhub/shared/api-client';
import { qnaEndpoints } from '@skillhub/shared/endpoints/qna';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LectureRef } from './use-course-player.ts';

export const qnaKeys = {
  all: ['course-qna'] as const,
  list: (courseId: string, page: number) => ['course-qna', courseId, page] as const,
};

export const QUESTIONS_PER_PAGE = 10;

/** GET /qna?courseId: the course's questions with their replies (oldest reply first), newest question first. */
export function useCourseQna(courseId: string, page: number) {
  return useQuery({
    queryKey: qnaKeys.list(courseId, page),
    queryFn: ({ signal }) =>
      request(qnaEndpoints.list, { query: { courseId, page, limit: QUESTIONS_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /course/qna?courseId, about the lecture being watched. */
export function askQuestion({ courseId, sectionId, subSectionId }: LectureRef, question: string) {
  return request(qnaEndpoints.ask, { query: { courseId }, body: { question, sectionId, subSectionId } });
}

/** POST /qna/{qnaId}/reply. */
export function replyToQuestion(qnaId: string, reply: string) {
  return request(qnaEndpoints.reply, { params: { qnaId }, body: { reply } });
}
