import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The short-lived read token of the local-disk driver: `{key, type, exp}` signed with an HMAC, so the
 * stream route needs no session and no database read, and a changed key or expiry breaks the signature.
 */
export interface StreamClaims {
  key: string;
  contentType: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

export type StreamTokenCheck = { ok: true; claims: StreamClaims } | { ok: false; reason: 'invalid' | 'expired' };

function sign(payload: string, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function createStreamToken(claims: StreamClaims, secret: Uint8Array): string {
  const payload = Buffer.from(JSON.stringify({ k: claims.key, t: claims.contentType, e: claims.exp })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload, secret)}`;
}

export function verifyStreamToken(token: string, secret: Uint8Array, nowSeconds: number): StreamTokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { k, t, e } = (parsed ?? {}) as { k?: unknown; t?: unknown; e?: unknown };
  if (typeof k !== 'string' || typeof t !== 'string' || typeof e !== 'number') return { ok: false, reason: 'invalid' };
  if (e <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { key: k, contentType: t, exp: e } };
}
