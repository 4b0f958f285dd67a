import { paymentEndpoints } from '@skillhub/shared/endpoints/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { type createPaymentWebhook, parseWebhookBody, WEBHOOK_MESSAGES } from './payment-webhook.ts';

export interface PaymentWebhookRoutesOptions {
  provider: PaymentProvider;
  webhook: ReturnType<typeof createPaymentWebhook>;
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * POST /payment/webhook. The signature covers the exact bytes Razorpay sent, so this plugin (and only it:
 * the parser is encapsulated) takes every body as a raw buffer and parses the JSON itself after checking.
 * No session: the signature is the caller's credential.
 */
const paymentWebhookRoutes: FastifyPluginAsyncZod<PaymentWebhookRoutesOptions> = async (app, { provider, webhook }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    // The endpoint declares no body: the raw buffer is checked and parsed by hand below.
    ...endpointRoute(paymentEndpoints.webhook, {
      tags: ['Payments'],
      summary: "Razorpay's signed payment events (x-razorpay-signature over the raw body)",
      description:
        'Handles payment.captured and order.paid (enrol once), payment.failed (noted, the order stays open), ' +
        'refund.processed (credit note, access ended by a full refund) and refund.failed (the amount refundable ' +
        'again); ' +
        'other events are acknowledged. Replays of an x-razorpay-event-id are acknowledged without effect.',
      failures: [400, 503],
    }),
    handler: async (request) => {
      if (!provider.webhookConfigured) throw new HttpError(503, 'Webhook secret not configured');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!provider.verifyWebhookSignature(rawBody, header(request.headers['x-razorpay-signature']))) {
        throw badRequest('Invalid webhook signature');
      }
      const event = parseWebhookBody(rawBody);
      const eventId = header(request.headers['x-razorpay-event-id'])?.trim() || null;
      const outcome = await webhook.handle(eventId, event);
      return { success: true as const, message: WEBHOOK_MESSAGES[outcome] };
    },
  });
};

export default paymentWebhookRoutes;
