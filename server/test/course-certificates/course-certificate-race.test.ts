import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCertificates } from '../../src/db/schema/course-certificates.ts';
import { type LearningCourse, learningCourse } from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { certificateMails, completeLecture, setCertificates } from './certificate-fixtures.ts';

/**
 * Runs on PGlite and, with `node scripts/with-postgres.mjs npx vitest run <this file>`, on PostgreSQL, where
 * the requests truly overlap: each learner completes their last two lectures at once, as from two tabs, each
 * twice over, and must get one certificate and one mail.
 */

const LEARNERS = 12;
let t: TestApp;
let course: LearningCourse;
let learners: Learner[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Race For Certificates');
  await setCertificates(t.app, admin, course._id, true);
  learners = [];
  for (let i = 0; i < LEARNERS; i++) {
    const learner = await createLearner(t.app, admin, `Racer ${String.fromCharCode(65 + i)} Certified`);
    await enrolDirectly(t.app, learner.userId, course._id);
    learners.push(learner);
  }
});
afterAll(() => t.close());

describe('a certificate under concurrent completions', () => {
  it('two tabs completing the last two lectures at once, twice over, issue one certificate and one mail', async () => {
    const [first, ...lastTwo] = course.lectures.flat();
    if (!first || lastTwo.length !== 2) throw new Error('the fixture course has three lectures');
    for (const learner of learners) expect((await completeLecture(t.app, learner.token, first)).statusCode).toBe(200);

    const started = performance.now();
    const responses = await Promise.all(
      learners.flatMap((learner) =>
        [...lastTwo, ...lastTwo].map((lecture) => completeLecture(t.app, learner.token, lecture)),
      ),
    );
    const ms = performance.now() - started;
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));

    for (const learner of learners) {
      const rows = await t.app.db
        .select({ number: courseCertificates.number })
        .from(courseCertificates)
        .where(eq(courseCertificates.userId, learner.userId));
      expect(rows, learner.email).toHaveLength(1);
      expect(await certificateMails(t.app, learner.email), learner.email).toHaveLength(1);
    }
    console.info(`${responses.length} concurrent lecture completions by ${LEARNERS} learners: ${Math.round(ms)} ms`);
  });
});
