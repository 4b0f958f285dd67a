import type { CreateRefundBody, OrderRefunds, Refund } from '@skillhub/shared/schemas/refund';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { refundRequestedMail } from '../../mail/mail-templates.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { paymentsRepository } from '../payments/payments.repository.ts';
import { formatRupees } from '../payments/receipt-details.ts';
import { usersRepository } from '../users/users.repository.ts';
import { refundablePaise, refundsRepository as repo } from './refunds.repository.ts';

export const IDEMPOTENCY_KEY_REQUIRED =
  'Send an Idempotency-Key header or a clientRequestId, so that a retried request cannot refund twice';

const orderNotFound = () => notFound('Order not found');

/**
 * Staff's refunds. A request is decided and recorded in one transaction under the order row's lock (the amount
 * left, the idempotency key), and only then sent to the provider, outside any transaction: a retry with the same
 * key finds the recorded refund and never reaches the provider again, and refunds at once on one order wait
 * for each other's decision. The provider's webhook settles it (refund-settlement.ts).
 */
export function createRefundsService(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'outbox' | 'log'>,
  provider: PaymentProvider,
) {
  const { db, clock, outbox, log } = ctx;

  async function current(refundId: string): Promise<Refund> {
    const refund = await repo.findWithCreditNote(db, refundId);
    if (!refund) throw new Error(`Refund ${refundId} vanished`);
    return refund;
  }

  return {
    async list(orderId: string): Promise<OrderRefunds> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw orderNotFound();
      const refunds = (await repo.listByOrders(db, [order.id])).get(order.id) ?? [];
      const paidPaise = order.status === 'paid' ? order.amountPaise : 0;
      return { orderId: order.id, paidPaise, refundablePaise: refundablePaise(paidPaise, refunds), refunds };
    },

    /** The refund and whether this call made it (false: an earlier call with the same key did). */
    async request(
      staffId: string,
      orderId: string,
      body: CreateRefundBody,
      headerKey: string | undefined,
    ): Promise<{ refund: Refund; created: boolean }> {
      const idempotencyKey = headerKey?.trim() || body.clientRequestId;
      if (!idempotencyKey) throw badRequest(IDEMPOTENCY_KEY_REQUIRED);
      if (idempotencyKey.length > 100) throw badRequest('The Idempotency-Key may have at most 100 characters');

      const decided = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        const earlier = await repo.findByKey(tx, order.id, idempotencyKey);
        if (earlier) {
          if (earlier.amountPaise !== body.amountPaise || earlier.reason !== body.reason) {
            throw conflict('This Idempotency-Key was used for a different refund of this order');
          }
          return { refund: earlier, order, created: false };
        }
        if (order.status !== 'paid' || !order.providerPaymentId || order.provider === 'free') {
          throw conflict('Only an order paid through the payment provider can be refunded');
        }
        const left = order.amountPaise - (await repo.heldPaise(tx, order.id));
        if (body.amountPaise > left) {
          const message =
            left > 0
              ? `Only ${formatRupees(left)} of this order is left to refund`
              : 'This order is already refunded in full';
          throw conflict(message, { amountPaise: message });
        }
        const refund = await repo.insert(tx, {
          orderId: order.id,
          idempotencyKey,
          amountPaise: body.amountPaise,
          reason: body.reason,
          requestedBy: staffId,
          requestedAt: clock.now(),
        });
        return { refund, order, created: true };
      });
      if (!decided.created) return { refund: await current(decided.refund.id), created: false };

      const { refund, order } = decided;
      const answer = await provider.refund({
        paymentId: order.providerPaymentId as string,
        amountPaise: refund.amountPaise,
        refundId: refund.id,
        notes: { order_receipt: order.receipt },
      });
      await db.transaction(async (tx) => {
        if (!answer.accepted) {
          log.warn({ refundId: refund.id, reason: answer.reason }, 'the payment provider refused a refund');
          await repo.settle(tx, refund.id, {
            status: 'failed',
            providerRefundId: null,
            failureReason: answer.reason,
            now: clock.now(),
          });
          return;
        }
        await repo.setProviderRefundId(tx, refund.id, answer.providerRefundId);
        // The webhook may have come first (the provider sends it on its own): then its mail says it all.
        const now = await repo.findWithCreditNote(tx, refund.id);
        if (now?.status !== 'requested') return;
        const [user, course] = await Promise.all([
          usersRepository.findById(tx, order.userId),
          paymentsRepository.findCourse(tx, order.courseId),
        ]);
        if (!user || !course) throw new Error(`Order ${order.id} lost its course or learner`);
        await outbox.enqueueMail(
          tx,
          refundRequestedMail({
            to: user.email,
            name: user.name,
            courseTitle: course.title,
            amount: formatRupees(refund.amountPaise),
            receipt: order.receipt,
            reason: refund.reason,
            // With this one, the order's refunds reach what was paid: the access ends once it is processed.
            fullRefund: (await repo.heldPaise(tx, order.id)) >= order.amountPaise,
          }),
        );
      });
      outbox.kick();
      return { refund: await current(refund.id), created: true };
    },
  };
}
