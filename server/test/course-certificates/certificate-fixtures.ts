import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../src/db/schema/outbox.ts';
import { type LearningCourse, type LectureIds, lecturePath } from '../learning-access/learning-course.ts';
import { attemptPath } from '../quizzes/quiz-fixtures.ts';
import { bearer } from '../support/test-app.ts';

export const settingsPath = (courseId: string) => `/api/course/certificate-settings/${courseId}`;
export const listPath = (courseId: string) => `/api/course/certificates/${courseId}`;
export const revokePath = (courseId: string, certificateId: string) =>
  `/api/course/certificates/${courseId}/revoke/${certificateId}`;
export const MINE_PATH = '/api/course/my-certificates';
export const pdfPath = (certificateId: string) => `/api/course/my-certificates/${certificateId}/pdf`;
export const verifyPath = (number: string) => `/api/training/certificates/verify/${encodeURIComponent(number)}`;

export async function setCertificates(app: FastifyInstance, token: string, courseId: string, enabled: boolean) {
  const response = await app.inject({
    method: 'PUT',
    url: settingsPath(courseId),
    headers: bearer(token),
    payload: { enabled },
  });
  if (response.statusCode !== 200) throw new Error(`certificate setting: ${response.body}`);
}

export const completeLecture = (app: FastifyInstance, token: string, l: LectureIds) =>
  app.inject({
    method: 'PUT',
    url: lecturePath('progress', l),
    headers: bearer(token),
    payload: { positionSeconds: 10, completed: true },
  });

/** Every lecture of the course but those listed, completed through the API. */
export async function completeLectures(app: FastifyInstance, token: string, course: LearningCourse, skip = 0) {
  for (const l of course.lectures.flat().slice(skip)) {
    const response = await completeLecture(app, token, l);
    if (response.statusCode !== 200) throw new Error(`progress: ${response.body}`);
  }
}

/** One attempt at a quiz of one single-choice question whose right answer is option 0: passed or failed. */
export async function takeQuiz(
  app: FastifyInstance,
  token: string,
  courseId: string,
  quizId: string,
  pass: boolean,
): Promise<{ passed: boolean }> {
  const started = await app.inject({ method: 'POST', url: attemptPath(courseId, quizId), headers: bearer(token) });
  if (started.statusCode !== 200) throw new Error(`start: ${started.body}`);
  const attempt = started.json().data as { _id: string; questions: { _id: string }[] };
  for (const question of attempt.questions) {
    const answered = await app.inject({
      method: 'PUT',
      url: attemptPath(courseId, quizId, attempt._id, 'answer'),
      headers: bearer(token),
      payload: { questionId: question._id, optionIds: [pass ? 0 : 1] },
    });
    if (answered.statusCode !== 200) throw new Error(`answer: ${answered.body}`);
  }
  const submitted = await app.inject({
    method: 'POST',
    url: attemptPath(courseId, quizId, attempt._id, 'submit'),
    headers: bearer(token),
  });
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.body}`);
  return submitted.json().data as { passed: boolean };
}

export interface MyCertificateBody {
  _id: string;
  number: string;
  course: { _id: string; title: string };
  revokedAt: string | null;
  verifyUrl: string;
}

export async function myCertificates(app: FastifyInstance, token: string): Promise<MyCertificateBody[]> {
  const response = await app.inject({ method: 'GET', url: MINE_PATH, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`my certificates: ${response.body}`);
  return response.json().data;
}

/** The certificate mails to `email` in the outbox. */
export async function certificateMails(app: FastifyInstance, email: string) {
  return app.db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${email} and ${outbox.payload}->>'subject' like 'Your certificate for %'`);
}
