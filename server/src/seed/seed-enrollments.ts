import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { courses } from '../db/schema/courses.ts';
import { enrollments } from '../db/schema/enrollments.ts';
import { users } from '../db/schema/users-and-roles.ts';
import { slugify } from '../modules/categories/slug.ts';
import { enrollmentsRepository } from '../modules/enrollments/enrollments.repository.ts';
import { DEMO_COURSES } from './demo-courses.ts';

/** How many demo courses the demo learner starts enrolled in, so My courses and the player have something to show. */
const DEMO_LEARNER_COURSES = 2;

/**
 * Enrols the demo learner in the first published demo courses, as staff would from the Users page. Only a learner
 * without any enrolment gets them, so a restart adds nothing and a learner's own purchases are left alone.
 */
export async function seedDemoEnrollments(db: Database, learnerEmail: string, now = new Date()): Promise<void> {
  const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.email, learnerEmail));
  if (!learner) return;
  const [existing] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.userId, learner.id))
    .limit(1);
  if (existing) return;
  const slugs = DEMO_COURSES.map((course) => slugify(course.title, 'course'));
  const rows = await db
    .select({ id: courses.id, validity: courses.validity })
    .from(courses)
    .where(and(inArray(courses.slug, slugs), eq(courses.status, 'PUBLISHED')))
    .orderBy(asc(courses.createdAt))
    .limit(DEMO_LEARNER_COURSES);
  for (const course of rows) {
    await enrollmentsRepository.grant(db, {
      userId: learner.id,
      courseId: course.id,
      validity: course.validity,
      source: 'staff',
      now,
    });
  }
}
