import { staticPageHead } from '@skillhub/shared/page-head';
import type { PublicProgram } from '@skillhub/shared/schemas/training';
import { serverRender } from '@skillhub/shared/ssr/render-remote-page';
// The remote's texts, as in the browser.
import './i18n/index.ts';
import CertificatePage from './pages/certificate/index.tsx';
import { applyPageHead } from './pages/training-apply/apply-head.ts';
import TrainingApplyPage, { publicProgramKey } from './pages/training-apply/index.tsx';
import { pages } from './pages.ts';

/**
 * The server target (`server/render.mjs` of each build): the public pages a phone reaches from a QR code, which the
 * API renders with these very components from the data the server sends under each page's own key. The
 * certificate check with the verdict of the number in its address; a program's application form with the program.
 */
export const render = serverRender(pages, {
  certificate: { Component: CertificatePage, head: ({ origin }) => staticPageHead(origin, 'certificate') },
  trainingApply: {
    Component: TrainingApplyPage,
    head: ({ data, params, origin }) => applyPageHead(data<PublicProgram>(publicProgramKey(params.id ?? '')), origin),
  },
});
