import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from '../clock.ts';

const ISSUER = 'skillhub';
const AUDIENCE = 'skillhub-api';
/**
 * A page token's audience (page-cookie.ts): it names a session to the server's page requests only, so it is never
 * taken as an access token, nor an access token as one.
 */
const PAGE_AUDIENCE = 'skillhub-pages';

export interface AccessTokenClaims {
  userId: string;
  sessionVersion: number;
  /** The session (refresh-token family) the token was issued in: it stops working when that family ends. */
  sessionId: string;
}

/** One part of a compact JWS as issued: base64url without padding (4n+1 characters decode to nothing). */
const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;
const isPart = (part: string) => BASE64URL_PART.test(part) && part.length % 4 !== 1;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A base64url part holding a JSON object, or null for anything else (bad UTF-8, bad JSON, an array…). */
function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(strictUtf8.decode(Buffer.from(part, 'base64url')));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A NumericDate claim: absent, or a finite number of seconds. */
const numericDate = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value));

/**
 * Short-lived HS256 JWTs; the user, the role and whether the session is still live are read from the
 * database on every request, not from here.
 *
 * Verification runs on every authenticated request, so it is node:crypto's HMAC, synchronous: jose's
 * jwtVerify goes through WebCrypto's asynchronous job queue, which cost more processor time than the rest of
 * a quiz submission. It checks what jwtVerify with these options checks (three base64url parts; a JSON
 * object header whose alg is HS256; the signature; a JSON object payload with our iss and aud, iat a number,
 * nbf not after now, exp after now by the injected clock), and is stricter where our tokens never differ: exp
 * is required, a `crit` header is refused, parts must be unpadded base64url, and the signature must be the
 * exact encoding of the HMAC (jose would take the other spellings of its last character).
 */
export function createAccessTokens(key: Uint8Array, ttlSeconds: number, clock: Clock) {
  const secret = createSecretKey(new Uint8Array(key));

  /** The payload of a token signed with our key under HS256, or null. */
  function signedPayload(token: string): Record<string, unknown> | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (!isPart(header) || !isPart(payload) || !isPart(signature)) return null;
    const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    // Read after the signature: only our own headers are parsed. Any other alg ("none" included) is refused.
    const protectedHeader = jsonObject(header);
    if (protectedHeader?.alg !== 'HS256' || protectedHeader.crit !== undefined) return null;
    return jsonObject(payload);
  }

  async function sign(claims: AccessTokenClaims, audience: string, ttl: number): Promise<string> {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({ sv: claims.sessionVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(key);
  }

  function check(token: string, audience: string): AccessTokenClaims | null {
    const claims = signedPayload(token);
    if (!claims) return null;
    const { iss, aud, iat, nbf, exp, sub, sv, sid } = claims;
    if (iss !== ISSUER) return null;
    if (aud !== audience && !(Array.isArray(aud) && aud.includes(audience))) return null;
    const now = Math.floor(clock.now().getTime() / 1000);
    if (!numericDate(iat) || !numericDate(nbf) || !numericDate(exp)) return null;
    if (exp === undefined || (exp as number) <= now || (nbf !== undefined && (nbf as number) > now)) return null;
    // A token without a session id predates sessions in tokens: refused, so the client refreshes once.
    if (typeof sub !== 'string' || typeof sv !== 'number' || typeof sid !== 'string') return null;
    return { userId: sub, sessionVersion: sv, sessionId: sid };
  }

  return {
    issue: (claims: AccessTokenClaims): Promise<string> => sign(claims, AUDIENCE, ttlSeconds),

    /**
     * The claims, or null for any token that is malformed, forged or expired: whatever is wrong with a
     * presented token, the answer is the same 401.
     */
    verify: (token: string): AccessTokenClaims | null => check(token, AUDIENCE),

    /** A page token for the same session, lasting as long as its refresh token (page-cookie.ts). */
    issuePage: (claims: AccessTokenClaims, ttl: number): Promise<string> => sign(claims, PAGE_AUDIENCE, ttl),

    /** A page token's claims, or null as for verify. */
    verifyPage: (token: string): AccessTokenClaims | null => check(token, PAGE_AUDIENCE),
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
