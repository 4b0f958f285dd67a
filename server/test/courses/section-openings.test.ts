import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import { sectionOpenNotices } from '../../src/db/schema/section-openings.ts';
import { whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { createSectionOpenings, SECTION_OPENED_TEMPLATE } from '../../src/modules/courses/section-openings.ts';
import { DAY_MS, type LearningCourse, learningCourse, lecture } from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { connectSandbox } from '../whatsapp/account-fixtures.ts';
import { addContact } from '../whatsapp/contacts-fixtures.ts';
import { fastSandbox, phoneNumber, reviewedTemplate } from '../whatsapp/messages-fixtures.ts';
import { saveCurriculum } from './course-fixtures.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let second: FastifyInstance | undefined;
let admin: string;
let course: LearningCourse;
let asha: Learner;
let ravi: Learner;
let raviNumber: string;

beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  // Each run is started by the test, and the WhatsApp queue is looked at as the notices left it.
  await t.app.sectionOpenings.stop();
  await t.app.whatsappSender.stop();
  course = await learningCourse(t.app, admin, 'Tally Prime with GST');
  asha = await createLearner(t.app, admin, 'Asha Opened');
  ravi = await createLearner(t.app, admin, 'Ravi Opened');
  await enrolDirectly(t.app, asha.userId, course._id);
  await enrolDirectly(t.app, ravi.userId, course._id);
  // Ravi gave his number on an enquiry and opted in to WhatsApp; Asha did neither.
  raviNumber = phoneNumber();
  await t.app.db
    .insert(enquiries)
    .values({ name: 'Ravi Opened', email: ravi.email, phone: raviNumber.slice(2), courseId: course._id });
  await addContact(t.app, admin, { number: raviNumber, name: 'Ravi Opened', optedIn: true });
  await connectSandbox(t.app, admin);
  await reviewedTemplate(t.app, admin, {
    name: SECTION_OPENED_TEMPLATE,
    body: 'Hello {{1}}, {{2}} of {{3}} is open: {{4}} - see you in class.',
    bodyExamples: ['Asha', 'Week 2', 'Tally', 'https://skillhub.test/x'],
  });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

function curriculum(second: object, first: object = {}) {
  return {
    sections: [
      {
        _id: lecture(course, 0, 0).sectionId,
        title: 'Foundations',
        ...first,
        subSections: [
          { _id: lecture(course, 0, 0).lectureId, title: 'How the web works' },
          { _id: lecture(course, 0, 1).lectureId, title: 'HTML' },
        ],
      },
      {
        _id: lecture(course, 1, 0).sectionId,
        title: 'React',
        ...second,
        subSections: [{ _id: lecture(course, 1, 0).lectureId, title: 'Components' }],
      },
    ],
  };
}
async function schedule(second: object, first: object = {}) {
  const saved = await saveCurriculum(t.app, admin, course._id, curriculum(second, first));
  expect(saved.statusCode, saved.body).toBe(200);
}
async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}
const indiaDate = (days: number) =>
  new Date(t.clock.now().getTime() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);

/** The mails of the outbox to `email` whose subject starts "Now open: <section>". */
async function openedMails(email: string, section: string) {
  return t.app.db
    .select()
    .from(outbox)
    .where(
      and(
        sql`${outbox.payload}->>'to' = ${email}`,
        sql`${outbox.payload}->>'subject' like ${`Now open: ${section} %`}`,
      ),
    );
}
const whatsAppTo = (number: string) =>
  t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, number));

