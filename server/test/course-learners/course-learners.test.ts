import {
  courseLearnersSummarySchema,
  inactiveLearnerSchema,
  NUDGE_INTERVAL_MS,
} from '@skillhub/shared/schemas/course-learners';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseNudges } from '../../src/db/schema/course-nudges.ts';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { enrollments } from '../../src/db/schema/enrollments.ts';
import { lectureProgress } from '../../src/db/schema/learning.ts';
import { courseQuizzes, quizAttempts } from '../../src/db/schema/quizzes.ts';
import { whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { LEARNER_NOT_ENROLLED } from '../../src/modules/course-learners/course-learners.service.ts';
import {
  NO_WHATSAPP_NUMBER,
  NOT_OPTED_IN,
  TEMPLATE_NOT_FOR_NUDGES,
} from '../../src/modules/course-learners/nudge-whatsapp.ts';
import {
  DAY_MS,
  type LearningCourse,
  learningCourse,
  lecture,
  lecturePath,
} from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import {
  bearer,
  createTestApp,
  GOOD_PASSWORD,
  latestOutboxMail,
  login,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';
import { connectSandbox } from '../whatsapp/account-fixtures.ts';
import { addContact } from '../whatsapp/contacts-fixtures.ts';
import { fastSandbox, phoneNumber, reviewedTemplate } from '../whatsapp/messages-fixtures.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let other: LearningCourse;
/** Enrolled 40 days ago, one lecture of three done 28 days ago. */
let stalled: Learner;
/** Enrolled 18 days ago, never opened the course. */
let neverOpened: Learner;
/** Every lecture done, 10 hours ago. */
let finisher: Learner;
/** Enrolled 30 days ago, opens the course in the player during the tests. */
let opener: Learner;
/** Access expired: counted nowhere. */
let expired: Learner;
let stranger: Learner;
let start: Date;

const HOUR_MS = 60 * 60 * 1000;

/** Moves the clock, signing staff in again: access tokens last minutes. */
async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}

beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  // The queue is looked at as the nudge left it.
  await t.app.whatsappSender.stop();
  course = await learningCourse(t.app, admin, 'Retail Banking Basics');
  other = await learningCourse(t.app, admin, 'Warehouse Operations');
  stalled = await createLearner(t.app, admin, 'Kiran Stalled');
  neverOpened = await createLearner(t.app, admin, 'Meera Never');
  finisher = await createLearner(t.app, admin, 'Ravi Finisher');
  opener = await createLearner(t.app, admin, 'Sunita Opener');
  expired = await createLearner(t.app, admin, 'Old Expired');
  stranger = await createLearner(t.app, admin, 'Dev Stranger');
  for (const learner of [stalled, neverOpened, finisher, opener, expired]) {
    await enrolDirectly(t.app, learner.userId, course._id, '1 Year');
  }
  await enrolDirectly(t.app, stranger.userId, other._id);

  const save = async (learner: Learner, section: number, index: number) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: lecturePath('progress', lecture(course, section, index)),
      headers: bearer(learner.token),
      payload: { positionSeconds: 1, completed: true },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  await save(stalled, 0, 0);
  for (const [s, i] of [
    [0, 0],
    [0, 1],
    [1, 0],
  ] as const) {
    await save(finisher, s, i);
  }

  start = t.clock.now();
  const ago = (ms: number) => new Date(start.getTime() - ms);
  const setEnrolment = (learner: Learner, values: Partial<typeof enrollments.$inferInsert>) =>
    t.app.db
      .update(enrollments)
      .set(values)
      .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, course._id)));
  const setProgressTime = (learner: Learner, at: Date) =>
    t.app.db.update(lectureProgress).set({ updatedAt: at }).where(eq(lectureProgress.userId, learner.userId));
  await setEnrolment(stalled, { enrolledAt: ago(40 * DAY_MS) });
  await setProgressTime(stalled, ago(28 * DAY_MS));
  await setEnrolment(neverOpened, { enrolledAt: ago(18 * DAY_MS) });
  await setEnrolment(finisher, { enrolledAt: ago(20 * DAY_MS) });
  await setProgressTime(finisher, ago(10 * HOUR_MS));
  await setEnrolment(opener, { enrolledAt: ago(30 * DAY_MS) });
  await setEnrolment(expired, { enrolledAt: ago(400 * DAY_MS), expiresAt: ago(35 * DAY_MS) });
});
afterAll(() => t.close());

