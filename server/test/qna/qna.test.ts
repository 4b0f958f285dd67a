import { QUESTION_MIN } from '@skillhub/shared/constants';
import { qnaSchema } from '@skillhub/shared/schemas/qna';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ENROLLED_MESSAGE } from '../../src/modules/enrollments/course-access.ts';
import { type LearningCourse, learningCourse, lecture } from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let other: LearningCourse;
let asker: Learner;
let classmate: Learner;
let outsider: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Cloud Computing with AWS');
  other = await learningCourse(t.app, admin, 'Photography Masterclass');
  asker = await createLearner(t.app, admin, 'Isha Asker');
  classmate = await createLearner(t.app, admin, 'Rahul Classmate');
  outsider = await createLearner(t.app, admin, 'Tara Outsider');
  await enrolDirectly(t.app, asker.userId, course._id);
  await enrolDirectly(t.app, classmate.userId, course._id);
  await enrolDirectly(t.app, outsider.userId, other._id);
});
afterAll(() => t.close());

const ask = (courseId: string, payload: object, token = asker.token) =>
  t.app.inject({ method: 'POST', url: `/api/course/qna?courseId=${courseId}`, headers: bearer(token), payload });
const list = (query: string, token = asker.token) =>
  t.app.inject({ method: 'GET', url: `/api/qna${query ? `?${query}` : ''}`, headers: bearer(token) });
const reply = (qnaId: string, text: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/qna/${qnaId}/reply`, headers: bearer(token), payload: { reply: text } });
const questions = (response: { json(): { data: { question: string }[] } }) =>
  response.json().data.map((q) => q.question);

let lectureQuestionId: string;

describe('POST /course/qna', () => {
  it('posts a question about a lecture, the section taken from the lecture', async () => {
    const l = lecture(course, 1, 0);
    const response = await ask(course._id, {
      question: 'How do IAM roles differ from users?',
      subSectionId: l.lectureId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Question posted successfully');
    expect(qnaSchema.parse(body.data)).toBeTruthy();
    expect(body.data).toMatchObject({
      course: { _id: course._id, slug: course.slug, title: 'Cloud Computing with AWS' },
      sectionId: l.sectionId,
      subSectionId: l.lectureId,
      lectureTitle: 'Components',
      askedBy: { _id: asker.userId, name: 'Isha Asker' },
      replies: [],
      answered: false,
    });
    lectureQuestionId = body.data._id;
  });

  it('posts a question about the whole course', async () => {
    const response = await ask(course._id, { question: 'Is there a certificate at the end?' }, classmate.token);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ sectionId: null, subSectionId: null, lectureTitle: null });
  });

  it('answers 400 for a question too short, 404 for a lecture of another course, 403 and 401 without access', async () => {
    const short = await ask(course._id, { question: 'Why' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ question: `Question must be at least ${QUESTION_MIN} characters` });
    const foreign = await ask(course._id, {
      question: 'A lecture of another course?',
      subSectionId: lecture(other, 0, 0).lectureId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Lecture not found');
    // A section that is not the lecture's own is not accepted either.
    const mismatch = await ask(course._id, {
      question: 'Section and lecture disagree',
      sectionId: lecture(course, 0, 0).sectionId,
      subSectionId: lecture(course, 1, 0).lectureId,
    });
    expect(mismatch.statusCode).toBe(404);
    const refused = await ask(course._id, { question: 'Can I ask without buying?' }, outsider.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_ENROLLED_MESSAGE);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/course/qna?courseId=${course._id}`,
      payload: { question: 'Hello there' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /qna', () => {
  it('needs a courseId from a learner, and access to that course', async () => {
    const missing = await list('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: 'courseId is required',
      errors: { courseId: 'courseId is required' },
    });
    const refused = await list(`courseId=${course._id}`, outsider.token);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/qna?courseId=${course._id}` })).statusCode).toBe(401);
  });

  it('lists the course’s questions newest first; mine=true keeps the caller’s own', async () => {
    const all = await list(`courseId=${course._id}`);
    expect(all.statusCode).toBe(200);
    expect(questions(all)).toEqual(['Is there a certificate at the end?', 'How do IAM roles differ from users?']);
    expect(all.json().pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(questions(await list(`courseId=${course._id}&mine=true`))).toEqual(['How do IAM roles differ from users?']);
    expect(questions(await list(`courseId=${course._id}&sort=oldest&limit=1&page=2`))).toEqual([
      'Is there a certificate at the end?',
    ]);
    expect(questions(await list(`courseId=${course._id}&search=iam`))).toEqual(['How do IAM roles differ from users?']);
  });
});

describe('POST /qna/{qnaId}/reply', () => {
  it('a staff reply marks the question answered and the learner sees it', async () => {
    const staff = await userWithPermissions(t.app, admin, 'Course Mentor', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true, update: true } }] },
    ]);
    const unanswered = await list('answered=false', staff.token);
    expect(unanswered.statusCode).toBe(200);
    expect(questions(unanswered)).toEqual([
      'Is there a certificate at the end?',
      'How do IAM roles differ from users?',
    ]);

    const response = await reply(lectureQuestionId, 'Roles are assumed for a while; users sign in.', staff.token);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Reply posted successfully');
    expect(response.json().data).toMatchObject({
      _id: lectureQuestionId,
      answered: true,
      replies: [
        {
          reply: 'Roles are assumed for a while; users sign in.',
          isStaff: true,
          author: { name: 'Course Mentor User' },
        },
      ],
    });
    expect(questions(await list('answered=false', staff.token))).toEqual(['Is there a certificate at the end?']);
    expect(questions(await list('answered=true', staff.token))).toEqual(['How do IAM roles differ from users?']);

    const seen = (await list(`courseId=${course._id}&mine=true`)).json().data[0];
    expect(seen.answered).toBe(true);
    expect(seen.replies).toHaveLength(1);
  });

  it('a classmate’s reply is not a staff answer; replies come oldest first', async () => {
    const response = await reply(lectureQuestionId, 'Thanks, that helped me too!', classmate.token);
    expect(response.statusCode).toBe(201);
    const replies = response.json().data.replies as { reply: string; isStaff: boolean; author: { _id: string } }[];
    expect(replies.map((r) => [r.reply, r.isStaff])).toEqual([
      ['Roles are assumed for a while; users sign in.', true],
      ['Thanks, that helped me too!', false],
    ]);
    expect(replies[1]?.author._id).toBe(classmate.userId);
    const certificate = (await list(`courseId=${course._id}&search=certificate`)).json().data[0];
    const own = await reply(certificate._id, 'Anyone?', classmate.token);
    expect(own.json().data.answered).toBe(false);
  });

  it('hides the question from a learner without access, and refuses staff who may only read', async () => {
    const hidden = await reply(lectureQuestionId, 'I am not in this course', outsider.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Question not found');
    const reader = await userWithPermissions(t.app, admin, 'Course Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
    ]);
    expect((await list('', reader.token)).json().pagination.total).toBe(2);
    expect((await reply(lectureQuestionId, 'Only reading', reader.token)).statusCode).toBe(403);
    const empty = await reply(lectureQuestionId, '   ', classmate.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reply: 'Reply is required' });
    const unknown = await reply('00000000-0000-4000-8000-000000000000', 'Hello', admin);
    expect(unknown.statusCode).toBe(404);
  });
});
