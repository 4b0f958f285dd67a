import type { CourseValidity } from '@skillhub/shared/constants';
import type { EnrollmentSource } from '@skillhub/shared/schemas/payment';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type EnrollmentRow, enrollments } from '../../db/schema/enrollments.ts';
import { accessExpiry } from './enrollment-expiry.ts';

const OPENED_GRANULARITY_MS = 60 * 60 * 1000;

export interface GrantInput {
  userId: string;
  courseId: string;
  validity: CourseValidity;
  source: EnrollmentSource;
  orderId?: string | null;
  assignedBy?: string | null;
  now: Date;
}

/**
 * The one way into a course. Payments (verify and webhook), free enrolment and staff assignment all call
 * `grant`; the caller decides whether a grant is due (an order that has just turned paid, an access that is
 * missing or expired) inside its own transaction.
 */
export const enrollmentsRepository = {
  async find(db: Database, userId: string, courseId: string): Promise<EnrollmentRow | undefined> {
    const [row] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
    return row;
  },

  /**
   * Records that the learner opened the course in the player, at most once an hour per enrolment: the player
   * reads its progress often, and the staff's inactivity view counts days, not minutes.
   */
  async markOpened(db: Database, enrollment: Pick<EnrollmentRow, 'id' | 'lastOpenedAt'>, now: Date): Promise<void> {
    if (enrollment.lastOpenedAt && now.getTime() - enrollment.lastOpenedAt.getTime() < OPENED_GRANULARITY_MS) return;
    await db.update(enrollments).set({ lastOpenedAt: now }).where(eq(enrollments.id, enrollment.id));
  },

  /**
   * Enrols, or renews an existing (expired) enrolment from `now`: one row per learner and course, so two
   * grants racing each other still leave one enrolment.
   */
  async grant(tx: Database, input: GrantInput): Promise<EnrollmentRow> {
    const values = {
      userId: input.userId,
      courseId: input.courseId,
      source: input.source,
      orderId: input.orderId ?? null,
      assignedBy: input.assignedBy ?? null,
      enrolledAt: input.now,
      expiresAt: accessExpiry(input.validity, input.now),
    };
    const [row] = await tx
      .insert(enrollments)
      .values(values)
      .onConflictDoUpdate({
        target: [enrollments.userId, enrollments.courseId],
        set: {
          source: sql`excluded.source`,
          orderId: sql`excluded.order_id`,
          assignedBy: sql`excluded.assigned_by`,
          enrolledAt: sql`excluded.enrolled_at`,
          expiresAt: sql`excluded.expires_at`,
          updatedAt: input.now,
        },
      })
      .returning();
    if (!row) throw new Error('The enrolment could not be written');
    return row;
  },
};
