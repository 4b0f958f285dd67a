import { gunzipSync } from 'node:zlib';
import { courseOutlineSchema } from '@skillhub/shared/schemas/course-outline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsRepository } from '../../src/modules/media/uploads.repository.ts';
import { saveCurriculum } from '../courses/course-fixtures.ts';
import {
  attachVideo,
  type LearningCourse,
  learningCourse,
  lecture,
  lecturePath,
} from '../learning-access/learning-course.ts';
import { attemptPath, createQuiz, quizBody, quizPath } from '../quizzes/quiz-fixtures.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, GOOD_PASSWORD, login, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let learner: Learner;
let quizId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Tally Prime for Shopkeepers');
  learner = await createLearner(t.app, admin, 'Meera Outline');
  await enrolDirectly(t.app, learner.userId, course._id);
  await attachVideo(t.app, lecture(course, 0, 0), 120);
  quizId = await createQuiz(t.app, admin, course._id, quizBody(lecture(course, 0, 0).sectionId));
});
afterAll(() => t.close());

const get = (url: string, token = learner.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function outline(token = learner.token) {
  const response = await get(`/api/course/outline/${course._id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Both sections with their lectures as they stand, the second renamed `title`, a third lecture when asked. */
function curriculum(title: string, extraLecture?: string) {
  const [first, second] = course.lectures;
  return {
    sections: [
      {
        _id: first?.[0]?.sectionId,
        title: 'Basics',
        subSections: (first ?? []).map((l, i) => ({ _id: l.lectureId, title: `Basic ${i + 1}` })),
      },
      {
        _id: second?.[0]?.sectionId,
        title,
        subSections: [
          ...(second ?? []).map((l) => ({ _id: l.lectureId, title: 'GST invoices' })),
          ...(extraLecture ? [{ title: extraLecture }] : []),
        ],
      },
    ],
  };
}

describe('the course outline', () => {
  it('answers what the content, progress and quizzes calls answer, in the contract and nothing more', async () => {
    const done = lecture(course, 0, 0);
    const saved = await t.app.inject({
      method: 'PUT',
      url: lecturePath('progress', done),
      headers: bearer(learner.token),
      payload: { positionSeconds: 119, completed: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const half = await t.app.inject({
      method: 'PUT',
      url: lecturePath('progress', lecture(course, 1, 0)),
      headers: bearer(learner.token),
      payload: { positionSeconds: 12.5 },
    });
    expect(half.statusCode, half.body).toBe(200);

    const data = await outline();
    // Parsing strips any field outside the contract: equal means there is none.
    expect(courseOutlineSchema.parse(data)).toEqual(data);
    expect((await get(`/api/course/progress/${course._id}`)).json().data).toEqual(data.progress);
    expect((await get(`/api/course/quizzes/${course._id}`)).json().data).toEqual(data.quizzes);
    const content = (await get(`/api/course/content/${course._id}`)).json().data;
    expect(
      data.sections.map((s: { _id: string; subSections: { _id: string; title: string }[] }) => [
        s._id,
        s.subSections.map((l) => [l._id, l.title]),
      ]),
    ).toEqual(
      content.sections.map((s: { _id: string; subSections: { _id: string; title: string }[] }) => [
        s._id,
        s.subSections.map((l) => [l._id, l.title]),
      ]),
    );
    expect(data.progress).toMatchObject({ completedLectures: 1, totalLectures: 3, percent: 33 });
    expect(data.sections[0].subSections[0].video).toEqual({
      mimeType: 'video/mp4',
      sizeBytes: 1_000,
      durationSeconds: 120,
    });
  });

  it('never carries a right answer or an explanation, before or after an attempt', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: attemptPath(course._id, quizId),
      headers: bearer(learner.token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const open = await get(`/api/course/outline/${course._id}`);
    expect(open.body).not.toMatch(/"correct"|"explanation"|Option A/);
    expect(open.json().data.quizzes[0]).toMatchObject({ attemptsUsed: 1, openAttemptId: started.json().data._id });
  });

  it('follows every change to the course after it was read: curriculum, schedule, video and quizzes', async () => {
    await outline();
    const renamed = await saveCurriculum(t.app, admin, course._id, curriculum('Accounts', 'Bank reconciliation'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    let data = await outline();
    expect(data.sections[1].title).toBe('Accounts');
    expect(data.sections[1].subSections.map((l: { title: string }) => l.title)).toEqual([
      'GST invoices',
      'Bank reconciliation',
    ]);
    expect(data.progress.totalLectures).toBe(4);

    const scheduled = await saveCurriculum(t.app, admin, course._id, {
      sections: curriculum('Accounts').sections.map((s, i) => (i === 1 ? { ...s, opensOn: '2099-01-01' } : s)),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    data = await outline();
    // The lecture left out of the save is gone, and the section is locked until its date.
    expect(data.progress.totalLectures).toBe(3);
    expect(data.sections[1]).toMatchObject({ locked: true, opensAt: '2098-12-31T18:30:00.000Z' });

    // A finished upload changes the lecture through a public-content change, as the media module does.
    const target = lecture(course, 0, 1);
    await t.app.publicContent.change('lectures', (tx) =>
      uploadsRepository.setLectureVideo(tx, target.lectureId, {
        fileKey: `videos/${course._id}/${target.lectureId}`,
        mimeType: 'video/webm',
        sizeBytes: 2_000,
        durationSeconds: 30,
      }),
    );
    expect((await outline()).sections[0].subSections[1].video).toMatchObject({ mimeType: 'video/webm' });

    const second = await createQuiz(t.app, admin, course._id, { ...quizBody(target.sectionId), title: 'Second' });
    data = await outline();
    expect(data.quizzes.map((q: { title: string }) => q.title)).toEqual(['Check your basics', 'Second']);
    const edited = await t.app.inject({
      method: 'PUT',
      url: quizPath(course._id, second),
      headers: bearer(admin),
      payload: { ...quizBody(target.sectionId), title: 'Second, longer', passPercent: 80 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await outline()).quizzes[1]).toMatchObject({ title: 'Second, longer', passPercent: 80, questionCount: 3 });
    const removed = await t.app.inject({ method: 'DELETE', url: quizPath(course._id, second), headers: bearer(admin) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await outline()).quizzes.map((q: { _id: string }) => q._id)).toEqual([quizId]);
  });

  it('counts an attempt whose time ran out as submitted, graded on what it holds', async () => {
    const timed = await createQuiz(t.app, admin, course._id, {
      ...quizBody(lecture(course, 0, 0).sectionId),
      title: 'Timed',
      timeLimitMinutes: 1,
    });
    const started = await t.app.inject({
      method: 'POST',
      url: attemptPath(course._id, timed),
      headers: bearer(learner.token),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await outline()).quizzes.find((q: { _id: string }) => q._id === timed)).toMatchObject({
      openAttemptId: started.json().data._id,
    });
    t.clock.advance(2 * 60_000);
    learner.token = await login(t.app, learner.email, GOOD_PASSWORD);
    expect((await outline()).quizzes.find((q: { _id: string }) => q._id === timed)).toMatchObject({
      attemptsUsed: 1,
      bestPercent: 0,
      passed: false,
      openAttemptId: null,
    });
  });

  it('goes out gzipped to a browser that also takes brotli: made per request, brotli would cost three times the CPU', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/course/outline/${course._id}`,
      headers: { ...bearer(learner.token), 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).data._id).toBe(course._id);
  });

  it('answers 404 for no such course, and 403 to a learner not enrolled', async () => {
    expect((await get('/api/course/outline/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const stranger = await createLearner(t.app, admin, 'Ravi Stranger');
    expect((await get(`/api/course/outline/${course._id}`, stranger.token)).statusCode).toBe(403);
  });
});
