import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { EnrollmentRow } from '../../db/schema/enrollments.ts';
import { leadConversions } from '../../db/schema/lead-revenue.ts';
import type { PaymentOrderRow } from '../../db/schema/payments.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { paymentReceiptMail } from '../../mail/mail-templates.ts';
import { couponsRepository } from '../coupons/coupons.repository.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { issueTaxInvoice, toTaxInvoice } from '../invoices/invoice-issuing.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { attributeEnrollment } from '../lead-revenue/lead-attribution.ts';
import { mailSetPasswordIfNew } from '../payment-links/payment-link-account.ts';
import { usersRepository } from '../users/users.repository.ts';
import { paymentsRepository as repo } from './payments.repository.ts';
import { couponLabelOf, formatRupees, receiptLines } from './receipt-details.ts';

/**
 * The single path from "paid" to "enrolled", for Checkout's verify call and for the webhook alike. Run inside
 * the caller's transaction: the order turns paid, the learner is enrolled and the receipt mail is queued
 * together, and only by the caller whose update turned the order paid, so any number of verify calls and
 * webhook deliveries, in any order and at once, end with one enrolment and one receipt.
 */
export function createOrderSettlement(ctx: Pick<ServiceContext, 'clock' | 'config' | 'outbox' | 'log'>) {
  const { clock, config, outbox, log } = ctx;

  /**
   * The new enrolment, or null when the order was already paid (nothing done). `payerContact` is the phone the
   * payment entity carries (Razorpay's webhook has it; Checkout's answer to the browser does not).
   */
  async function settlePaidOrder(
    tx: Database,
    order: PaymentOrderRow,
    paymentId: string,
    payerContact: string | null = null,
  ): Promise<EnrollmentRow | null> {
    const now = clock.now();
    const paid = await repo.markPaid(tx, order.id, paymentId, now);
    if (!paid) return null;
    // The coupon's use is counted here, at capture, by the one caller that turned the order paid.
    if (paid.couponId) await couponsRepository.countUse(tx, paid.id, paid.couponId);
    const course = await repo.findCourse(tx, paid.courseId);
    const user = await usersRepository.findById(tx, paid.userId);
    if (!course || !user) throw new Error(`Order ${paid.id} lost its course or learner`);
    const enrollment = await enrollmentsRepository.grant(tx, {
      userId: paid.userId,
      courseId: paid.courseId,
      validity: course.validity,
      source: 'purchase',
      orderId: paid.id,
      now,
    });
    const conversion = await attributeEnrollment(tx, {
      order: paid,
      enrollment,
      buyerEmail: user.email,
      payerContact,
      courseTitle: course.title,
      now,
    });
    // A payment link's checkout makes the account without a password: its owner sets one from this mail.
    if (conversion?.method === 'payment-link') await mailSetPasswordIfNew(tx, ctx, user, course.title, now);
    // The tax invoice comes last: its number's counter row stays locked from here to the commit.
    const outcome = await issueTaxInvoice(tx, {
      order: paid,
      buyer: { name: user.name, email: user.email },
      description: course.title,
      now,
    });
    if (!outcome.issued && outcome.reason === 'settings-incomplete') {
      log.warn(
        { orderId: paid.id },
        "no tax invoice issued: the seller's GST details (Settings) are incomplete; issue it from the invoices list once they are set",
      );
    }
    const invoice = outcome.issued ? outcome.invoice : null;
    await outbox.enqueueMail(
      tx,
      paymentReceiptMail({
        to: user.email,
        name: user.name,
        courseTitle: course.title,
        amount: formatRupees(paid.amountPaise),
        lines: receiptLines({
          receipt: paid.receipt,
          learnerName: user.name,
          learnerEmail: user.email,
          courseTitle: course.title,
          validity: course.validity,
          amountPaise: paid.amountPaise,
          discountPaise: paid.discountPaise,
          couponLabel: couponLabelOf(paid),
          providerOrderId: paid.providerOrderId,
          providerPaymentId: paymentId,
          paidAt: now,
          invoiceNumber: invoice?.number ?? null,
        }),
        myCoursesUrl: `${config.publicUrl}/my-courses`,
        invoice: invoice ? { number: invoice.number, pdf: await renderInvoicePdf(toTaxInvoice(invoice)) } : null,
      }),
    );
    return enrollment;
  }

  /**
   * Razorpay's webhook for an order Checkout's verify call already settled, and credited to no lead then (it knew
   * no phone): the payer's phone the webhook carries may match one now. Answers whether a lead was credited.
   */
  async function attributeLate(
    tx: Database,
    providerOrderId: string,
    paymentId: string,
    payerContact: string | null,
  ): Promise<boolean> {
    if (!payerContact) return false;
    // Read again: a verify call may have committed the payment after the webhook first read the order.
    const order = await repo.findByProviderOrderId(tx, providerOrderId);
    if (order?.status !== 'paid' || order.providerPaymentId !== paymentId) return false;
    const [credited] = await tx
      .select({ id: leadConversions.id })
      .from(leadConversions)
      .where(eq(leadConversions.orderId, order.id));
    if (credited) return false;
    const course = await repo.findCourse(tx, order.courseId);
    const user = await usersRepository.findById(tx, order.userId);
    const enrollment = await enrollmentsRepository.find(tx, order.userId, order.courseId);
    if (!course || !user || !enrollment) return false;
    const conversion = await attributeEnrollment(tx, {
      order,
      enrollment,
      buyerEmail: user.email,
      payerContact,
      courseTitle: course.title,
      now: clock.now(),
    });
    return conversion !== null;
  }

  return { settlePaidOrder, attributeLate };
}

export type OrderSettlement = ReturnType<typeof createOrderSettlement>;
