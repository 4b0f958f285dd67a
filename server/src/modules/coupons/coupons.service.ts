import type { ListBody } from '@skillhub/shared/schemas/common';
import type { Coupon, CouponInput, CourseOffer, ListCouponsQuery } from '@skillhub/shared/schemas/coupon';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/postgres-errors.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { amountPaiseOf } from '../payments/payment-summary.ts';
import { paymentsRepository } from '../payments/payments.repository.ts';
import { toPriceQuote } from './coupon-checkout.ts';
import { type CouponWithStats, couponsRepository as repo } from './coupons.repository.ts';
import { createPublicOffers } from './public-offers.ts';

export const CODE_TAKEN_MESSAGE = 'A coupon with this code already exists';
export const COUPON_IN_USE_MESSAGE = 'This coupon was used in orders: deactivate it instead';

function toCouponDto(row: CouponWithStats): Coupon {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscountPaise: row.maxDiscountPaise,
    minOrderPaise: row.minOrderPaise,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    totalUses: row.totalUses,
    usesPerLearner: row.usesPerLearner,
    scope: row.scope,
    courseIds: row.courseIds,
    categoryIds: row.categoryIds,
    firstPurchaseOnly: row.firstPurchaseOnly,
    isActive: row.isActive,
    usesCounted: row.usesCounted,
    usesReserved: row.usesReserved,
    revenuePaise: row.revenuePaise,
    discountGivenPaise: row.discountGivenPaise,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a coupon from the staff's form; the scope's lists go to their own tables. */
function columnsOf(input: CouponInput) {
  const { courseIds: _courses, categoryIds: _categories, startsAt, endsAt, ...rest } = input;
  return { ...rest, startsAt: new Date(startsAt), endsAt: endsAt ? new Date(endsAt) : null };
}

const scopeIds = (input: CouponInput) => ({
  courseIds: input.scope === 'courses' ? [...new Set(input.courseIds)] : [],
  categoryIds: input.scope === 'categories' ? [...new Set(input.categoryIds)] : [],
});

/** The staff's coupons (Courses / Coupons) and the public offer of a course page. */
export function createCouponsService(
  ctx: Pick<ServiceContext, 'db' | 'clock'> & Pick<FastifyInstance, 'publicContent'>,
) {
  const { db, publicContent } = ctx;
  const offers = createPublicOffers(ctx);

  async function mustFind(id: string): Promise<Coupon> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound('Coupon not found');
    return toCouponDto(row);
  }

  /**
   * A taken code is the staff's to fix on the form; so is a course or category deleted meanwhile. A written coupon
   * clears the public content, where course pages keep their offers (public-offers.ts).
   */
  async function write(work: () => Promise<string>): Promise<Coupon> {
    try {
      const id = await work();
      await publicContent.changed('offers');
      return await mustFind(id);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(
          CODE_TAKEN_MESSAGE,
          { code: CODE_TAKEN_MESSAGE },
          {
            code: 'COUPON_CODE_TAKEN',
            codes: { code: 'COUPON_CODE_TAKEN' },
          },
        );
      }
      if (isForeignKeyViolation(error)) throw badRequest('A chosen course or category no longer exists');
      throw error;
    }
  }

  return {
    async list(query: ListCouponsQuery): Promise<ListBody<Coupon>> {
      const { rows, total } = await repo.list(db, query);
      return { success: true, data: rows.map(toCouponDto), pagination: pagination(total, query.page, query.limit) };
    },

    create(input: CouponInput): Promise<Coupon> {
      return write(() =>
        db.transaction(async (tx) => {
          const id = await repo.insert(tx, columnsOf(input));
          const { courseIds, categoryIds } = scopeIds(input);
          await repo.setScope(tx, id, courseIds, categoryIds);
          return id;
        }),
      );
    },

    update(id: string, input: CouponInput): Promise<Coupon> {
      return write(() =>
        db.transaction(async (tx) => {
          if (!(await repo.update(tx, id, columnsOf(input)))) throw notFound('Coupon not found');
          const { courseIds, categoryIds } = scopeIds(input);
          await repo.setScope(tx, id, courseIds, categoryIds);
          return id;
        }),
      );
    },

    async setActive(id: string, isActive: boolean): Promise<Coupon> {
      if (!(await repo.update(db, id, { isActive }))) throw notFound('Coupon not found');
      await publicContent.changed('offers');
      return mustFind(id);
    },

    async remove(id: string): Promise<void> {
      if (await repo.hasOrders(db, id)) throw conflict(COUPON_IN_USE_MESSAGE);
      try {
        if (!(await repo.remove(db, id))) throw notFound('Coupon not found');
        await publicContent.changed('offers');
      } catch (error) {
        // An order opened with it in the meantime: its foreign key keeps the coupon.
        if (isForeignKeyViolation(error)) throw conflict(COUPON_IN_USE_MESSAGE);
        throw error;
      }
    },

    /** The automatic offer on a published course now, null when none runs. */
    async courseOffer(courseId: string): Promise<CourseOffer> {
      const course = await paymentsRepository.findCourse(db, courseId);
      if (course?.status !== 'PUBLISHED') throw notFound('Course not found');
      const pricing = await offers.offerOn(course, amountPaiseOf(course));
      return { offer: pricing.coupon ? toPriceQuote(pricing) : null };
    },
  };
}
