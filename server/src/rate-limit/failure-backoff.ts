import type { BackoffPolicy } from '../config.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/**
 * Counts failures per id (an account, an account and address) and holds an id that fails too often, each
 * hold twice as long as the one before it: a guesser is slowed more and more, and an owner who mistyped a
 * few times waits briefly once. Everything lives in the shared store, so every process holds alike.
 */
export function createFailureBackoff(store: RateLimitStore, name: string, policy: BackoffPolicy) {
  const failuresKey = (id: string) => `${name}:failures:${id}`;
  const holdKey = (id: string) => `${name}:hold:${id}`;
  const holdsKey = (id: string) => `${name}:holds:${id}`;

  return {
    /** Time left of the id's hold; 0 when it is not held. */
    async heldForMs(id: string): Promise<number> {
      return (await store.peek(holdKey(id))).resetInMs;
    },

    /** Counts one failure; answers the length of the hold it started, or 0. */
    async fail(id: string): Promise<number> {
      const failures = await store.hit(failuresKey(id), policy.windowMs);
      // Exactly the failure that reaches the limit starts the hold, so concurrent ones start one, not several.
      if (failures.hits !== policy.max) return 0;
      // Holds are remembered until maxBlockMs after the last one ends, so a guesser who keeps coming back
      // keeps doubling it.
      const holds = (await store.peek(holdsKey(id))).hits + 1;
      const holdMs = Math.min(policy.maxBlockMs, policy.blockMs * 2 ** (holds - 1));
      await store.set(holdKey(id), holds, holdMs);
      await store.set(holdsKey(id), holds, holdMs + policy.maxBlockMs);
      await store.clear(failuresKey(id));
      return holdMs;
    },

    /** A success forgets the failures before it; an earlier hold still counts towards the next one's length. */
    async succeed(id: string): Promise<void> {
      await store.clear(failuresKey(id));
    },

    /** Forgets everything about the id (the owner proved control of the account, e.g. by a reset link). */
    async forget(id: string): Promise<void> {
      await Promise.all([store.clear(failuresKey(id)), store.clear(holdKey(id)), store.clear(holdsKey(id))]);
    },
  };
}

export type FailureBackoff = ReturnType<typeof createFailureBackoff>;
