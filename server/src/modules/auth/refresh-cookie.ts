import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from './auth.service.ts';

export const REFRESH_COOKIE = 'skillhub_refresh';
/** Only the /api/user/* calls (login, refresh, logout, password change) ever see the cookie. */
export const REFRESH_COOKIE_PATH = '/api/user';

/**
 * httpOnly so scripts cannot read it, SameSite=Strict so no other site can make the browser send it,
 * Secure when the site is served over https. Super admins get a session cookie (no Max-Age), so their
 * session ends with the browser session, as the spec says; everyone else keeps theirs for 30 days.
 */
export function setRefreshCookie(reply: FastifyReply, refresh: IssuedRefreshToken, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
    ...(refresh.sessionOnly ? {} : { maxAge: refresh.maxAgeSeconds }),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
