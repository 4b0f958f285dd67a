import type { PaymentLinkCheckout } from '@skillhub/shared/schemas/lead-revenue';
import { serverRender } from '@skillhub/shared/ssr/render-remote-page';
// The remote's texts, as in the browser.
import './i18n/index.ts';
import PayLinkPage from './pages/pay-link/index.tsx';
import { payLinkHead } from './pages/pay-link/pay-link-head.ts';
import { payLinkKey } from './pages/pay-link/use-pay-link.ts';
import { pages } from './pages.ts';

/**
 * The server target (`server/render.mjs` of each build): a payment link's checkout, which a lead opens from
 * WhatsApp or a mail on a phone, rendered by the API with this very page from the link the server sends under the
 * page's own key: the course, the price and Pay before any script. The signed-in learner's pages are the app's.
 */
export const render = serverRender(pages, {
  paymentLink: {
    Component: PayLinkPage,
    head: ({ data, params, origin }) => {
      const token = params.token ?? '';
      return payLinkHead(data<{ data: PaymentLinkCheckout }>(payLinkKey(token)).data, token, origin);
    },
  },
});
