import type { Database } from '../../db/database.ts';
import type { CreditNoteRow, TaxInvoiceRow } from '../../db/schema/invoices.ts';
import type { PaymentOrderRow } from '../../db/schema/payments.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { refundSettledMail } from '../../mail/mail-templates.ts';
import { CreditNoteRefused, issueCreditNote, toCreditNote } from '../invoices/invoice-issuing.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { invoicesRepository } from '../invoices/invoices.repository.ts';
import { paymentsRepository } from '../payments/payments.repository.ts';
import { formatRupees } from '../payments/receipt-details.ts';
import { usersRepository } from '../users/users.repository.ts';
import { refundsRepository as repo } from './refunds.repository.ts';

/** The refund entity of Razorpay's `refund.*` webhooks, as far as it is read. */
export interface RefundEntity {
  id: string;
  amount: number;
  notes?: unknown;
}

export type RefundEventOutcome = 'processed' | 'ignored';

/** Razorpay sends `notes` as an object, or as `[]` when there are none. */
function refundIdInNotes(notes: unknown): string | null {
  if (!notes || typeof notes !== 'object' || Array.isArray(notes)) return null;
  const value = (notes as Record<string, unknown>).refund_id;
  return typeof value === 'string' ? value : null;
}

/**
 * What `refund.processed` and `refund.failed` do, inside the webhook's transaction (the event id is recorded in
 * it, so a replay does nothing). Processed: the credit note is issued against the order's invoice, a refund that
 * completes the order's amount removes the purchase's enrolment (notes and progress are the learner's and stay),
 * and the learner is mailed. Failed: its amount can be refunded again, and the learner is told.
 *
 * A refund does not give back the coupon use its order counted: a coupon's uses are the offer's budget of
 * redemptions, and returning them would let a learner buy with a limited code, be refunded and buy again with it
 * (or hand the freed use to someone else) after the offer was meant to be spent. Staff who want to make good
 * raise the coupon's total uses.
 */
export function createRefundSettlement(ctx: Pick<ServiceContext, 'clock' | 'config' | 'log' | 'outbox'>) {
  const { clock, config, log, outbox } = ctx;

  async function creditNoteFor(tx: Database, refund: RefundRow, now: Date) {
    const invoice = await invoicesRepository.findByOrder(tx, refund.orderId);
    if (!invoice) return null;
    try {
      const note = await issueCreditNote(tx, {
        invoiceId: invoice.id,
        refundKey: refund.id,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        now,
      });
      return { note, invoice };
    } catch (error) {
      // Only a refund processed after it had been recorded as failed can pass the invoice's total (the money
      // went back anyway): the refund stands, the accountant issues the note by hand.
      if (!(error instanceof CreditNoteRefused)) throw error;
      log.error({ err: error, refundId: refund.id }, 'no credit note issued for a processed refund');
      return null;
    }
  }

  async function mailLearner(
    tx: Database,
    refund: RefundRow,
    order: PaymentOrderRow,
    outcome: 'processed' | 'failed',
    extra: { accessEnded: boolean; credit: { note: CreditNoteRow; invoice: TaxInvoiceRow } | null },
  ) {
    const [user, course] = await Promise.all([
      usersRepository.findById(tx, order.userId),
      paymentsRepository.findCourse(tx, order.courseId),
    ]);
    if (!user || !course) throw new Error(`Order ${order.id} lost its course or learner`);
    const { credit } = extra;
    await outbox.enqueueMail(
      tx,
      refundSettledMail({
        to: user.email,
        name: user.name,
        courseTitle: course.title,
        amount: formatRupees(refund.amountPaise),
        receipt: order.receipt,
        outcome,
        accessEnded: extra.accessEnded,
        myCoursesUrl: `${config.publicUrl}/my-courses`,
        creditNote: credit
          ? { number: credit.note.number, pdf: await renderInvoicePdf(toCreditNote(credit.note, credit.invoice)) }
          : null,
      }),
    );
  }

  async function processed(tx: Database, refund: RefundRow, entity: RefundEntity): Promise<RefundEventOutcome> {
    if (refund.status === 'processed') return 'processed';
    const now = clock.now();
    const settled = await repo.settle(tx, refund.id, {
      status: 'processed',
      providerRefundId: entity.id,
      failureReason: null,
      now,
    });
    const order = await repo.lockOrder(tx, settled.orderId);
    if (!order) throw new Error(`Refund ${refund.id} lost its order`);
    const credit = await creditNoteFor(tx, settled, now);
    const fullyRefunded = (await repo.processedPaise(tx, order.id)) >= order.amountPaise;
    const accessEnded = fullyRefunded && (await repo.removePurchaseEnrolment(tx, order.id));
    await mailLearner(tx, settled, order, 'processed', { accessEnded, credit });
    return 'processed';
  }

  async function failed(tx: Database, refund: RefundRow, entity: RefundEntity): Promise<RefundEventOutcome> {
    if (refund.status === 'failed') return 'processed';
    if (refund.status === 'processed') {
      log.warn({ refundId: refund.id }, 'refund.failed for a refund already processed ignored');
      return 'ignored';
    }
    const settled = await repo.settle(tx, refund.id, {
      status: 'failed',
      providerRefundId: entity.id,
      failureReason: REFUND_FAILED_REASON,
      now: clock.now(),
    });
    const order = await repo.lockOrder(tx, settled.orderId);
    if (!order) throw new Error(`Refund ${refund.id} lost its order`);
    await mailLearner(tx, settled, order, 'failed', { accessEnded: false, credit: null });
    return 'processed';
  }

  return {
    async handle(tx: Database, event: string, entity: RefundEntity | undefined): Promise<RefundEventOutcome> {
      if (!entity) return 'ignored';
      const refund = await repo.lockForWebhook(tx, entity.id, refundIdInNotes(entity.notes));
      if (!refund) {
        log.warn({ event, providerRefundId: entity.id }, 'refund webhook for an unknown refund ignored');
        return 'ignored';
      }
      if (entity.amount !== refund.amountPaise) {
        log.warn(
          { event, refundId: refund.id, amount: entity.amount, expected: refund.amountPaise },
          'refund webhook amount does not match the refund; ignored',
        );
        return 'ignored';
      }
      return event === 'refund.processed' ? processed(tx, refund, entity) : failed(tx, refund, entity);
    },
  };
}

/** Razorpay's refund.failed names no cause: the bank did not take the refund back. */
export const REFUND_FAILED_REASON = 'The bank could not complete the refund';

export type RefundSettlement = ReturnType<typeof createRefundSettlement>;
