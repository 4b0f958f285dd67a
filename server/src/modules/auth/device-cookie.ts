import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashesEqual, randomToken } from '../../security/secret-tokens.ts';

export const DEVICE_COOKIE = 'skillhub_device';
/** Login reads it; reset-password and login add accounts to it. */
export const DEVICE_COOKIE_PATH = '/api/user';
/** A shared computer remembers the last few accounts signed in on it. */
const MAX_ACCOUNTS = 5;
const VERSION = 'v1';

/** A browser that has signed in before, and the accounts it signed in to. */
export interface KnownDevice {
  id: string;
  userIds: string[];
}

function sign(key: Uint8Array, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/**
 * The known-browser cookie, `v1.<device id>.<user ids>.<signature>`: set when a sign-in succeeds (or a reset
 * link is used) in this browser. It proves nothing on its own, the password is still checked; it lets the
 * owner past the limits a guesser elsewhere sets off (modules/auth/login-guard.ts). Signed, so it cannot
 * be forged for another account; httpOnly and SameSite=Strict like the refresh cookie.
 */
export function readDeviceCookie(request: FastifyRequest, key: Uint8Array): KnownDevice | null {
  const value = request.cookies[DEVICE_COOKIE];
  const parts = value?.split('.');
  if (parts?.length !== 4 || parts[0] !== VERSION) return null;
  const [, id, users, signature] = parts as [string, string, string, string];
  if (!hashesEqual(signature, sign(key, `${VERSION}.${id}.${users}`))) return null;
  return { id, userIds: users.split('~').filter(Boolean) };
}

/** Adds the account to this browser's cookie (a new browser gets a new id) and renews its lifetime. */
export function rememberDevice(
  reply: FastifyReply,
  key: Uint8Array,
  current: KnownDevice | null,
  userId: string,
  options: { secure: boolean; maxAgeMs: number },
): void {
  const id = current?.id ?? randomToken(16);
  const userIds = [userId, ...(current?.userIds ?? []).filter((u) => u !== userId)].slice(0, MAX_ACCOUNTS);
  const payload = `${VERSION}.${id}.${userIds.join('~')}`;
  reply.setCookie(DEVICE_COOKIE, `${payload}.${sign(key, payload)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: Math.floor(options.maxAgeMs / 1000),
  });
}
