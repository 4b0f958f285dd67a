import { z } from 'zod';
import { timestampsSchema, uuidSchema } from './common.ts';
import { singleLine } from './fields.ts';
import { pagingShape, withPage } from './paging.ts';

/**
 * Coupons and automatic offers. Every amount is in integer paise (the unit orders are charged in); the staff
 * form shows rupees and converts. A coupon without a code is an automatic offer: it prices its courses by itself
 * during its window.
 */

export const DISCOUNT_TYPES = ['percent', 'flat'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const COUPON_SCOPES = ['all', 'courses', 'categories'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** Letters, digits, '-' and '_': what a learner can type from a poster or a message without ambiguity. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** What a learner types; compared without regard to case. */
export const couponCodeField = z
  .string({ error: 'Coupon code is required' })
  .check(singleLine)
  .trim()
  .min(1, 'Please enter a coupon code')
  .regex(COUPON_CODE_PATTERN, 'A coupon code has 3 to 32 letters, digits, - or _');

const paise = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number of paise`)
    .min(0, `${name} must not be negative`)
    .max(100_000_000_00, `${name} is too large`);

const dateTime = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be a date and time` });

export const couponBodySchema = z
  .object({
    /** null (or empty) makes an automatic offer. */
    code: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      couponCodeField.nullable().default(null),
    ),
    /** What the learner sees: the offer's name on the course page, the coupon's on the receipt. */
    title: z
      .string({ error: 'Title is required' })
      .check(singleLine)
      .trim()
      .min(1, 'Title is required')
      .max(100, 'Title must not exceed 100 characters'),
    discountType: z.enum(DISCOUNT_TYPES, { error: "Discount type must be 'percent' or 'flat'" }),
    /** Percent (1 to 100) or paise off. */
    discountValue: z
      .number({ error: 'Discount is required' })
      .int('Discount must be a whole number')
      .min(1, 'Discount must be at least 1'),
    /** The most a percent discount takes off, in paise; null for no cap. */
    maxDiscountPaise: paise('Maximum discount')
      .min(1, 'Maximum discount must be at least 1 paisa')
      .nullable()
      .default(null),
    minOrderPaise: paise('Minimum order').default(0),
    startsAt: dateTime('Start'),
    /** Required for an automatic offer (the course page counts down to it). */
    endsAt: dateTime('End').nullable().default(null),
    totalUses: z
      .number()
      .int('Total uses must be a whole number')
      .min(1, 'Total uses must be at least 1')
      .nullable()
      .default(null),
    usesPerLearner: z
      .number()
      .int('Uses per learner must be a whole number')
      .min(1, 'Uses per learner must be at least 1')
      .nullable()
      .default(1),
    scope: z.enum(COUPON_SCOPES, { error: "Scope must be 'all', 'courses' or 'categories'" }).default('all'),
    courseIds: z.array(uuidSchema).max(500, 'Too many courses').default([]),
    categoryIds: z.array(uuidSchema).max(500, 'Too many categories').default([]),
    firstPurchaseOnly: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.discountType === 'percent' && c.discountValue > 100) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A percent discount is at most 100' });
    }
    if (c.discountType === 'flat' && c.maxDiscountPaise !== null) {
      ctx.addIssue({ code: 'custom', path: ['maxDiscountPaise'], message: 'Only a percent discount takes a cap' });
    }
    if (c.endsAt !== null && Date.parse(c.endsAt) <= Date.parse(c.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }
    if (c.code === null && c.endsAt === null) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'An automatic offer needs an end' });
    }
    if (c.scope === 'courses' && c.courseIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['courseIds'], message: 'Please choose at least one course' });
    }
    if (c.scope === 'categories' && c.categoryIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'Please choose at least one category' });
    }
  });
/** What a client sends (`code` read through a preprocess, so typed here: a code, or null for an automatic offer). */
export type CouponBody = Omit<z.input<typeof couponBodySchema>, 'code'> & { code?: string | null };
export type CouponInput = z.output<typeof couponBodySchema>;

export const couponSchema = z
  .object({
    _id: z.string(),
    code: z.string().nullable(),
    title: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    discountValue: z.number().int(),
    maxDiscountPaise: z.number().int().nullable(),
    minOrderPaise: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    totalUses: z.number().int().nullable(),
    usesPerLearner: z.number().int().nullable(),
    scope: z.enum(COUPON_SCOPES),
    courseIds: z.array(z.string()),
    categoryIds: z.array(z.string()),
    firstPurchaseOnly: z.boolean(),
    isActive: z.boolean(),
    /** Uses counted at capture. */
    usesCounted: z.number().int(),
    /** Uses held by open orders (released when they are closed, paid or their hold lapses). */
    usesReserved: z.number().int(),
    /** What the coupon's paid orders brought in, and what it took off them, in paise. */
    revenuePaise: z.number().int(),
    discountGivenPaise: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type Coupon = z.infer<typeof couponSchema>;

export const COUPON_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

export const listCouponsQuerySchema = z
  .object({
    ...pagingShape(),
    status: z.enum(COUPON_STATUS_FILTERS, { error: "status must be 'all', 'active' or 'inactive'" }).default('all'),
  })
  .transform(withPage);
export type ListCouponsQuery = z.output<typeof listCouponsQuerySchema>;

export const couponActiveBodySchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** The price of one course for one learner, as the server computes it. */
export const priceQuoteSchema = z.object({
  /** The course's price. */
  basePaise: z.number().int(),
  discountPaise: z.number().int(),
  /** What the order charges. */
  totalPaise: z.number().int(),
  /** The coupon or automatic offer that applies, if any. */
  coupon: z.object({ code: z.string().nullable(), title: z.string(), endsAt: z.string().nullable() }).nullable(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** POST /payment/quote/{courseId} and the optional body of create-order: the code the learner typed, if any. */
export const couponCodeBodySchema = z.object({ couponCode: couponCodeField.optional() });
export type CouponCodeBody = z.infer<typeof couponCodeBodySchema>;

/** GET /course/offer/{courseId}: the automatic offer running on the course now, for its public page. */
export const courseOfferSchema = z.object({ offer: priceQuoteSchema.nullable() });
export type CourseOffer = z.infer<typeof courseOfferSchema>;