const summaryOf = (courseId: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/course/learners/${courseId}/summary`, headers: bearer(token) });
const inactiveOf = (courseId: string, query = '', token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/course/learners/${courseId}/inactive${query}`, headers: bearer(token) });
const nudge = (userId: string, payload: object, token = admin, courseId = course._id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/course/learners/${courseId}/nudge/${userId}`,
    headers: bearer(token),
    payload,
  });
const names = (body: { data: { name: string }[] }) => body.data.map((row) => row.name);

describe('GET /course/learners/{courseId}/summary', () => {
  it('counts the learners with current access: started, completed and the median progress', async () => {
    const response = await summaryOf(course._id);
    expect(response.statusCode, response.body).toBe(200);
    const data = courseLearnersSummarySchema.parse(response.json().data);
    // Progress 33, 0, 100 and 0 percent: the median of four is the mean of 0 and 33.
    expect(data).toMatchObject({
      courseId: course._id,
      title: 'Retail Banking Basics',
      enrolled: 4,
      started: 2,
      completed: 1,
      medianProgress: 16.5,
      totalLectures: 3,
      quizzes: [],
      whatsappConnected: false,
    });
  });

  it('gives each live quiz its pass rate: learners who passed of those who submitted, in curriculum order', async () => {
    const quiz = async (title: string, section: number, afterLectures: number, archived = false) => {
      const [row] = await t.app.db
        .insert(courseQuizzes)
        .values({
          courseId: course._id,
          sectionId: lecture(course, section, 0).sectionId,
          title,
          afterLectures,
          passPercent: 60,
          ...(archived ? { archivedAt: start } : {}),
        })
        .returning({ id: courseQuizzes.id });
      return row!.id;
    };
    const attempt = (quizId: string, learner: Learner, number: number, passed: boolean | null) =>
      t.app.db.insert(quizAttempts).values({
        quizId,
        courseId: course._id,
        userId: learner.userId,
        number,
        startedAt: start,
        questions: [],
        ...(passed === null ? {} : { submittedAt: start, passed, scorePercent: passed ? 80 : 20 }),
      });
    const later = await quiz('Loans check', 1, 1);
    const first = await quiz('Accounts check', 0, 1);
    const gone = await quiz('Old check', 0, 0, true);
    await attempt(first, stalled, 1, false);
    await attempt(first, stalled, 2, true);
    await attempt(first, finisher, 1, false);
    // An attempt still open counts for nobody.
    await attempt(first, neverOpened, 1, null);
    await attempt(gone, finisher, 1, true);

    const { quizzes } = (await summaryOf(course._id)).json().data;
    expect(quizzes).toEqual([
      { quizId: first, title: 'Accounts check', attempted: 2, passed: 1, passRate: 50 },
      { quizId: later, title: 'Loans check', attempted: 0, passed: 0, passRate: null },
    ]);
  });

  it('answers zeros and no median for a course nobody is enrolled in, and 404 for no course', async () => {
    const empty = await learningCourse(t.app, admin, 'Empty Course For Figures');
    const response = await summaryOf(empty._id);
    expect(response.json().data).toMatchObject({ enrolled: 0, started: 0, completed: 0, medianProgress: null });
    const missing = await summaryOf('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /course/learners/{courseId}/inactive', () => {
  it('lists who has not opened the course for 14 days, the longest idle first, with their progress', async () => {
    const response = await inactiveOf(course._id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    for (const row of body.data) inactiveLearnerSchema.parse(row);
    // The opener has not opened it yet in these tests: idle since enrolling 30 days ago.
    expect(names(body)).toEqual(['Sunita Opener', 'Kiran Stalled', 'Meera Never']);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const [, kiran, meera] = body.data;
    expect(kiran).toMatchObject({ progressPercent: 33, completedLectures: 1, lastNudge: null });
    expect(new Date(kiran.lastActivityAt).getTime()).toBe(start.getTime() - 28 * DAY_MS);
    expect(meera).toMatchObject({ progressPercent: 0, lastActivityAt: null, email: neverOpened.email });
  });

  it('takes the days, a search by name or e-mail, and pages', async () => {
    expect(names((await inactiveOf(course._id, '?inactiveDays=25')).json())).toEqual([
      'Sunita Opener',
      'Kiran Stalled',
    ]);
    expect(names((await inactiveOf(course._id, '?inactiveDays=1')).json())).toEqual([
      'Sunita Opener',
      'Kiran Stalled',
      'Meera Never',
    ]);
    expect(names((await inactiveOf(course._id, '?inactiveDays=365')).json())).toEqual([]);
    expect(names((await inactiveOf(course._id, '?search=MEERA')).json())).toEqual(['Meera Never']);
    expect(names((await inactiveOf(course._id, `?search=${encodeURIComponent('kiran.stalled@')}`)).json())).toEqual([
      'Kiran Stalled',
    ]);
    expect(names((await inactiveOf(course._id, '?search=100%25')).json())).toEqual([]);
    const second = (await inactiveOf(course._id, '?limit=2&page=2')).json();
    expect(names(second)).toEqual(['Meera Never']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('refuses days outside 1 to 365', async () => {
    for (const days of ['0', '366', 'abc', '2.5']) {
      const response = await inactiveOf(course._id, `?inactiveDays=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().errors.inactiveDays).toBe('inactiveDays must be a whole number from 1 to 365');
    }
  });

  it('counts opening the course in the player, once an hour at most', async () => {
    const open = () =>
      t.app.inject({ method: 'GET', url: `/api/course/progress/${course._id}`, headers: bearer(opener.token) });
    expect((await open()).statusCode).toBe(200);
    expect(names((await inactiveOf(course._id, '?inactiveDays=1')).json())).not.toContain('Sunita Opener');
    await advance(30 * 60 * 1000);
    opener.token = await login(t.app, opener.email, GOOD_PASSWORD);
    await open();
    const [row] = await t.app.db
      .select({ lastOpenedAt: enrollments.lastOpenedAt })
      .from(enrollments)
      .where(and(eq(enrollments.userId, opener.userId), eq(enrollments.courseId, course._id)));
    expect(row?.lastOpenedAt?.getTime()).toBe(start.getTime());
    // Two days later the opener is idle for a day's threshold, with the opening as the last activity.
    await advance(2 * DAY_MS - 30 * 60 * 1000);
    const rows = (await inactiveOf(course._id, '?inactiveDays=1')).json().data;
    const sunita = rows.find((r: { name: string }) => r.name === 'Sunita Opener');
    expect(new Date(sunita.lastActivityAt).getTime()).toBe(start.getTime());
    // The finisher, idle as long, has completed the course: not at risk.
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Kiran Stalled', 'Meera Never', 'Sunita Opener']);
  });
});

