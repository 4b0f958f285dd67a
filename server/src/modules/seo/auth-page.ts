import { staticPageHead } from '@skillhub/shared/page-head';
import { routeTo } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { SendShellPage } from './server-page.ts';

/** The views of the sign-in screen an address may ask for (shell/src/pages/auth: `?view=`); anything else is Login. */
const VIEWS = new Set(['signup', 'forgot']);
/** Where to go after signing in (`?from=`, Buy now's link): a path of this site, as the screen takes it. */
const isOwnPath = (from: unknown): from is string =>
  typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from.length <= 2000;
/** The sign-in screen shows no data: one render per view, until the shell is rebuilt. */
const NO_DATA = {};

/**
 * /auth rendered by the shell's own sign-in screen (shell/src/server-render.tsx): its fields, Login button and the
 * links to sign up and to a forgotten password are there before any script, so a visitor who taps Login elsewhere
 * sees the form at once; the app hydrates it when the visitor engages (shell/src/bootstrap.tsx). The
 * view and `from` (which the screen's own links keep) are drawn; any other parameter means nothing to the screen,
 * so it makes no other page.
 */
export function registerAuthPage(app: FastifyInstance, sendShellPage: SendShellPage): void {
  const head = staticPageHead(app.config.publicUrl, 'auth');
  app.get<{ Querystring: { view?: unknown; from?: unknown } }>(
    '/auth',
    { schema: { hide: true } },
    (request, reply) => {
      const { view, from } = request.query;
      const query = new URLSearchParams();
      if (isOwnPath(from)) query.set('from', from);
      if (typeof view === 'string' && VIEWS.has(view)) query.set('view', view);
      const search = query.toString();
      return sendShellPage(reply, {
        name: 'auth',
        path: search ? `${routeTo('auth')}?${search}` : routeTo('auth'),
        queries: () => [],
        data: NO_DATA,
        fallbackHead: head,
      });
    },
  );
}
