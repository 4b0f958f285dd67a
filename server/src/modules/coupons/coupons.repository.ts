import type { CouponInput, ListCouponsQuery } from '@skillhub/shared/schemas/coupon';
import { and, count, desc, eq, getTableColumns, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsIgnoringCase } from '../../db/like-pattern.ts';
import { type CouponRow, couponCategories, couponCourses, coupons } from '../../db/schema/coupons.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { netPaidPaise } from '../refunds/net-paid.ts';

/** The course a coupon is checked against: its id and its category (a coupon may be scoped to either). */
export interface PricedCourse {
  id: string;
  categoryId: string;
}

/**
 * Whether the coupon of the current row applies to `course`: one EXISTS on a primary key per scope. The
 * subqueries name their tables in full: drizzle writes a single-table select's columns unqualified, and an
 * unqualified "id" inside them would be the inner table's.
 */
const appliesTo = (course: PricedCourse) => sql<boolean>`(
  coupons.scope = 'all'
  OR (coupons.scope = 'courses' AND EXISTS (
    SELECT 1 FROM coupon_courses cc WHERE cc.coupon_id = coupons.id AND cc.course_id = ${course.id}))
  OR (coupons.scope = 'categories' AND EXISTS (
    SELECT 1 FROM coupon_categories cg WHERE cg.coupon_id = coupons.id AND cg.category_id = ${course.categoryId}))
)`;

export interface CouponWithStats extends CouponRow {
  courseIds: string[];
  categoryIds: string[];
  revenuePaise: number;
  discountGivenPaise: number;
}

const withStats = {
  ...getTableColumns(coupons),
  courseIds: sql<string[]>`coalesce((SELECT array_agg(cc.course_id::text ORDER BY cc.course_id)
    FROM coupon_courses cc WHERE cc.coupon_id = coupons.id), '{}')`,
  categoryIds: sql<string[]>`coalesce((SELECT array_agg(cg.category_id::text ORDER BY cg.category_id)
    FROM coupon_categories cg WHERE cg.coupon_id = coupons.id), '{}')`,
  // What the coupon's sales kept: net of processed refunds, as on the dashboard.
  revenuePaise: sql<number>`(SELECT coalesce(sum(${netPaidPaise}), 0)::int FROM ${paymentOrders}
    WHERE ${paymentOrders.couponId} = coupons.id AND ${paymentOrders.status} = 'paid')`,
  discountGivenPaise: sql<number>`(SELECT coalesce(sum(po.discount_paise), 0)::int FROM payment_orders po
    WHERE po.coupon_id = coupons.id AND po.status = 'paid')`,
};

type CouponColumns = Omit<CouponInput, 'courseIds' | 'categoryIds' | 'startsAt' | 'endsAt'> & {
  startsAt: Date;
  endsAt: Date | null;
};

function listWhere(query: ListCouponsQuery): SQL | undefined {
  const search = query.search ? containsIgnoringCase(query.search) : undefined;
  return and(
    search ? or(search(coupons.code), search(coupons.title)) : undefined,
    query.status === 'all' ? undefined : eq(coupons.isActive, query.status === 'active'),
  );
}

