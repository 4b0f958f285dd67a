import { courseOutlineSchema } from '@skillhub/shared/schemas/course-outline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ENROLLED_MESSAGE } from '../../src/modules/enrollments/course-access.ts';
import {
  attachVideo,
  DAY_MS,
  type LearningCourse,
  type LectureIds,
  learningCourse,
  lecture,
  lecturePath,
} from '../learning-access/learning-course.ts';
import { createQuiz, quizBody } from '../quizzes/quiz-fixtures.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import {
  bearer,
  createTestApp,
  GOOD_PASSWORD,
  login,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';
import { saveCurriculum } from './course-fixtures.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let learner: Learner;
let stranger: Learner;
let reader: { token: string; email: string };
let quizId: string;
let enrolledAt: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Spoken English in Thirty Days');
  learner = await createLearner(t.app, admin, 'Kavya Drip');
  stranger = await createLearner(t.app, admin, 'Arjun Stranger');
  reader = await userWithPermissions(t.app, admin, 'Drip Reader', [
    { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
  ]);
  enrolledAt = t.clock.now().getTime();
  await enrolDirectly(t.app, learner.userId, course._id);
  await attachVideo(t.app, lecture(course, 0, 0), 60);
  await attachVideo(t.app, lecture(course, 1, 0), 60);
  quizId = await createQuiz(t.app, admin, course._id, quizBody(lecture(course, 1, 0).sectionId));
});
afterAll(() => t.close());

/** The fixture course's curriculum with its ids, the second section given `release`. */
function curriculum(release: object = {}, firstRelease: object = {}) {
  return {
    sections: [
      {
        _id: lecture(course, 0, 0).sectionId,
        title: 'Foundations',
        ...firstRelease,
        subSections: [
          { _id: lecture(course, 0, 0).lectureId, title: 'How the web works' },
          { _id: lecture(course, 0, 1).lectureId, title: 'HTML' },
        ],
      },
      {
        _id: lecture(course, 1, 0).sectionId,
        title: 'React',
        ...release,
        subSections: [{ _id: lecture(course, 1, 0).lectureId, title: 'Components' }],
      },
    ],
  };
}

async function schedule(release: object) {
  const saved = await saveCurriculum(t.app, admin, course._id, curriculum(release));
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data.sections as { opensAfterDays: number | null; opensOn: string | null }[];
}

/** Moves the test clock, then signs everyone in again (access tokens last 15 minutes of that clock). */
async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
  learner.token = await login(t.app, learner.email, GOOD_PASSWORD);
  stranger.token = await login(t.app, stranger.email, GOOD_PASSWORD);
  reader.token = await login(t.app, reader.email, GOOD_PASSWORD);
}

async function outline(token = learner.token) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/course/outline/${course._id}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return courseOutlineSchema.parse(response.json().data);
}

const target = (l: LectureIds) => `courseId=${l.courseId}&sectionId=${l.sectionId}&subSectionId=${l.lectureId}`;

/** Every call that serves or records a lecture's content, and the section's quiz. */
function contentCalls(l: LectureIds, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    video: () => call('GET', lecturePath('presigned', l)),
    playback: () => call('GET', lecturePath('playback', l)),
    overview: () => call('GET', lecturePath('overview', l)),
    progress: () => call('PUT', lecturePath('progress', l), { positionSeconds: 5 }),
    note: () => call('POST', `/api/course/notes?${target(l)}`, { content: 'A note', videoTimeSeconds: 1 }),
    question: () =>
      call('POST', `/api/course/qna?courseId=${l.courseId}`, {
        question: 'What does this mean?',
        sectionId: l.sectionId,
        subSectionId: l.lectureId,
      }),
  };
}
const startQuiz = (token = learner.token) =>
  t.app.inject({ method: 'POST', url: `/api/course/quiz-attempt/${course._id}/${quizId}`, headers: bearer(token) });

