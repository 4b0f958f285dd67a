import { COUPON_SCOPES, DISCOUNT_TYPES } from '@skillhub/shared/schemas/coupon';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { citext, createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';

/**
 * A coupon (with a code, unique without regard to case) or an automatic offer (no code). Uses are counted in two
 * columns, changed only by conditional updates so concurrent checkouts cannot overshoot: `uses_reserved` is what
 * open orders hold (taken when an order is opened with the coupon, given back when it is closed, paid or its hold
 * lapses) and `uses_counted` the captured payments. An order may be opened only while
 * uses_counted + uses_reserved < total_uses.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: citext('code').unique(),
    title: text('title').notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    /** Percent (1 to 100) or paise off. */
    discountValue: integer('discount_value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalUses: integer('total_uses'),
    usesPerLearner: integer('uses_per_learner'),
    scope: text('scope', { enum: COUPON_SCOPES }).notNull().default('all'),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    usesReserved: integer('uses_reserved').notNull().default(0),
    usesCounted: integer('uses_counted').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The automatic offers running now: few rows, read on every course page and payment page.
    index('coupons_offers_idx').on(t.endsAt).where(sql`${t.code} IS NULL AND ${t.isActive}`),
    index('coupons_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('coupons_uses_reserved_check', sql`${t.usesReserved} >= 0`),
  ],
);

/** The courses a coupon with scope 'courses' applies to. */
export const couponCourses = pgTable(
  'coupon_courses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.courseId] }), index('coupon_courses_course_id_idx').on(t.courseId)],
);

/** The categories a coupon with scope 'categories' applies to (their courses, present and future). */
export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.categoryId] }),
    index('coupon_categories_category_id_idx').on(t.categoryId),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
