import { staticPageHead } from '@skillhub/shared/page-head';
import { serverRender } from '@skillhub/shared/ssr/render-remote-page';
// The remote's texts, as in the browser.
import './i18n/index.ts';
import CertificatePage from './pages/certificate/index.tsx';
import { pages } from './pages.ts';

/**
 * The server target (`server/render.mjs` of each build): the certificate check the API renders with this very
 * component, the result of a number (`?number=`, the QR code's address) from the data the server sends under the
 * page's own key, so a phone that scanned a certificate shows its verdict before any script.
 */
export const render = serverRender(pages, {
  certificate: { Component: CertificatePage, head: ({ origin }) => staticPageHead(origin, 'certificate') },
});
