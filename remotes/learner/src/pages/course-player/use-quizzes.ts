import { request } from '@skillhub/shared/api-client';
import { quizEndpoints } from '@skillhub/shared/endpoints/quizzes';
import type { GradedAttempt, OpenAttempt } from '@skillhub/shared/schemas/quiz';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { playerKeys } from './use-course-player.ts';

/** The attempt calls of one quiz; a start or submit refreshes the outline (the quizzes' standing is in it). */
export function useQuizAttempt(courseId: string, quizId: string) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: playerKeys.outline(courseId) }),
    [queryClient, courseId],
  );
  return useMemo(
    () => ({
      /** The open attempt (resumed) or a new one. */
      async start(): Promise<OpenAttempt> {
        const attempt = (await request(quizEndpoints.start, { params: { courseId, quizId } })).data;
        void refresh();
        return attempt;
      },
      async answer(attemptId: string, questionId: string, optionIds: number[]): Promise<void> {
        await request(quizEndpoints.answer, {
          params: { courseId, quizId, attemptId },
          body: { questionId, optionIds },
        });
      },
      /** Grades the attempt, then reads it back: the review with the right answers and explanations. */
      async submit(attemptId: string): Promise<GradedAttempt> {
        await request(quizEndpoints.submit, { params: { courseId, quizId, attemptId } });
        void refresh();
        const review = (await request(quizEndpoints.attempt, { params: { courseId, quizId, attemptId } })).data;
        if (review.status !== 'submitted') throw new Error('The attempt was not submitted');
        return review;
      },
      async read(attemptId: string) {
        return (await request(quizEndpoints.attempt, { params: { courseId, quizId, attemptId } })).data;
      },
    }),
    [courseId, quizId, refresh],
  );
}