describe('the job that tells learners a section has opened', () => {
  it('tells nobody before the section opens', async () => {
    await schedule({ opensOn: indiaDate(1) });
    expect(await createSectionOpenings(t.app)()).toBe(0);
    expect(await openedMails(asha.email, 'React')).toHaveLength(0);
  });

  it('tells each learner once, by mail and on WhatsApp when opted in, even when runs overlap', async () => {
    await advance(2 * DAY_MS);
    // Straight at the notifier (no job lock), several runs at once: on PostgreSQL from two app instances (two
    // processes' worth of connections) on one database; PGlite lives in one process, with one connection.
    const apps = onPostgres ? [t.app, await secondApp()] : [t.app, t.app];
    const runs = apps.flatMap((app) => [createSectionOpenings(app), createSectionOpenings(app)]);
    const told = await Promise.all(runs.map((run) => run()));
    expect(told.reduce((a, b) => a + b, 0)).toBe(2);

    for (const learner of [asha, ravi]) {
      const mails = await openedMails(learner.email, 'React');
      expect(mails, learner.email).toHaveLength(1);
      expect(mails[0]?.payload.subject).toBe('Now open: React (Tally Prime with GST)');
      expect(String(mails[0]?.payload.text)).toContain(`/course/${course.slug}/learn/${course._id}`);
    }
    const messages = await whatsAppTo(raviNumber);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: 'queued', templateName: SECTION_OPENED_TEMPLATE });
    expect(messages[0]?.text).toContain(
      `Hello Ravi Opened, React of Tally Prime with GST is open: http://skillhub.test/course/${course.slug}/learn/${course._id} - see you in class.`,
    );
    const notices = await t.app.db
      .select()
      .from(sectionOpenNotices)
      .where(eq(sectionOpenNotices.sectionId, lecture(course, 1, 0).sectionId));
    expect(notices.map((n) => n.userId).sort()).toEqual([asha.userId, ravi.userId].sort());
  });

  it('tells nobody again on later runs, through the jobs with their locks', async () => {
    await Promise.all([t.app.sectionOpenings.runNow(), ...(second ? [second.sectionOpenings.runNow()] : [])]);
    expect(await createSectionOpenings(t.app)()).toBe(0);
    expect(await openedMails(asha.email, 'React')).toHaveLength(1);
    expect(await whatsAppTo(raviNumber)).toHaveLength(1);
  });

  it('does not tell a learner who enrolled after the section had opened', async () => {
    const late = await createLearner(t.app, admin, 'Late Learner');
    await enrolDirectly(t.app, late.userId, course._id);
    await advance(60_000);
    expect(await createSectionOpenings(t.app)()).toBe(0);
    expect(await openedMails(late.email, 'React')).toHaveLength(0);
  });

  it('tells each learner when their own N days after enrolment have passed', async () => {
    await schedule({ opensAfterDays: null, opensOn: null }, { opensAfterDays: 3 });
    // Asha and Ravi enrolled two days ago, the late learner a minute ago, the fresh one now.
    expect(await t.app.db.select().from(sectionOpenNotices)).toHaveLength(2);
    const fresh = await createLearner(t.app, admin, 'Fresh Learner');
    await enrolDirectly(t.app, fresh.userId, course._id);
    await advance(DAY_MS);
    expect(await createSectionOpenings(t.app)()).toBe(2);
    for (const learner of [asha, ravi]) expect(await openedMails(learner.email, 'Foundations')).toHaveLength(1);
    expect(await openedMails(fresh.email, 'Foundations')).toHaveLength(0);
    // The late learner's three days end now, the fresh one's a minute later.
    await advance(2 * DAY_MS - 60_000);
    expect(await createSectionOpenings(t.app)()).toBe(1);
    expect(await openedMails(fresh.email, 'Foundations')).toHaveLength(0);
    await advance(2 * 60_000);
    expect(await createSectionOpenings(t.app)()).toBe(1);
    expect(await openedMails(fresh.email, 'Foundations')).toHaveLength(1);
    expect(await createSectionOpenings(t.app)()).toBe(0);
  });
});

async function secondApp(): Promise<FastifyInstance> {
  second = await buildApp(t.config, { clock: t.clock, logger: false });
  await second.ready();
  await second.sectionOpenings.stop();
  await second.whatsappSender.stop();
  return second;
}
