import type { ServerMessageCode } from '@skillhub/shared/server-message-codes';
import type { CouponRow } from '../../db/schema/coupons.ts';
import { HttpError } from '../../http/http-error.ts';
import { formatRupees } from '../payments/receipt-details.ts';

/** Razorpay refuses orders under ₹1: a discount never leaves a price between zero and this. */
export const MIN_CHARGE_PAISE = 100;

type Discount = Pick<CouponRow, 'discountType' | 'discountValue' | 'maxDiscountPaise'>;

/**
 * What the coupon takes off `basePaise`. A percent discount is rounded half up to the paisa (15% of 33333 paise
 * is 4999.95, so 5000), computed in integers so no float error moves it; then the cap applies. The discount is
 * never more than the price, and never leaves less than ₹1 to pay unless it takes all of it.
 */
export function discountOf(coupon: Discount, basePaise: number): number {
  const raw =
    coupon.discountType === 'percent'
      ? Math.floor((basePaise * coupon.discountValue + 50) / 100)
      : coupon.discountValue;
  let discount = Math.min(raw, coupon.maxDiscountPaise ?? raw, basePaise);
  const left = basePaise - discount;
  if (left > 0 && left < MIN_CHARGE_PAISE) discount = Math.max(0, basePaise - MIN_CHARGE_PAISE);
  return discount;
}

export type CouponProblem = Extract<
  ServerMessageCode,
  | 'COUPON_NOT_FOUND'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_EXPIRED'
  | 'COUPON_USED_UP'
  | 'COUPON_NOT_FOR_COURSE'
  | 'COUPON_MIN_ORDER'
  | 'COUPON_FIRST_PURCHASE'
  | 'COUPON_LEARNER_LIMIT'
>;

const MESSAGES: Record<CouponProblem, string> = {
  COUPON_NOT_FOUND: 'This coupon code is not valid',
  COUPON_NOT_STARTED: 'This coupon is not active yet',
  COUPON_EXPIRED: 'This coupon has expired',
  COUPON_USED_UP: 'This coupon is used up',
  COUPON_NOT_FOR_COURSE: 'This coupon does not apply to this course',
  COUPON_MIN_ORDER: 'This coupon needs an order of at least {{amount}}',
  COUPON_FIRST_PURCHASE: 'This coupon is for your first purchase only',
  COUPON_LEARNER_LIMIT: 'You have already used this coupon',
};

/**
 * The checkout's answer for a coupon that cannot be used, on the `couponCode` field: 409 when it is used up (it
 * was valid, others took it first), 400 otherwise.
 */
export function couponError(problem: CouponProblem, coupon?: Pick<CouponRow, 'minOrderPaise'>): HttpError {
  const params = problem === 'COUPON_MIN_ORDER' && coupon ? { amount: formatRupees(coupon.minOrderPaise) } : undefined;
  const message = MESSAGES[problem].replace('{{amount}}', params?.amount ?? '');
  return new HttpError(problem === 'COUPON_USED_UP' ? 409 : 400, message, { couponCode: message }, undefined, {
    code: problem,
    codes: { couponCode: problem },
    ...(params && { params }),
  });
}

/** The checks that need only the coupon: switched on, in its window, for this course and price, uses left. */
export function couponProblem(
  coupon: CouponRow,
  appliesToCourse: boolean,
  basePaise: number,
  now: Date,
): CouponProblem | null {
  if (!coupon.isActive) return 'COUPON_NOT_FOUND';
  if (now < coupon.startsAt) return 'COUPON_NOT_STARTED';
  if (coupon.endsAt && now >= coupon.endsAt) return 'COUPON_EXPIRED';
  if (!appliesToCourse) return 'COUPON_NOT_FOR_COURSE';
  if (basePaise < coupon.minOrderPaise) return 'COUPON_MIN_ORDER';
  if (coupon.totalUses !== null && coupon.usesCounted + coupon.usesReserved >= coupon.totalUses) {
    return 'COUPON_USED_UP';
  }
  return null;
}
