import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn } from './auth.service.ts';

export const PAGE_COOKIE = 'skillhub_page';

/**
 * The page cookie: which session a browser's page requests come from, so that the server can draw a signed-in
 * learner's own pages (My courses, a course's payment page) as they will look, rather than send an empty app
 * that asks for them. The API never reads it (it takes only the bearer token), so no other site can make it act;
 * it only chooses what a page shows its own reader, and such a page is kept by no cache (`private, no-store`).
 *
 * Its value is a token of the session's own (access-tokens.ts `issuePage`: another audience, so neither this nor
 * an access token passes for the other), set beside the refresh cookie at every sign-in and refresh and lasting as
 * long (a super admin's ends with the browser session), and cleared with it at logout. Each page request checks
 * it against the database as an API call does (the session live, the user active, the same session version).
 * httpOnly; SameSite=Lax, so that a link from a mail or WhatsApp opens the signed-in page drawn.
 */
export async function setPageCookie(
  app: Pick<FastifyInstance, 'accessTokens'>,
  reply: FastifyReply,
  { session, refresh }: SignedIn,
  secure: boolean,
): Promise<void> {
  const token = await app.accessTokens.issuePage(session, refresh.maxAgeSeconds);
  reply.setCookie(PAGE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(refresh.sessionOnly ? {} : { maxAge: refresh.maxAgeSeconds }),
  });
}

export function clearPageCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(PAGE_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function pageCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[PAGE_COOKIE] || undefined;
}
