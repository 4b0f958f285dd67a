import {
  COUPON_CODE_PATTERN,
  COUPON_SCOPES,
  type Coupon,
  type CouponBody,
  DISCOUNT_TYPES,
} from '@skillhub/shared/schemas/coupon';
import { z } from 'zod';

/**
 * The coupon form works in rupees and in India's time (what staff think in); the API takes paise and instants.
 * Times are entered as India time whatever the browser's zone: 'YYYY-MM-DDTHH:mm' in IST (UTC+05:30, no DST).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant as India's wall clock, for a datetime-local input. */
export function toIndiaLocal(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** India's wall clock from a datetime-local input as an ISO instant with its offset. */
export function fromIndiaLocal(local: string): string {
  return `${local}:00+05:30`;
}

const optionalNumber = (min: number, message: string) => z.number({ error: message }).min(min, message).optional();

export const couponFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .refine((v) => v === '' || COUPON_CODE_PATTERN.test(v), 'A coupon code has 3 to 32 letters, digits, - or _'),
    title: z.string().trim().min(1, 'Title is required').max(100, 'Title must not exceed 100 characters'),
    discountType: z.enum(DISCOUNT_TYPES),
    /** Percent, or rupees off. */
    discountValue: z.number({ error: 'Discount is required' }).positive('Discount must be more than 0'),
    maxDiscountRupees: optionalNumber(0.01, 'Maximum discount must be more than 0'),
    minOrderRupees: optionalNumber(0, 'Minimum order must not be negative'),
    startsAt: z.string().min(1, 'Start is required'),
    endsAt: z.string(),
    totalUses: z.number().int('Total uses must be a whole number').min(1, 'Total uses must be at least 1').optional(),
    usesPerLearner: z
      .number()
      .int('Uses per learner must be a whole number')
      .min(1, 'Uses per learner must be at least 1')
      .optional(),
    scope: z.enum(COUPON_SCOPES),
    courseIds: z.array(z.string()),
    categoryIds: z.array(z.string()),
    firstPurchaseOnly: z.boolean(),
    isActive: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.discountType === 'percent' && (v.discountValue > 100 || !Number.isInteger(v.discountValue))) {
      issue('discountValue', 'A percent discount is a whole number up to 100');
    }
    if (v.code === '' && v.endsAt === '') issue('endsAt', 'An automatic offer needs an end');
    if (v.endsAt !== '' && v.endsAt <= v.startsAt) issue('endsAt', 'The end must be after the start');
    if (v.scope === 'courses' && v.courseIds.length === 0) issue('courseIds', 'Please choose at least one course');
    if (v.scope === 'categories' && v.categoryIds.length === 0) {
      issue('categoryIds', 'Please choose at least one category');
    }
  });
export type CouponFormValues = z.input<typeof couponFormSchema>;

const paiseOf = (rupees: number) => Math.round(rupees * 100);

/**
 * A new coupon: a percent off every course, from now for a week, one use per learner. The discount starts empty:
 * a number field cleared by the user would otherwise fall back to a default it cannot be told from.
 */
export function emptyCouponForm(now: Date): CouponFormValues {
  const start = toIndiaLocal(now.toISOString());
  return {
    code: '',
    title: '',
    discountType: 'percent',
    discountValue: undefined as unknown as number,
    startsAt: start,
    endsAt: toIndiaLocal(new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString()),
    usesPerLearner: 1,
    scope: 'all',
    courseIds: [],
    categoryIds: [],
    firstPurchaseOnly: false,
    isActive: true,
  };
}

export function couponFormOf(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code ?? '',
    title: coupon.title,
    discountType: coupon.discountType,
    discountValue: coupon.discountType === 'flat' ? coupon.discountValue / 100 : coupon.discountValue,
    maxDiscountRupees: coupon.maxDiscountPaise === null ? undefined : coupon.maxDiscountPaise / 100,
    minOrderRupees: coupon.minOrderPaise ? coupon.minOrderPaise / 100 : undefined,
    startsAt: toIndiaLocal(coupon.startsAt),
    endsAt: coupon.endsAt ? toIndiaLocal(coupon.endsAt) : '',
    totalUses: coupon.totalUses ?? undefined,
    usesPerLearner: coupon.usesPerLearner ?? undefined,
    scope: coupon.scope,
    courseIds: coupon.courseIds,
    categoryIds: coupon.categoryIds,
    firstPurchaseOnly: coupon.firstPurchaseOnly,
    isActive: coupon.isActive,
  };
}

export function couponBodyOf(values: CouponFormValues): CouponBody {
  const flat = values.discountType === 'flat';
  return {
    code: values.code.trim() || null,
    title: values.title.trim(),
    discountType: values.discountType,
    discountValue: flat ? paiseOf(values.discountValue) : values.discountValue,
    maxDiscountPaise: !flat && values.maxDiscountRupees !== undefined ? paiseOf(values.maxDiscountRupees) : null,
    minOrderPaise: values.minOrderRupees === undefined ? 0 : paiseOf(values.minOrderRupees),
    startsAt: fromIndiaLocal(values.startsAt),
    endsAt: values.endsAt ? fromIndiaLocal(values.endsAt) : null,
    totalUses: values.totalUses ?? null,
    usesPerLearner: values.usesPerLearner ?? null,
    scope: values.scope,
    courseIds: values.scope === 'courses' ? values.courseIds : [],
    categoryIds: values.scope === 'categories' ? values.categoryIds : [],
    firstPurchaseOnly: values.firstPurchaseOnly,
    isActive: values.isActive,
  };
}
