import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRateLimitPolicyName, WindowLimit } from '../../config.ts';
import { tooManyRequests } from '../../http/http-error.ts';
import type { RouteAccess } from '../../http/route-access.ts';

/** The counter of `policy` for one client address, shared by its routes and anything else that spends it. */
export const perIpCounter = (policy: AuthRateLimitPolicyName, ip: string) => `auth:${policy}:ip:${ip}`;

/**
 * Strict limits on the sign-in calls a guesser or a mail-bomber would hammer: per client address and, for
 * calls that name an e-mail, per account, so spreading over many addresses does not help against one
 * account. Runs after validation, when the e-mail is normalised. Counters live in the shared store
 * (PostgreSQL or Redis). The login itself is limited here per address only: per account it has the backoff
 * of modules/auth/login-guard.ts, which slows a guesser without refusing the owner.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const policyName = (route.config as RouteAccess | undefined)?.authRateLimit as
        | AuthRateLimitPolicyName
        | undefined;
      if (!policyName) return;
      const policy = app.config.rateLimits[policyName];

      const limiter: preHandlerAsyncHookHandler = async (request) => {
        const checks: Array<[string, WindowLimit]> = [[perIpCounter(policyName, request.ip), policy.perIp]];
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (policy.perAccount && typeof email === 'string') {
          checks.push([`auth:${policyName}:account:${email.toLowerCase()}`, policy.perAccount]);
        }
        let retryAfterMs = 0;
        for (const [key, limit] of checks) {
          const hit = await app.rateLimitCounters.hit(key, limit.windowMs);
          if (hit.hits > limit.max) retryAfterMs = Math.max(retryAfterMs, hit.resetInMs);
        }
        if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000);
      };
      route.preHandler = [limiter, ...[route.preHandler ?? []].flat()];
    });
  },
  { name: 'auth-rate-limit', dependencies: ['rate-limit'] },
);
