import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { courseIdParamsSchema } from '../schemas/params.ts';
import {
  attemptParamsSchema,
  courseQuizzesSchema,
  learnerQuizzesSchema,
  openAttemptSchema,
  questionBankBodySchema,
  quizAnswerBodySchema,
  quizAnswerSavedSchema,
  quizAttemptSchema,
  quizBodySchema,
  quizGradeSchema,
  quizParamsSchema,
} from '../schemas/quiz.ts';

/** The quiz calls: staff build quizzes and the question bank; enrolled learners take them. */
export const quizEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.quizzes.byCourse,
    params: courseIdParamsSchema,
    response: successBodySchema(courseQuizzesSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.quizzes.byCourse,
    params: courseIdParamsSchema,
    body: quizBodySchema,
    response: successBodySchema(courseQuizzesSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.quizzes.byId,
    params: quizParamsSchema,
    body: quizBodySchema,
    response: successBodySchema(courseQuizzesSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.quizzes.byId,
    params: quizParamsSchema,
    response: messageBodySchema,
  }),
  saveBank: endpoint({
    method: 'PUT',
    path: apiPaths.quizzes.bank,
    params: courseIdParamsSchema,
    body: questionBankBodySchema,
    response: successBodySchema(courseQuizzesSchema),
  }),
  mine: endpoint({
    method: 'GET',
    path: apiPaths.quizzes.learner,
    params: courseIdParamsSchema,
    response: successBodySchema(learnerQuizzesSchema),
  }),
  start: endpoint({
    method: 'POST',
    path: apiPaths.quizzes.attempt,
    params: quizParamsSchema,
    response: successBodySchema(openAttemptSchema),
  }),
  attempt: endpoint({
    method: 'GET',
    path: apiPaths.quizzes.attemptById,
    params: attemptParamsSchema,
    response: successBodySchema(quizAttemptSchema),
  }),
  answer: endpoint({
    method: 'PUT',
    path: apiPaths.quizzes.answer,
    params: attemptParamsSchema,
    body: quizAnswerBodySchema,
    response: successBodySchema(quizAnswerSavedSchema),
  }),
  submit: endpoint({
    method: 'POST',
    path: apiPaths.quizzes.submit,
    params: attemptParamsSchema,
    response: successBodySchema(quizGradeSchema),
  }),
};
