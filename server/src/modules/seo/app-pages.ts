import { PATHS } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { SendPage } from './server-page.ts';

/**
 * The signed-in learner's pages the app draws for that learner alone: the player (My courses and the payment page,
 * which the server draws for the learner its page cookie names, are my-courses-page.ts and course-payment-page.ts;
 * the dashboard's summary, inlined for its reader, dashboard-page.ts).
 */
const LEARNER_PAGES = [PATHS.coursePlayer] as const;

/**
 * The pages the app draws for a signed-in visitor (the player, the dashboard): the
 * shell's index.html with the runtime config inlined and the owning remote's entry preloaded, as for the fixed
 * public pages (static-pages.ts). Sent as the bare index.html, a phone would wait for the shell's code, then ask
 * for the runtime config, then for the remote's entry, one round trip after another, before drawing anything.
 * Nothing of the visitor is in the page (the session is the browser's), so it is the same for everyone.
 */
export function registerAppPages(app: FastifyInstance, sendPage: SendPage): void {
  for (const path of LEARNER_PAGES) {
    app.get(path, { schema: { hide: true } }, (_request, reply) => sendPage(reply, 200, null, path));
  }
  // The dashboard's own index is the shell's page (dashboard-page.ts); every other address under it may be a remote's.
  app.get<{ Params: { '*': string } }>(`${PATHS.dashboard}/*`, { schema: { hide: true } }, (request, reply) =>
    sendPage(reply, 200, null, request.url.split('?')[0]),
  );
}