describe('POST /course/learners/{courseId}/nudge/{userId} by e-mail', () => {
  it('queues a mail with the link to continue, and the list shows it', async () => {
    const response = await nudge(neverOpened.userId, { channel: 'mail' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Nudge e-mail queued',
      data: { userId: neverOpened.userId, channel: 'mail', at: t.clock.now().toISOString() },
    });
    const mail = await latestOutboxMail(t.app, neverOpened.email);
    expect(mail.payload.subject).toBe('Pick up where you left off: Retail Banking Basics');
    expect(String(mail.payload.text)).toContain(`http://skillhub.test/course/${course.slug}/learn/${course._id}`);
    const rows = (await inactiveOf(course._id, '?search=Meera')).json().data;
    expect(rows[0].lastNudge).toEqual({ channel: 'mail', at: t.clock.now().toISOString() });
  });

  it('refuses a second nudge within a day, on either channel, and allows one after', async () => {
    await advance(2 * HOUR_MS);
    const again = await nudge(neverOpened.userId, { channel: 'mail' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'Meera Never was nudged about this course 2 h ago; one nudge a day is the most',
      code: 'NUDGED_RECENTLY',
      params: { name: 'Meera Never' },
    });
    const racing = await Promise.all([
      nudge(stalled.userId, { channel: 'mail' }),
      nudge(stalled.userId, { channel: 'mail' }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const recorded = await t.app.db.select().from(courseNudges).where(eq(courseNudges.userId, stalled.userId));
    expect(recorded).toHaveLength(1);
    await advance(NUDGE_INTERVAL_MS - 2 * HOUR_MS);
    expect((await nudge(neverOpened.userId, { channel: 'mail' })).statusCode).toBe(201);
  });

  it('answers 404 for a learner without a current enrolment in the course, and 400 for a bad body', async () => {
    for (const learner of [stranger, expired]) {
      const response = await nudge(learner.userId, { channel: 'mail' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(LEARNER_NOT_ENROLLED);
    }
    expect(
      (await nudge(finisher.userId, { channel: 'mail' }, admin, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await nudge(finisher.userId, { channel: 'sms' })).statusCode).toBe(400);
    expect((await nudge(finisher.userId, { channel: 'whatsapp' })).json().errors).toHaveProperty('templateId');
  });
});

describe('POST /course/learners/{courseId}/nudge/{userId} by WhatsApp', () => {
  let template: Awaited<ReturnType<typeof reviewedTemplate>>;
  const enquiryPhone = async (learner: Learner, name: string, optedIn: boolean) => {
    const number = phoneNumber();
    await t.app.db
      .insert(enquiries)
      .values({ name, email: learner.email, phone: number.slice(2), courseId: course._id });
    await addContact(t.app, admin, { number, name, optedIn });
    return number;
  };

  beforeAll(async () => {
    await connectSandbox(t.app, admin);
    template = await reviewedTemplate(t.app, admin, {
      body: 'Hello {{1}}, {{2}} misses you: {{3}} awaits.',
      bodyExamples: ['Asha', 'Tally', 'https://skillhub.test/x'],
    });
  });

  it('offers the approved templates a nudge can fill', async () => {
    const tooMany = await reviewedTemplate(t.app, admin, {
      body: 'Hi {{1}} {{2}} {{3}} {{4}} bye',
      bodyExamples: ['a', 'b', 'c', 'd'],
    });
    const data = (await summaryOf(course._id)).json().data;
    expect(data.whatsappConnected).toBe(true);
    const offered = data.nudgeTemplates.map((x: { _id: string }) => x._id);
    expect(offered).toContain(template._id);
    expect(offered).not.toContain(tooMany._id);
    const refused = await nudge(finisher.userId, { channel: 'whatsapp', templateId: tooMany._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.templateId).toBe(TEMPLATE_NOT_FOR_NUDGES);
  });

  it('queues the template to the opted-in number of the learner, filled with name, course and link', async () => {
    const number = await enquiryPhone(finisher, 'Ravi F', true);
    const response = await nudge(finisher.userId, { channel: 'whatsapp', templateId: template._id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.channel).toBe('whatsapp');
    const [message] = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, number));
    expect(message).toMatchObject({ status: 'queued', templateName: template.name });
    expect(message?.text).toBe(
      `Hello Ravi F, Retail Banking Basics misses you: http://skillhub.test/course/${course.slug}/learn/${course._id} awaits.\nSkillhub`,
    );
    const [nudged] = await t.app.db.select().from(courseNudges).where(eq(courseNudges.userId, finisher.userId));
    expect(nudged?.broadcastId).toBe(message?.broadcastId);
  });

  it('refuses a learner whose number has not opted in, or who gave none, recording nothing', async () => {
    const number = await enquiryPhone(opener, 'Sunita O', false);
    const response = await nudge(opener.userId, { channel: 'whatsapp', templateId: template._id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: NOT_OPTED_IN, code: 'NUDGE_NOT_OPTED_IN' });
    const none = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, number));
    expect(none).toEqual([]);
    const phoneless = await createLearner(t.app, admin, 'Nadia Nophone');
    await enrolDirectly(t.app, phoneless.userId, course._id);
    const unknown = await nudge(phoneless.userId, { channel: 'whatsapp', templateId: template._id });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ message: NO_WHATSAPP_NUMBER, code: 'NUDGE_NO_WHATSAPP_NUMBER' });
    expect(await t.app.db.select().from(courseNudges).where(eq(courseNudges.userId, opener.userId))).toEqual([]);
    // Mail still works for them.
    expect((await nudge(opener.userId, { channel: 'mail' })).statusCode).toBe(201);
  });
});

describe('/api/docs', () => {
  it("documents the three calls, the days query and the nudge's answers", async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const summary = docs.paths['/api/course/learners/{courseId}/summary'];
    const inactive = docs.paths['/api/course/learners/{courseId}/inactive'];
    const nudgePath = docs.paths['/api/course/learners/{courseId}/nudge/{userId}'];
    expect(summary.get.tags).toEqual(['Course learners']);
    expect(inactive.get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['courseId', 'inactiveDays', 'search', 'page', 'limit']),
    );
    expect(Object.keys(nudgePath.post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
    );
  });
});

describe('who may call', () => {
  it('refuses learners, staff without Courses, and nudges from staff who only read courses', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Course Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
    ]);
    const blogger = await userWithPermissions(t.app, admin, 'Blog Only', [
      { name: 'Blogs', operations: {}, subModules: [{ name: 'Blogs', operations: { read: true } }] },
    ]);
    const learnerToken = await login(t.app, stalled.email, GOOD_PASSWORD);
    for (const token of [learnerToken, blogger.token]) {
      expect((await summaryOf(course._id, token)).statusCode).toBe(403);
      expect((await inactiveOf(course._id, '', token)).statusCode).toBe(403);
      expect((await nudge(finisher.userId, { channel: 'mail' }, token)).statusCode).toBe(403);
    }
    expect((await summaryOf(course._id, reader.token)).statusCode).toBe(200);
    expect((await inactiveOf(course._id, '', reader.token)).statusCode).toBe(200);
    expect((await nudge(finisher.userId, { channel: 'mail' }, reader.token)).statusCode).toBe(403);
  });
});
