import { z } from 'zod';
import type { LEAD_STATUSES } from '../constants.ts';
import { couponCodeField } from './coupon.ts';
import { DASHBOARD_PERIODS, DASHBOARD_TIME_ZONE } from './dashboard.ts';
import { ENQUIRY_SOURCES } from './enquiry.ts';

/**
 * Payment links sent to leads, and the lead each paid order came from (revenue by source).
 */

/** How a paid order found its lead: its payment link, the buyer's e-mail on a lead, or the payer's phone on one. */
export const LEAD_ATTRIBUTION_METHODS = ['payment-link', 'email', 'phone'] as const;
export type LeadAttributionMethod = (typeof LEAD_ATTRIBUTION_METHODS)[number];
/**
 * A purchase without a link is credited to the newest lead with the buyer's e-mail (or else the payer's phone)
 * received this many days before.
 */
export const LEAD_ATTRIBUTION_WINDOW_DAYS = 90;

export const PAYMENT_LINK_CHANNELS = ['email', 'whatsapp'] as const;
export type PaymentLinkChannel = (typeof PAYMENT_LINK_CHANNELS)[number];
export const PAYMENT_LINK_DEFAULT_DAYS = 7;
export const PAYMENT_LINK_MAX_DAYS = 30;
export const PAYMENT_LINK_STATES = ['open', 'paid', 'expired'] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

/** POST /course/enquiry/{enquiryId}/payment-link: what staff choose when sending a link. */
export const sendPaymentLinkBodySchema = z.object({
  courseId: z.uuid({ error: 'Please select a course' }),
  channel: z.enum(PAYMENT_LINK_CHANNELS, { error: "Channel must be 'email' or 'whatsapp'" }),
  couponCode: couponCodeField.optional(),
  expiresInDays: z.coerce
    .number({ error: 'Expiry must be a number of days' })
    .int('Expiry must be a whole number of days')
    .min(1, 'A link lasts at least 1 day')
    .max(PAYMENT_LINK_MAX_DAYS, `A link lasts at most ${PAYMENT_LINK_MAX_DAYS} days`)
    .default(PAYMENT_LINK_DEFAULT_DAYS),
  /**
   * WhatsApp only: the approved template whose body carries the link. Its variables are filled in order with the
   * lead's name, the course's title and the link, the link always last: one variable is the link, two are the
   * name and the link, three the name, the course and the link.
   */
  templateId: z.uuid({ error: 'Please select a template' }).optional(),
});
/** What a caller sends: the days as a number (the schema also takes them from a form's text). */
export type SendPaymentLinkBody = Omit<z.input<typeof sendPaymentLinkBodySchema>, 'expiresInDays'> & {
  expiresInDays?: number;
};

/** A lead's payment link as staff see it (the token is shown only in the answer that sent it). */
export const paymentLinkSchema = z.object({
  _id: z.string(),
  course: z.object({ _id: z.string(), title: z.string() }),
  couponCode: z.string().nullable(),
  channel: z.enum(PAYMENT_LINK_CHANNELS),
  state: z.enum(PAYMENT_LINK_STATES),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** what the lead paid through it, in paise; null until paid */
  amountPaise: z.number().int().nullable(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** GET /course/enquiry/{enquiryId}/payment-link: the lead's links, and the templates a WhatsApp link can use. */
export const paymentLinkListSchema = z.object({
  links: z.array(paymentLinkSchema),
  /** approved templates with 1 to 3 body variables and no media header, when WhatsApp is connected */
  whatsappTemplates: z.array(z.object({ _id: z.string(), name: z.string(), language: z.string() })),
});
export type PaymentLinkList = z.infer<typeof paymentLinkListSchema>;

export const sentPaymentLinkSchema = z.object({
  link: paymentLinkSchema,
  /** the address the lead opens: the token is the credential */
  url: z.string(),
});
export type SentPaymentLink = z.infer<typeof sentPaymentLinkSchema>;

export const paymentLinkTokenParamsSchema = z.object({
  token: z.string().trim().min(20, 'This payment link is not valid').max(100, 'This payment link is not valid'),
});

/** GET /payment-link/{token}: what the public checkout page shows. */
export const paymentLinkCheckoutSchema = z.object({
  state: z.enum(PAYMENT_LINK_STATES),
  expiresAt: z.string(),
  course: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    validity: z.string(),
  }),
  /** the lead's details, filled into checkout */
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** the price with the link's coupon, in paise (present while the link is open) */
  pricePaise: z.number().int(),
  discountPaise: z.number().int(),
  totalPaise: z.number().int(),
  couponCode: z.string().nullable(),
  /** why the link's coupon no longer applies (the price is then without it); null when it does or there is none */
  couponProblem: z.string().nullable(),
});
export type PaymentLinkCheckout = z.infer<typeof paymentLinkCheckoutSchema>;

export const paymentLinkPaidSchema = z.object({
  courseTitle: z.string(),
  amountPaise: z.number().int(),
  /** true when the payment made the learner's account: a mail to set its password went out */
  accountCreated: z.boolean(),
});
export type PaymentLinkPaid = z.infer<typeof paymentLinkPaidSchema>;

const count = z.number().int();

/** One row of the revenue-by-source report: leads received in the period and what they went on to do. */
export const revenueRowSchema = z.object({
  leads: count,
  /** a payment link was sent to them or staff moved them past Pending */
  contacted: count,
  /** wrote to the business on WhatsApp after the lead arrived */
  replied: count,
  paid: count,
  revenuePaise: count,
  /** paid / leads, 0..1 */
  conversionRate: z.number(),
  /** days from the lead's arrival to its first payment, the median over paid leads; null when none paid */
  medianDaysToPay: z.number().nullable(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const revenueBySourceSchema = z.object({
  period: z.object({
    period: z.enum(DASHBOARD_PERIODS),
    from: z.string(),
    to: z.string(),
    timeZone: z.literal(DASHBOARD_TIME_ZONE),
  }),
  attributionWindowDays: count,
  total: revenueRowSchema,
  /** every source with leads in the period, most leads first */
  bySource: z.array(revenueRowSchema.extend({ source: z.enum(ENQUIRY_SOURCES) })),
  /** per source and course (null: the lead named no course of ours), most leads first */
  bySourceAndCourse: z.array(
    revenueRowSchema.extend({
      source: z.enum(ENQUIRY_SOURCES),
      course: z.object({ _id: z.string(), title: z.string() }).nullable(),
    }),
  ),
});
export type RevenueBySource = z.infer<typeof revenueBySourceSchema>;

/** The lead statuses a payment settles a lead to. */
export const PAID_LEAD_STATUS: (typeof LEAD_STATUSES)[number] = 'Closed';
