import { refundEndpoints as endpoints } from '@skillhub/shared/endpoints/refunds';
import type { Operation } from '@skillhub/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { createRefundsService } from './refunds.service.ts';

export interface RefundsRoutesOptions {
  provider: PaymentProvider;
}

const tags = ['Refunds'];
/**
 * Refunds belong to Courses / Invoices: staff reach an order through its invoice, and a refund amends that
 * invoice by a credit note. Seeing them is `read`; refunding is `update`, an operation the sub-module had no
 * other use for, so a role that may read and export invoices does not thereby move money.
 */
const invoices = (operation: Operation) => ({ module: 'Courses' as const, subModule: 'Invoices' as const, operation });

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Staff's refunds of paid orders, through the payment provider the payment went through. */
const refundsRoutes: FastifyPluginAsyncZod<RefundsRoutesOptions> = async (app, { provider }) => {
  const service = createRefundsService(app, provider);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: "An order's refunds, oldest first, and the amount left to refund",
      description: 'Amounts in paise; each refund with its status and, once processed, its credit note number.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: invoices('read') },
    handler: async (request) => ({ success: true as const, data: await service.list(request.params.orderId) }),
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Refund a paid order fully or partly, with a reason',
      description:
        'Sent to Razorpay (or the sandbox) at once and answered 202 with the refund, `requested` (or `failed` ' +
        "with the provider's reason when it refused). The refund.processed / refund.failed webhook settles it: " +
        'processed issues the credit note against the invoice and, when the refunds reach the amount paid, ends ' +
        "the learner's access (their notes are kept). An Idempotency-Key header (or `clientRequestId`) is " +
        'required: the same key again answers the same refund without refunding twice (409 if the amount or ' +
        'reason differ). 409 when the amount passes what is left to refund (requested and processed refunds ' +
        'count) or the order is not paid. In the sandbox an amount whose paise are 13 ends in refund.failed.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: invoices('update') },
    handler: async (request, reply) => {
      const { refund, created } = await service.request(
        sessionUserId(request),
        request.params.orderId,
        request.body,
        header(request.headers['idempotency-key']),
      );
      const message = created ? 'Refund requested' : 'Refund already requested with this key';
      return reply.code(202).send({ success: true as const, message, data: refund });
    },
  });
};

export default refundsRoutes;
