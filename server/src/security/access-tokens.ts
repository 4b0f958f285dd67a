import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';

const ISSUER = 'skillhub';
const AUDIENCE = 'skillhub-api';

export interface AccessTokenClaims {
  userId: string;
  sessionVersion: number;
  /** The session (refresh-token family) the token was issued in: it stops working when that family ends. */
  sessionId: string;
}

/**
 * Short-lived HS256 JWTs; the user, the role and whether the session is still live are read from the
 * database on every request, not from here.
 */
export function createAccessTokens(key: Uint8Array, ttlSeconds: number, clock: Clock) {
  // Imported once: given the raw bytes, jose imports the key again on every verification (every request).
  const verifyKey = crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  return {
    async issue(claims: AccessTokenClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sv: claims.sessionVersion, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },

    /** The claims, or null for any token that is malformed, forged or expired. */
    async verify(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await verifyKey, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        // A token without a session id predates sessions in tokens: refused, so the client refreshes once.
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number' || typeof payload.sid !== 'string')
          return null;
        return { userId: payload.sub, sessionVersion: payload.sv, sessionId: payload.sid };
      } catch {
        // Whatever is wrong with a presented token (format, signature, expiry), the answer is the same 401.
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
