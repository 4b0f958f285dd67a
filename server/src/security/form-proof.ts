import { createHash, createHmac } from 'node:crypto';
import type { FormChallenge } from '@skillhub/shared/schemas/form-proof';
import { hashesEqual, randomToken } from './secret-tokens.ts';

/**
 * The proof of work a public form asks for once its cap across all addresses is reached (lead-form-guard.ts):
 * a challenge the server signs and forgets, `<difficulty>.<expiresAtMs>.<id>.<hmac>`, bound to one form by the
 * HMAC; the browser finds a nonce so that SHA-256(challenge + nonce) starts with `difficulty` zero bits and
 * sends `<challenge>:<nonce>` in the X-Form-Proof header. Checking costs one HMAC and one hash; single use is
 * the caller's (the id, in the shared rate-limit store, until the expiry).
 */

const sign = (key: Uint8Array, form: string, payload: string) =>
  createHmac('sha256', key).update(`form-proof\0${form}\0${payload}`).digest('base64url');

export function issueChallenge(
  key: Uint8Array,
  form: string,
  difficulty: number,
  now: Date,
  ttlMs: number,
): FormChallenge {
  const payload = `${difficulty}.${now.getTime() + ttlMs}.${randomToken(12)}`;
  return { challenge: `${payload}.${sign(key, form, payload)}`, difficulty };
}

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export type ProofCheck =
  | { ok: true; id: string; expiresAt: number }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'insufficient' };

/** Checks an X-Form-Proof header for `form`: signature, expiry and work. Not whether it was used before. */
export function checkProof(key: Uint8Array, form: string, header: string, now: Date): ProofCheck {
  const colon = header.lastIndexOf(':');
  const challenge = header.slice(0, colon);
  const nonce = header.slice(colon + 1);
  const parts = challenge.split('.');
  if (colon < 0 || parts.length !== 4 || !/^[0-9]{1,20}$/.test(nonce)) return { ok: false, reason: 'malformed' };
  const [difficultyText = '', expiresText = '', id = '', signature = ''] = parts;
  const payload = `${difficultyText}.${expiresText}.${id}`;
  if (!hashesEqual(signature, sign(key, form, payload))) return { ok: false, reason: 'forged' };
  const expiresAt = Number(expiresText);
  if (!(expiresAt > now.getTime())) return { ok: false, reason: 'expired' };
  const digest = createHash('sha256')
    .update(challenge + nonce)
    .digest();
  if (leadingZeroBits(digest) < Number(difficultyText)) return { ok: false, reason: 'insufficient' };
  return { ok: true, id, expiresAt };
}

/**
 * How hard the next challenge is: `minBits` just over the cap, one bit more each time the traffic doubles
 * (the worst of the minute's and the hour's ratio), never above `maxBits`. Each bit doubles the work.
 */
export function proofDifficulty(overRatio: number, minBits: number, maxBits: number): number {
  const extra = overRatio > 1 ? Math.floor(Math.log2(overRatio)) : 0;
  return Math.min(maxBits, minBits + extra);
}