describe('the release schedule in the curriculum', () => {
  it('is saved per section and read back by staff', async () => {
    const sections = await schedule({ opensAfterDays: 3 });
    expect(sections.map((s) => [s.opensAfterDays, s.opensOn])).toEqual([
      [null, null],
      [3, null],
    ]);
  });

  it('refuses both rules at once, a date that does not exist and days below one, naming the field', async () => {
    const both = await saveCurriculum(
      t.app,
      admin,
      course._id,
      curriculum({ opensAfterDays: 2, opensOn: '2030-01-01' }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().errors['sections.1.opensOn']).toBe('Choose days after enrolment or an opening date, not both');
    const badDate = await saveCurriculum(t.app, admin, course._id, curriculum({}, { opensOn: '2030-02-30' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors['sections.0.opensOn']).toMatch(/valid date/);
    const zero = await saveCurriculum(t.app, admin, course._id, curriculum({}, { opensAfterDays: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors['sections.0.opensAfterDays']).toBe('Days after enrolment must be at least 1');
    const fraction = await saveCurriculum(t.app, admin, course._id, curriculum({ opensAfterDays: 1.5 }));
    expect(fraction.json().errors['sections.1.opensAfterDays']).toBe('Days after enrolment must be a whole number');
  });

  it('is kept by a save that does not mention it, and cleared by null', async () => {
    expect((await schedule({}))[1]?.opensAfterDays).toBe(3);
    expect((await schedule({ opensAfterDays: null }))[1]?.opensAfterDays).toBeNull();
    expect((await schedule({ opensAfterDays: 3 }))[1]?.opensAfterDays).toBe(3);
  });
});

describe('a section that opens N days after enrolment', () => {
  it('is locked in the outline with when it opens, beside the progress and quizzes, in one call', async () => {
    const data = await outline();
    expect(data.sections.map((s) => [s.locked, s.opensAt])).toEqual([
      [false, null],
      [true, new Date(enrolledAt + 3 * DAY_MS).toISOString()],
    ]);
    expect(data.quizzes.map((q) => q._id)).toEqual([quizId]);
    expect(data.progress).toMatchObject({ totalLectures: 3, completedLectures: 0, percent: 0 });
  });

  it('refuses its lectures, their video (file or stream), overview, notes, progress, questions and quiz, saying when', async () => {
    const locked = contentCalls(lecture(course, 1, 0), learner.token);
    const when = new Date(enrolledAt + 3 * DAY_MS).toISOString();
    for (const [name, call] of [...Object.entries(locked), ['quiz', () => startQuiz()] as const]) {
      const response = await call();
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toMatchObject({
        code: 'SECTION_LOCKED',
        message: expect.stringMatching(/^This section opens on .+ \(India time\)$/),
        params: { opensAt: when },
      });
    }
    // The open section's lectures are served as before.
    const open = contentCalls(lecture(course, 0, 0), learner.token);
    expect((await open.video()).statusCode).toBe(200);
    expect((await open.progress()).statusCode).toBe(200);
  });

  it('keeps the lock out of the answers of a learner who is not enrolled', async () => {
    const response = await contentCalls(lecture(course, 1, 0), stranger.token).video();
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NOT_ENROLLED_MESSAGE);
  });

  it('holds no staff with Courses read back', async () => {
    const data = await outline(reader.token);
    expect(data.sections.every((s) => !s.locked)).toBe(true);
    const staff = contentCalls(lecture(course, 1, 0), reader.token);
    expect((await staff.video()).statusCode).toBe(200);
    expect((await staff.playback()).statusCode).toBe(200);
    expect((await staff.overview()).statusCode).toBe(200);
  });

  it('opens at enrolment time plus N days to the millisecond', async () => {
    await advance(enrolledAt + 3 * DAY_MS - 1 - t.clock.now().getTime());
    expect((await outline()).sections[1]?.locked).toBe(true);
    expect((await contentCalls(lecture(course, 1, 0), learner.token).video()).statusCode).toBe(403);
    await advance(1);
    expect((await outline()).sections[1]?.locked).toBe(false);
    const calls = contentCalls(lecture(course, 1, 0), learner.token);
    expect((await calls.video()).statusCode).toBe(200);
    expect((await calls.progress()).statusCode).toBe(200);
    expect((await startQuiz()).statusCode).toBe(200);
  });
});

describe('a section that opens on a date, India time', () => {
  /** India's calendar date `days` from the test clock's now. */
  const indiaDate = (days: number) =>
    new Date(t.clock.now().getTime() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);

  it('opens at 00:00 IST of that date (18:30 UTC the day before), not a millisecond earlier', async () => {
    const date = indiaDate(2);
    await schedule({ opensOn: date, opensAfterDays: null });
    const opensAt = Date.parse(`${date}T00:00:00+05:30`);
    const data = await outline();
    expect(data.sections[1]).toMatchObject({ locked: true, opensAt: new Date(opensAt).toISOString() });
    expect(data.sections[1]?.opensAt).toMatch(/T18:30:00\.000Z$/);

    await advance(opensAt - 1 - t.clock.now().getTime());
    const before = await contentCalls(lecture(course, 1, 0), learner.token).overview();
    expect(before.statusCode).toBe(403);
    expect(before.json().params.when).toMatch(/12:00\s?am/i);
    expect((await outline()).sections[1]?.locked).toBe(true);

    await advance(1);
    expect((await outline()).sections[1]?.locked).toBe(false);
    expect((await contentCalls(lecture(course, 1, 0), learner.token).overview()).statusCode).toBe(200);
  });

  it('is the same date for every learner, whenever they enrolled', async () => {
    const date = indiaDate(1);
    await schedule({ opensOn: date });
    const late = await createLearner(t.app, admin, 'Late Enrolee');
    await enrolDirectly(t.app, late.userId, course._id);
    const opensAt = new Date(`${date}T00:00:00+05:30`).toISOString();
    for (const token of [learner.token, late.token]) {
      expect((await outline(token)).sections[1]).toMatchObject({ locked: true, opensAt });
    }
    // Staff see the date, unlocked.
    expect((await outline(reader.token)).sections[1]).toMatchObject({ locked: false, opensAt });
  });
});
