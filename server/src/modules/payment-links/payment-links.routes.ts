import { paymentLinkEndpoints as endpoints } from '@skillhub/shared/endpoints/lead-revenue';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import { LEAD_ATTRIBUTION_WINDOW_DAYS, PAYMENT_LINK_MAX_DAYS } from '@skillhub/shared/schemas/lead-revenue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import type { createPaymentsService } from '../payments/payments.service.ts';
import type { createSandboxCheckout } from '../payments/sandbox-checkout.ts';
import { createPaymentLinksService } from './payment-links.service.ts';

const enquiries = (operation: 'read' | 'update'): PermissionRequirement => ({ module: 'Enquiries', operation });

export interface PaymentLinksRoutesOptions {
  payments: ReturnType<typeof createPaymentsService>;
  sandboxCheckout: ReturnType<typeof createSandboxCheckout> | null;
}

/** A lead's payment links (staff) and their public checkout, where the token in the path is the credential. */
const paymentLinksRoutes: FastifyPluginAsyncZod<PaymentLinksRoutesOptions> = async (app, options) => {
  const service = createPaymentLinksService(app, options.payments, options.sandboxCheckout);
  const staffTags = ['Enquiries'];
  const tags = ['Payments'];

  app.route({
    ...endpointRoute(endpoints.list, {
      tags: staffTags,
      summary: "A lead's payment links, newest first, with their state (open, paid or expired)",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: enquiries('read') },
    handler: async (request) => ({ success: true as const, data: await service.list(request.params.enquiryId) }),
  });

  app.route({
    ...endpointRoute(endpoints.send, {
      tags: staffTags,
      summary: "Send the lead a course's payment link by e-mail or WhatsApp",
      description:
        "The link opens checkout for the published course with the lead's name, e-mail and phone, priced with " +
        `\`couponCode\` if given (checked now: a code that cannot be used is a 400 on it). It lasts \`expiresInDays\` ` +
        `(1 to ${PAYMENT_LINK_MAX_DAYS}, 7 by default) and can be paid once. By e-mail it goes through the outbox; ` +
        'by WhatsApp, `templateId` names an approved template with 1 to 3 body variables, filled in order with the ' +
        "lead's name, the course and the link (the link always last), sent only to an opted-in, deliverable number " +
        '(else 409). Paying makes the learner account if there is none (a mail to set its password), enrols, marks ' +
        'the lead Closed with the amount and credits the lead in revenue by source. The answer holds the URL once.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: enquiries('update') },
    handler: async (request, reply) => {
      const data = await service.send(request.params.enquiryId, request.body, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Payment link sent', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.checkout, {
      tags,
      summary: "A payment link's checkout: the course, the lead's details, the price and the link's state",
      description:
        "Public: the token is the credential. `state` is open, paid or expired; the price is with the link's " +
        'coupon, or without it (and `couponProblem` says why) when it no longer applies.',
      failures: [400, 404],
    }),
    handler: async (request) => ({ success: true as const, data: await service.checkout(request.params.token) }),
  });

  app.route({
    ...endpointRoute(endpoints.order, {
      tags,
      summary: "Open (or reuse) the order of a payment link's course for the lead",
      description:
        "For the account with the lead's e-mail, made now without a password if there is none. A paid link " +
        'answers 409 (PAYMENT_LINK_PAID), an expired one 410 (PAYMENT_LINK_EXPIRED); an account already enrolled ' +
        `409. Its capture credits the lead (revenue by source counts it by the link; other purchases by e-mail ` +
        `within ${LEAD_ATTRIBUTION_WINDOW_DAYS} days).`,
      failures: [400, 404, 409, 410, 503],
    }),
    handler: async (request, reply) => {
      const data = await service.order(request.params.token);
      return reply.code(201).send({ success: true as const, message: 'Order created', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.verify, {
      tags,
      summary: "Verify Checkout's signed answer for a payment link's order, and enrol",
      description: 'Verifying again answers the same; `accountCreated` says a set-password mail went out.',
      failures: [400, 404],
    }),
    handler: async (request) => ({
      success: true as const,
      message: 'Payment successful. You are now enrolled.',
      data: await service.verify(request.params.token, request.body.razorpayData),
    }),
  });

  if (!options.sandboxCheckout) return;
  app.route({
    ...endpointRoute(endpoints.sandboxPay, {
      tags,
      summary: "Sandbox only: the sandbox checkout's Pay and Fail buttons for a payment link's order",
      failures: [400, 404, 409, 410],
    }),
    handler: async (request) => ({
      success: true as const,
      data: await service.sandboxPay(request.params.token, request.body.outcome, request.body.contact),
    }),
  });
};

export default paymentLinksRoutes;
