import { paymentLinkEndpoints } from '@skillhub/shared/endpoints/lead-revenue';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPaymentLinkCheckout } from '../payment-links/payment-link-checkout.ts';
import { foundOrNull, type SendPage, type SendRemotePage } from './server-page.ts';

/**
 * /pay/{token}, the checkout of a payment link staff sent a lead (by WhatsApp or e-mail, opened on a phone),
 * rendered by the learner remote's own page (remotes/learner/src/server-render.tsx) from the link as GET
 * /api/payment-link/{token} reads it, inlined under the page's key: the course, the lead's details, the price and
 * Pay before any script. The app comes once the page has loaded and the browser is idle (or at the visitor's first
 * move), so that the tap on Pay waits for the checkout, not for the app. The page shows one person's details, so no
 * cache keeps it (`private, no-store`) and it asks search engines to leave it out. A token that names no link is the
 * plain app with a 404, whose own call says the link is not valid.
 */
export function registerPayLinkPage(app: FastifyInstance, sendPage: SendPage, sendRemotePage: SendRemotePage) {
  const links = createPaymentLinkCheckout(app);

  app.get<{ Params: { token: string } }>(PATHS.paymentLink, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const checkout = await foundOrNull(links.checkout(token));
    if (!checkout) return sendPage(reply, 404, null, PATHS.paymentLink, { personal: true });
    // The whole answer, as the page's query keeps it (use-pay-link.ts selects its data). A new object each time, so
    // each visit is drawn afresh: a lead opens the link a few times, and one person's details are kept no longer
    // than the render cache keeps any page (a minute), never for the life of the process.
    const data = z.encode(paymentLinkEndpoints.checkout.response, { success: true, data: checkout });
    return sendRemotePage(reply, {
      name: 'paymentLink',
      path: routeTo('paymentLink', { token }),
      queries: () => [{ key: ['payment-link', token], data }],
      data,
      fallbackHead: null,
      personal: true,
      // Its one next step is Pay, which needs the app: it comes when the browser is idle, not at the tap.
      wake: 'idle',
    });
  });
}
