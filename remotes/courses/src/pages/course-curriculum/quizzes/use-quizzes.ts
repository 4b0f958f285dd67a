import { request } from '@skillhub/shared/api-client';
import { quizEndpoints } from '@skillhub/shared/endpoints/quizzes';
import type { CourseQuizzes, QuestionBankBody, QuizBody } from '@skillhub/shared/schemas/quiz';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../courses/course-queries.ts';

/** Under the course keys: a saved curriculum (sections archived, lectures moved) refreshes the quizzes too. */
const quizKeys = (courseId: string) => [...courseKeys.all, 'quizzes', courseId] as const;

/** GET /course/quiz/{courseId}: the live quizzes with their questions and the question bank. */
export function useQuizzes(courseId: string) {
  return useQuery({
    queryKey: quizKeys(courseId),
    queryFn: async ({ signal }) => (await request(quizEndpoints.list, { params: { courseId }, signal })).data,
  });
}

/** Every quiz write answers the whole list; it replaces the cached one. */
export function useQuizWrites(courseId: string) {
  const queryClient = useQueryClient();
  const settle = (data: CourseQuizzes) => queryClient.setQueryData(quizKeys(courseId), data);
  return {
    save: useMutation({
      mutationFn: ({ quizId, body }: { quizId?: string; body: QuizBody }) =>
        quizId
          ? request(quizEndpoints.update, { params: { courseId, quizId }, body })
          : request(quizEndpoints.create, { params: { courseId }, body }),
      onSuccess: (answer) => settle(answer.data),
    }),
    remove: useMutation({
      mutationFn: (quizId: string) => request(quizEndpoints.remove, { params: { courseId, quizId } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys(courseId) }),
    }),
    saveBank: useMutation({
      mutationFn: (body: QuestionBankBody) => request(quizEndpoints.saveBank, { params: { courseId }, body }),
      onSuccess: (answer) => settle(answer.data),
    }),
  };
}
