import { API_PREFIX, apiPaths } from '@skillhub/shared/api-paths';
import { paymentEndpoints as endpoints } from '@skillhub/shared/endpoints/payments';
import { orderIdParamsSchema } from '@skillhub/shared/schemas/params';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import paymentLinksRoutes from '../payment-links/payment-links.routes.ts';
import { createRefundSettlement } from '../refunds/refund-settlement.ts';
import refundsRoutes from '../refunds/refunds.routes.ts';
import { createOrderSettlement } from './order-settlement.ts';
import { createPaymentProvider } from './payment-provider.ts';
import paymentWebhookRoutes from './payment-webhook.routes.ts';
import { createPaymentWebhook } from './payment-webhook.ts';
import { createPaymentsService } from './payments.service.ts';
import { createSandboxCheckout } from './sandbox-checkout.ts';
import { isSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';
import { createSandboxWebhooks, holdWebhooksUntilAnswered, type SandboxWebhooks } from './sandbox-webhooks.ts';

const tags = ['Payments'];

/**
 * Every call of paymentEndpoints, and the receipt: the learner's purchase, Razorpay's webhook and the sandbox
 * checkout.
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = await createPaymentProvider(app.config.payments, app.secrets);
  const settlement = createOrderSettlement(app);
  const service = createPaymentsService(app, provider, settlement);
  await app.register(paymentWebhookRoutes, {
    provider,
    webhook: createPaymentWebhook(app, settlement, createRefundSettlement(app)),
  });
  const sandboxWebhooks = isSandboxProvider(provider) ? connectSandboxWebhooks(app, provider) : null;
  await app.register(refundsRoutes, { provider });
  await app.register(paymentLinksRoutes, {
    payments: service,
    sandboxCheckout:
      isSandboxProvider(provider) && sandboxWebhooks ? createSandboxCheckout(app, provider, sandboxWebhooks) : null,
  });

  app.route({
    ...endpointRoute(endpoints.summary, {
      tags,
      summary: "The payment page: the course, the amount to pay and the learner's current access",
      failures: [400, 401, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await service.summary(sessionUserId(request), request.params.courseId),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.createOrder, {
      tags,
      summary: 'Open (or reuse) the order for a course; a free course (or a 100% coupon) enrols at once',
      description:
        'The amount is the course final price from the database, in paise, less the coupon whose code is sent ' +
        '(or the automatic offer running on the course). A repeated call while an order is open for the same ' +
        'price and coupon returns that order. An order with a coupon holds one of its uses for 30 minutes; when ' +
        'none is left the answer is 409 with code COUPON_USED_UP, before any payment. `buyerState` is the place ' +
        "of supply the tax invoice prints (without it, the seller's state); `buyerGstin` with `buyerCompany` makes " +
        "it a company's (B2B) invoice, its place of supply the GSTIN's state; a mistyped GSTIN is a 400 with the " +
        'reason on `buyerGstin`.',
      failures: [400, 401, 404, 409, 503],
    }),
    config: { signedIn: true },
    handler: async (request, reply) => {
      const data = await service.createOrder(sessionUserId(request), request.params.courseId, request.body);
      const message = data.kind === 'enrolled' ? 'You are now enrolled in this free course.' : 'Order created';
      return reply.code(201).send({ success: true as const, message, data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.quote, {
      tags,
      summary: 'The price of a course with a coupon code, before paying',
      description:
        'Priced by the server: the course price, the discount and the total in paise. A code that cannot be ' +
        'used answers 400 (409 when used up) with the reason on `couponCode` and its code (COUPON_…).',
      failures: [400, 401, 404, 409],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await service.quote(sessionUserId(request), request.params.courseId, request.body.couponCode),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.verify, {
      tags,
      summary: "Verify Checkout's signed answer and enrol",
      failures: [400, 401, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      message: 'Payment successful. You are now enrolled.',
      data: await service.verify(sessionUserId(request), request.params.courseId, request.body.razorpayData),
    }),
  });

  // A PDF, not a JSON body: a plain route, fetched by the client with api.download.
  app.get(
    apiPaths.payments.receipt,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Download the receipt of a paid order as a PDF',
        params: orderIdParamsSchema,
        description: "application/pdf as an attachment; 404 unless the order is the caller's and paid.",
        produces: ['application/pdf'],
        fileFailures: [404],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.receipt(sessionUserId(request), request.params.orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );

  if (!isSandboxProvider(provider) || !sandboxWebhooks) return;
  const checkout = createSandboxCheckout(app, provider, sandboxWebhooks);

  app.route({
    ...endpointRoute(endpoints.sandboxPay, {
      tags,
      summary: "Sandbox only: the sandbox checkout's Pay and Fail buttons",
      description:
        "Answers like Checkout's handler (signed razorpayData) or its payment.failed callback, and then " +
        'delivers the matching signed webhook to /payment/webhook, as Razorpay would; its payment entity carries ' +
        "the account's e-mail and `contact`, the phone given here (an Indian number as +91 and its 10 digits).",
      failures: [400, 401, 404, 409],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await checkout.pay(
        sessionUserId(request),
        request.params.orderId,
        request.body.outcome,
        request.body.contact,
      ),
    }),
  });
};

/** The sandbox's payment and refund webhooks, delivered to this app's own webhook route as Razorpay would. */
function connectSandboxWebhooks(app: FastifyInstance, provider: SandboxProvider): SandboxWebhooks {
  const webhooks = createSandboxWebhooks(app, provider.signWebhook, async (payload, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}${endpoints.webhook.path}`,
      headers,
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
  });
  provider.connectWebhooks(webhooks);
  holdWebhooksUntilAnswered(app);
  // In-flight sandbox webhooks finish before the app (and its database) closes.
  app.addHook('preClose', () => webhooks.idle());
  return webhooks;
}

export default paymentsRoutes;
