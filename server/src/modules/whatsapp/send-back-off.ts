import { CLOUD_API_ERRORS, type CloudApiError } from './cloud-api/cloud-api.ts';

/**
 * What a throttling refusal says, by the Cloud API's codes:
 * - 'throughput' (130429): the account's sends within the last second reached its throughput. Sends paced
 *   below the rate still reach the API bunched now and then (one a few ms late beside one on time), and the
 *   surplus is refused: the pace is right, so only the refused send waits, for a slot of its own.
 * - 'pair' (131056): too many messages to this one number lately; the account is not held back, only the
 *   message waits.
 * - 'account' (4 the app's call rate, 80007 the business account's call rate, 131048 the spam rate limit, or
 *   a 429 without a code of these): the account itself is held back, so every process pauses.
 */
export type Throttle = 'throughput' | 'pair' | 'account';

const ACCOUNT_CODES = new Set<number>([4, 80007, 131048]);
const PAIR_RATE = 131056;

/** The kind of throttling a refusal is, or null when it is not one. */
export function throttleOf(error: CloudApiError): Throttle | null {
  if (error.code === CLOUD_API_ERRORS.throughput) return 'throughput';
  if (error.code === PAIR_RATE) return 'pair';
  if (ACCOUNT_CODES.has(error.code) || error.status === 429) return 'account';
  return null;
}

/** The API lets a business send one number about one message every 6 s: a pair-rate refusal waits that long. */
export const PAIR_WAIT_MS = 6000;
/** The first pause of the account; each further one in a row is twice the last. */
const FIRST_PAUSE_MS = 1000;
/** The longest pause: well within a claimed message's lease, which a refused send waiting in the sender keeps. */
export const MAX_PAUSE_MS = 30_000;

/**
 * A sender's answer to throttling. A throughput refusal alone moves only that send to the next free slot. The
 * account pauses (for every process: the pause is booked on the shared timeline) when refusals come in a row:
 * `inARow` throughput refusals with no send taken between them, or one message refused again in the slot it was
 * moved to (the API's second was full at both times: more than a moment's bunching), or any refusal of the
 * account as a whole. Each pause since the last send taken is twice the one before (from 1 s, at least the
 * API's Retry-After, at most MAX_PAUSE_MS). A send that left before the last pause ended was refused in the
 * stretch that pause answers: it waits for that pause, and asks for no longer one.
 */
export function createSendBackOff(options: { inARow: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now());
  let refusals = 0;
  let pauses = 0;
  let pausedUntil = Number.NEGATIVE_INFINITY;
  return {
    /** The API took a send: the account is not throttled. */
    taken(): void {
      refusals = 0;
      pauses = 0;
    },
    /**
     * A refusal of a send that left at `leftAt` (on `now`'s clock), its message's `refusedBefore` times refused
     * in a row before; answers the pause the account takes from now, 0 for none.
     */
    refused(kind: Throttle, refusal: { leftAt: number; refusedBefore: number; retryAfterMs: number | null }): number {
      if (kind === 'pair') return 0;
      if (kind === 'throughput') refusals++;
      if (refusal.leftAt < pausedUntil) return 0;
      const inARow = kind === 'account' || refusals >= options.inARow || refusal.refusedBefore > 0;
      if (!inARow) return 0;
      const ms = Math.min(MAX_PAUSE_MS, Math.max(refusal.retryAfterMs ?? 0, FIRST_PAUSE_MS * 2 ** pauses));
      pauses++;
      pausedUntil = now() + ms;
      return ms;
    },
  };
}

export type SendBackOff = ReturnType<typeof createSendBackOff>;
