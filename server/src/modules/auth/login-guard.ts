import { tooManyRequests } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { createFailureBackoff } from '../../rate-limit/failure-backoff.ts';

/** Where an attempt comes from: a browser that signed in to the account before, or else its address. */
export type LoginSource = { device: string } | { ip: string };

/**
 * Wrong passwords slow a guesser down without locking the owner out. Besides the per-address limit on
 * every login call (plugins/app/auth-rate-limit.ts), wrong passwords are counted
 * - per account and source (the address, or the known browser): strict; past it that source gets 429 with
 *   a Retry-After that doubles with each hold, so a guesser is held longer and longer while the owner,
 *   elsewhere or on a known browser, is not;
 * - per account from anywhere: loose, and it refuses nobody; while it holds (growing like the other), a
 *   browser that has not signed in to the account before needs, after the right password, the code mailed
 *   to the account (sign-in-codes.ts). Guessing from many addresses then gains nothing.
 * A reset link works whatever these say. Counts live in the shared store, so every process sees them.
 */
export function createLoginGuard(ctx: Pick<ServiceContext, 'rateLimitCounters' | 'config'>) {
  const { perAccountAddress, perAccount } = ctx.config.loginProtection;
  const bySource = createFailureBackoff(ctx.rateLimitCounters, 'login:source', perAccountAddress);
  const byAccount = createFailureBackoff(ctx.rateLimitCounters, 'login:account', perAccount);
  const sourceId = (email: string, source: LoginSource) =>
    'device' in source ? `${email}|device:${source.device}` : `${email}|ip:${source.ip}`;

  return {
    /** Refuses a source held for this account, before any password is checked. */
    async admit(email: string, source: LoginSource): Promise<void> {
      const heldMs = await bySource.heldForMs(sourceId(email, source));
      if (heldMs > 0) throw tooManyRequests(heldMs / 1000);
    },

    /** Whether an unknown browser needs the mailed code after the right password. */
    async codeRequired(email: string): Promise<boolean> {
      return (await byAccount.heldForMs(email)) > 0;
    },

    async failed(email: string, source: LoginSource): Promise<void> {
      await bySource.fail(sourceId(email, source));
      await byAccount.fail(email);
    },

    async succeeded(email: string, source: LoginSource): Promise<void> {
      await bySource.succeed(sourceId(email, source));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
