import { createHmac } from 'node:crypto';
import type { RefreshTokenRow } from './refresh-tokens.repository.ts';

/**
 * How long a just-rotated refresh token may still be presented and answer its successor instead of counting
 * as a replay. Tabs of one browser share the cookie but not their page state, so two of them can refresh
 * with the same token at the same moment; the slower one arrives after the rotation. 20 seconds covers that
 * request on a slow connection (the client gives up on a call after 20 seconds) while a copied token stays
 * of little use: within the window it only yields the successor its owner also holds, and only until that
 * successor is itself used.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

/**
 * A token's successor is derived from it with a server key rather than drawn at random, so a second
 * presentation within the grace window can be answered with the very token the first one got: the family
 * keeps one live token, and only the holder of the rotated token (and the server) can compute it.
 */
export function successorToken(key: Uint8Array, token: string): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

/**
 * The token was the last one rotated in its family, moments ago: presenting it again is a tab that raced
 * another, not a replay. Whether its successor is still unused is the caller's second check.
 */
export function justRotated(row: RefreshTokenRow, now: Date): boolean {
  return (
    row.revokedReason === 'rotated' &&
    row.revokedAt !== null &&
    now.getTime() - row.revokedAt.getTime() <= REFRESH_REUSE_GRACE_MS
  );
}
