import { LEAD_ATTRIBUTION_WINDOW_DAYS, PAID_LEAD_STATUS } from '@skillhub/shared/schemas/lead-revenue';
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import type { EnrollmentRow } from '../../db/schema/enrollments.ts';
import { type LeadConversionRow, leadConversions, paymentLinks } from '../../db/schema/lead-revenue.ts';
import type { PaymentOrderRow } from '../../db/schema/payments.ts';
import { changeLeadStatus } from '../enquiries/lead-status.ts';
import { stopLeadSequences } from '../lead-sequences/sequence-runs.ts';
import { formatRupees } from '../payments/receipt-details.ts';

const DAY_MS = 86_400_000;

export interface PaidEnrollment {
  /** the order that has just turned paid */
  order: PaymentOrderRow;
  enrollment: EnrollmentRow;
  /** the learner account's e-mail */
  buyerEmail: string;
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
 * The newest lead with the buyer's e-mail received within the attribution window before the payment, one about
 * the course bought first. Accounts hold no phone number, so a purchase outside a link matches by e-mail only.
 */
async function matchByEmail(tx: Database, email: string, courseId: string, paidAt: Date) {
  const since = new Date(paidAt.getTime() - LEAD_ATTRIBUTION_WINDOW_DAYS * DAY_MS);
  const [lead] = await tx
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.email, email), gte(enquiries.createdAt, since), lte(enquiries.createdAt, paidAt)))
    .orderBy(sql`(${enquiries.courseId} IS NOT DISTINCT FROM ${courseId}::uuid) DESC`, desc(enquiries.createdAt))
    .limit(1);
  return lead;
}

/**
 * Every capture's one step from a payment to its lead, inside the settling transaction (order-settlement.ts):
 * records which lead the paid order and its enrolment came from (its payment link, or else an e-mail match within
 * LEAD_ATTRIBUTION_WINDOW_DAYS), and moves that lead to Closed with the amount through the lead status change,
 * so whatever hangs off a lead's closing (its follow-up sequence stopping) happens in the same transaction.
 * Answers the conversion, or null when no lead matches. Runs once per order: the settlement calls it only from
 * the update that turned the order paid.
 */
export async function attributeEnrollment(tx: Database, paid: PaidEnrollment): Promise<LeadConversionRow | null> {
  const { order, enrollment, now } = paid;
  const link = await payLink(tx, order.id, now);
  const leadId = link?.leadId ?? (await matchByEmail(tx, paid.buyerEmail, order.courseId, now))?.id;
  if (!leadId) return null;
  const [conversion] = await tx
    .insert(leadConversions)
    .values({
      orderId: order.id,
      enrollmentId: enrollment.id,
      leadId,
      courseId: order.courseId,
      userId: order.userId,
      method: link ? 'payment-link' : 'email',
      paymentLinkId: link?.id ?? null,
      amountPaise: order.amountPaise,
      paidAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: leadConversions.orderId })
    .returning();
  if (!conversion) return null;
  const how = link ? 'through a payment link' : `matched by e-mail (${paid.buyerEmail})`;
  // Stopped as paid first, so the lead's sequences say why; the move to Closed then finds nothing running.
  await stopLeadSequences(tx, leadId, 'paid', now);
  await changeLeadStatus(tx, {
    leadId,
    status: PAID_LEAD_STATUS,
    note: `Paid ${formatRupees(order.amountPaise)} for ${paid.courseTitle}, ${how}`,
    changedBy: null,
    now,
  });
  return conversion;
}
