import {
  LEAD_ATTRIBUTION_WINDOW_DAYS,
  type LeadAttributionMethod,
  PAID_LEAD_STATUS,
} from '@skillhub/shared/schemas/lead-revenue';
import { and, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import type { EnrollmentRow } from '../../db/schema/enrollments.ts';
import { type LeadConversionRow, leadConversions, paymentLinks } from '../../db/schema/lead-revenue.ts';
import type { PaymentOrderRow } from '../../db/schema/payments.ts';
import { changeLeadStatus } from '../enquiries/lead-status.ts';
import { stopLeadSequences } from '../lead-sequences/sequence-runs.ts';
import { formatRupees } from '../payments/receipt-details.ts';
import { indianPhoneDigits } from './indian-phone.ts';

const DAY_MS = 86_400_000;

export interface PaidEnrollment {
  /** the order that has just turned paid */
  order: PaymentOrderRow;
  enrollment: EnrollmentRow;
  /** the learner account's e-mail */
  buyerEmail: string;
  /** The payer's phone as the payment entity carries it (Razorpay's `contact`); null when not known here. */
  payerContact: string | null;
  courseTitle: string;
  now: Date;
}

/** The lead a payment link was sent to, when this order was opened through one; the link turns paid. */
async function payLink(tx: Database, orderId: string, now: Date) {
  const [link] = await tx
    .update(paymentLinks)
    .set({ paidAt: now })
    .where(and(eq(paymentLinks.orderId, orderId), isNull(paymentLinks.paidAt)))
    .returning({ id: paymentLinks.id, leadId: paymentLinks.leadId });
  return link;
}

/**
 * The newest lead matching `match` (its e-mail, or its phone) received within the attribution window before the
 * payment, one about the course bought first.
 */
async function matchLead(tx: Database, match: SQL | undefined, courseId: string, paidAt: Date) {
  const since = new Date(paidAt.getTime() - LEAD_ATTRIBUTION_WINDOW_DAYS * DAY_MS);
  const [lead] = await tx
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(match, gte(enquiries.createdAt, since), lte(enquiries.createdAt, paidAt)))
    .orderBy(sql`(${enquiries.courseId} IS NOT DISTINCT FROM ${courseId}::uuid) DESC`, desc(enquiries.createdAt))
    .limit(1);
  return lead;
}

type Match = { leadId: string; method: LeadAttributionMethod; how: string; linkId: string | null };

/**
 * The lead a payment came from, in order of certainty: the payment link it was opened through; else a lead with
 * the account's e-mail; else (accounts hold no phone) a lead with the phone the payer gave at checkout, which the
 * payment entity carries, normalised to its 10 digits.
 */
async function findLead(tx: Database, paid: PaidEnrollment, paidAt: Date): Promise<Match | null> {
  const { order, buyerEmail, now } = paid;
  const link = await payLink(tx, order.id, now);
  if (link) return { leadId: link.leadId, method: 'payment-link', how: 'through a payment link', linkId: link.id };
  const byEmail = await matchLead(tx, eq(enquiries.email, buyerEmail), order.courseId, paidAt);
  if (byEmail) return { leadId: byEmail.id, method: 'email', how: `matched by e-mail (${buyerEmail})`, linkId: null };
  const phone = indianPhoneDigits(paid.payerContact);
  const byPhone = phone ? await matchLead(tx, eq(enquiries.phone, phone), order.courseId, paidAt) : undefined;
  if (byPhone) return { leadId: byPhone.id, method: 'phone', how: `matched by phone (${phone})`, linkId: null };
  return null;
}

/**
 * Every capture's one step from a payment to its lead, inside the settling transaction (order-settlement.ts):
 * records which lead the paid order and its enrolment came from (its payment link, or else an e-mail, or else a
 * phone match within LEAD_ATTRIBUTION_WINDOW_DAYS), and moves that lead to Closed with the amount through the
 * lead status change, so whatever hangs off a lead's closing (its follow-up sequence stopping) happens in the same
 * transaction. Answers the conversion, or null when no lead matches. The settlement calls it from the update that
 * turned the order paid; Razorpay's webhook, which alone carries the payer's phone, calls it again for an order
 * Checkout's verify call settled first (the order's unique conversion keeps that to one).
 */
export async function attributeEnrollment(tx: Database, paid: PaidEnrollment): Promise<LeadConversionRow | null> {
  const { order, enrollment, now } = paid;
  const paidAt = order.paidAt ?? now;
  const match = await findLead(tx, paid, paidAt);
  if (!match) return null;
  const { leadId } = match;
  const [conversion] = await tx
    .insert(leadConversions)
    .values({
      orderId: order.id,
      enrollmentId: enrollment.id,
      leadId,
      courseId: order.courseId,
      userId: order.userId,
      method: match.method,
      paymentLinkId: match.linkId,
      amountPaise: order.amountPaise,
      paidAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: leadConversions.orderId })
    .returning();
  if (!conversion) return null;
  // Stopped as paid first, so the lead's sequences say why; the move to Closed then finds nothing running.
  await stopLeadSequences(tx, leadId, 'paid', now);
  await changeLeadStatus(tx, {
    leadId,
    status: PAID_LEAD_STATUS,
    note: `Paid ${formatRupees(order.amountPaise)} for ${paid.courseTitle}, ${match.how}`,
    changedBy: null,
    now,
  });
  return conversion;
}