export const couponsRepository = {
  /** The coupon with this code (any case) and whether it applies to the course: one read by the unique index. */
  async findByCode(
    db: Database,
    code: string,
    course: PricedCourse,
  ): Promise<{ coupon: CouponRow; applies: boolean } | undefined> {
    const [row] = await db
      .select({ ...getTableColumns(coupons), applies: appliesTo(course) })
      .from(coupons)
      .where(sql`${coupons.code} = ${code}::citext`);
    if (!row) return undefined;
    const { applies, ...coupon } = row;
    return { coupon, applies };
  },

  /**
   * The automatic offers switched on for the course that have not ended by `now`, running or yet to start, uses
   * left or not: what a course page picks from in memory (public-offers.ts).
   */
  async offersFor(db: Database, course: PricedCourse, now: Date): Promise<CouponRow[]> {
    return db
      .select()
      .from(coupons)
      .where(
        and(
          isNull(coupons.code),
          eq(coupons.isActive, true),
          sql`(${coupons.endsAt} IS NULL OR ${coupons.endsAt} > ${now})`,
          appliesTo(course),
        ),
      );
  },

  async findById(db: Database, id: string): Promise<CouponWithStats | undefined> {
    const [row] = await db.select(withStats).from(coupons).where(eq(coupons.id, id));
    return row;
  },

  async list(db: Database, query: ListCouponsQuery): Promise<{ rows: CouponWithStats[]; total: number }> {
    const where = listWhere(query);
    const rows = await db
      .select(withStats)
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [totalRow] = await db.select({ n: count() }).from(coupons).where(where);
    return { rows, total: totalRow?.n ?? 0 };
  },

  async insert(db: Database, values: CouponColumns): Promise<string> {
    const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
    if (!row) throw new Error('The coupon could not be written');
    return row.id;
  },

  async update(db: Database, id: string, values: Partial<CouponColumns>): Promise<boolean> {
    const rows = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning({ id: coupons.id });
    return rows.length > 0;
  },

  async setScope(db: Database, id: string, courseIds: string[], categoryIds: string[]): Promise<void> {
    await db.delete(couponCourses).where(eq(couponCourses.couponId, id));
    await db.delete(couponCategories).where(eq(couponCategories.couponId, id));
    if (courseIds.length)
      await db.insert(couponCourses).values(courseIds.map((courseId) => ({ couponId: id, courseId })));
    if (categoryIds.length) {
      await db.insert(couponCategories).values(categoryIds.map((categoryId) => ({ couponId: id, categoryId })));
    }
  },

  async remove(db: Database, id: string): Promise<boolean> {
    const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
    return rows.length > 0;
  },

  async hasOrders(db: Database, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(eq(paymentOrders.couponId, id))
      .limit(1);
    return row !== undefined;
  },

  /**
   * Takes one use for an order about to open: only while counted + reserved uses stay under the total, checked
   * and changed in one statement, so of any number of concurrent checkouts exactly the uses left succeed.
   */
  async reserve(db: Database, id: string): Promise<boolean> {
    const rows = await db
      .update(coupons)
      .set({ usesReserved: sql`${coupons.usesReserved} + 1` })
      .where(
        and(
          eq(coupons.id, id),
          sql`(${coupons.totalUses} IS NULL OR ${coupons.usesCounted} + ${coupons.usesReserved} < ${coupons.totalUses})`,
        ),
      )
      .returning({ id: coupons.id });
    return rows.length > 0;
  },

  async unreserve(db: Database, id: string, uses = 1): Promise<void> {
    await db
      .update(coupons)
      .set({ usesReserved: sql`${coupons.usesReserved} - ${uses}` })
      .where(eq(coupons.id, id));
  },

  /**
   * Gives back the use an order holds, if it still holds one: the update of the order's flag decides, so a hold
   * is given back once whoever else (capture, another close, the lapse sweep) races for it.
   */
  async releaseHold(db: Database, orderId: string): Promise<boolean> {
    const [row] = await db
      .update(paymentOrders)
      .set({ couponHeld: false })
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.couponHeld, true)))
      .returning({ couponId: paymentOrders.couponId });
    if (!row?.couponId) return false;
    await couponsRepository.unreserve(db, row.couponId);
    return true;
  },

  /**
   * Closes the coupon's open orders whose hold lapsed (a checkout left half-way) and gives their uses back.
   * A payment still captured on such an order is honoured (and counted) by the settlement.
   */
  async reclaimLapsed(db: Database, id: string, now: Date): Promise<number> {
    const rows = await db
      .update(paymentOrders)
      .set({ couponHeld: false, status: 'failed', failureReason: 'coupon hold lapsed', updatedAt: now })
      .where(
        and(
          eq(paymentOrders.couponId, id),
          eq(paymentOrders.couponHeld, true),
          eq(paymentOrders.status, 'created'),
          lte(paymentOrders.couponHoldUntil, now),
        ),
      )
      .returning({ id: paymentOrders.id });
    if (rows.length) await couponsRepository.unreserve(db, id, rows.length);
    return rows.length;
  },

  /** At capture: the order's use is counted, and its hold (if it still has one) given back. */
  async countUse(db: Database, orderId: string, couponId: string): Promise<void> {
    const released = await db
      .update(paymentOrders)
      .set({ couponHeld: false })
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.couponHeld, true)))
      .returning({ id: paymentOrders.id });
    await db
      .update(coupons)
      .set({
        usesCounted: sql`${coupons.usesCounted} + 1`,
        usesReserved: sql`${coupons.usesReserved} - ${released.length}`,
      })
      .where(eq(coupons.id, couponId));
  },

  /**
   * The learner's uses of the coupon: paid orders, and open orders holding a use, except the open order on
   * `exceptCourseId` (the one a new order for that course replaces).
   */
  async learnerUses(db: Database, couponId: string, userId: string, exceptCourseId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.couponId, couponId),
          eq(paymentOrders.userId, userId),
          or(
            eq(paymentOrders.status, 'paid'),
            and(
              eq(paymentOrders.status, 'created'),
              eq(paymentOrders.couponHeld, true),
              ne(paymentOrders.courseId, exceptCourseId),
            ),
          ),
        ),
      );
    return row?.n ?? 0;
  },

  /** Whether the learner ever paid for a course (a first-purchase coupon is for those who did not). */
  async hasPurchased(db: Database, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
      .limit(1);
    return row !== undefined;
  },
};
