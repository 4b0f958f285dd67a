import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque tokens (refresh tokens, reset links) and one-time codes, stored only as hashes. */

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A 6-digit code; leading zeros are kept. */
export function randomOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Tokens carry 256 bits of entropy, so a plain SHA-256 is enough to make a leaked table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A 6-digit code has only a million values, so a plain hash could be reversed from a leaked table in
 * seconds; keying it with a server secret prevents that. The purpose and e-mail are bound in so a code
 * cannot be replayed for another flow or account.
 */
export function hashOtp(key: Uint8Array, purpose: string, email: string, otp: string): string {
  return createHmac('sha256', key).update(`${purpose}\0${email.toLowerCase()}\0${otp}`).digest('base64url');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
