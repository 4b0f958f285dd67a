import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed claims of a playback URL: for which course (`c`), which transcoding job's files it opens (`j`) and
 * until when (`e`, Unix seconds), and to whom: a user (`u`), whose access each request checks afresh, or, for a
 * free preview lecture, anyone (`p`, the lecture, whose preview flag each request checks afresh). Exactly one of
 * `u` and `p`. Short-lived either way, so a copied address stops working.
 */
export type PlaybackClaims = { c: string; j: string; e: number } & (
  | { u: string; p?: never }
  | { p: string; u?: never }
);

export type PlaybackTokenCheck = { ok: true; claims: PlaybackClaims } | { ok: false; reason: 'invalid' | 'expired' };

const sign = (payload: string, secret: Uint8Array) => createHmac('sha256', secret).update(payload).digest('base64url');

export function createPlaybackToken(claims: PlaybackClaims, secret: Uint8Array): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export function verifyPlaybackToken(token: string, secret: Uint8Array, nowSeconds: number): PlaybackTokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let parsed: Partial<PlaybackClaims>;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) ?? {};
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { u, p, c, j, e } = parsed;
  if (typeof c !== 'string' || typeof j !== 'string' || typeof e !== 'number') return { ok: false, reason: 'invalid' };
  const holder =
    typeof u === 'string' && p === undefined ? { u } : typeof p === 'string' && u === undefined ? { p } : null;
  if (!holder) return { ok: false, reason: 'invalid' };
  if (e <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { ...holder, c, j, e } };
}
