import type { ErrorBody } from '@skillhub/shared/schemas/common';
import { FORM_PROOF_HEADER, PROOF_REQUIRED } from '@skillhub/shared/schemas/form-proof';
import { HONEYPOT_FIELD } from '@skillhub/shared/schemas/lead-form';
import type { preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http/http-error.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { leadFormFloodMail } from '../../mail/mail-templates.ts';
import { checkProof, issueChallenge, proofDifficulty } from '../../security/form-proof.ts';

/** What a public lead form's route declares (`config.leadForm`): its name and its success answer. */
export interface LeadFormDeclaration {
  /** Names the form in counters, logs and the warning mail ("enquiry", "contact"). */
  name: string;
  /**
   * The answer a filled honeypot gets: the route's own success status and message, and the `data` its
   * success answer carries when it has one (so the bot cannot tell the difference).
   */
  accepted: { status: number; message: string; data?: unknown };
  /**
   * The form also takes signed-in posts (blog comments): those are counted per account (LeadFormsConfig
   * perAccount) and left out of the cap across all addresses, which is for people nobody knows.
   */
  signedInPerAccount?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The post came past the form's cap with a valid proof of work: the lead it makes is held for review (a tag
     * in the staff's list), since a bot that pays for the work gets through too.
     */
    leadFormHeld: boolean;
  }
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function filled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The guard of every public form (course enquiry, Contact Us, events, training applications, blog comments), on
 * top of its per-address limit (`authRateLimit`):
 * - the honeypot: a post that fills the hidden field is answered like a success and stored nowhere. Checked
 *   before validation, so a bot's other mistakes teach it nothing either;
 * - a cap per minute and per hour across all addresses (LEAD_FORMS_PER_MINUTE, LEAD_FORMS_PER_HOUR), which a
 *   bot spread over many addresses reaches. Past it the form is not closed (that would shut out every real
 *   visitor too): a post must carry a proof of work (security/form-proof.ts), which the shared client solves
 *   and sends on its own. Without a valid one the answer is 429 `PROOF_REQUIRED` with a fresh challenge,
 *   harder the further over the cap the traffic is; with one the post goes through and its lead is held for
 *   review (`request.leadFormHeld`). A warning goes to the log and to ADMIN_EMAIL at most once per form and
 *   alert window. Counts and used challenges live in the shared store, so a replay fails on every process.
 */
export default fp(
  async (app) => {
    const store = app.rateLimitCounters;
    const { perMinute, perHour, alertWindowMs, proof, perAccount } = app.config.leadForms;
    const key = app.secrets.formProofKey;
    app.decorateRequest('leadFormHeld', false);

    async function warnOnce(form: string, limit: string): Promise<void> {
      const alert = await store.hit(`leadform:${form}:alert`, alertWindowMs);
      if (alert.hits !== 1) return;
      app.log.warn({ form, limit }, `lead form "${form}" reached its cap of ${limit}; asking for a proof of work`);
      const mail = leadFormFloodMail({
        to: app.config.admin.email,
        form,
        limit,
        windowMinutes: Math.round(alertWindowMs / MINUTE),
      });
      await app.db.transaction((tx) => app.outbox.enqueueMail(tx, mail));
      app.outbox.kick();
    }

    /** The proof the post carries, when it is good and unused; it is used up here. */
    async function acceptedProof(form: string, header: string | string[] | undefined): Promise<boolean> {
      if (typeof header !== 'string') return false;
      const now = app.clock.now();
      const check = checkProof(key, form, header, now);
      if (!check.ok) return false;
      const use = await store.hit(`leadform:proof:${check.id}`, check.expiresAt - now.getTime());
      return use.hits === 1;
    }

    app.addHook('onRoute', (route) => {
      const declaration = (route.config as RouteAccess | undefined)?.leadForm;
      if (!declaration) return;
      const { name, accepted, signedInPerAccount } = declaration;

      const honeypot: preValidationAsyncHookHandler = async (request, reply) => {
        const body = request.body;
        if (typeof body !== 'object' || body === null || !filled((body as Record<string, unknown>)[HONEYPOT_FIELD])) {
          return;
        }
        request.log.info({ form: name }, 'lead form honeypot filled: answered as accepted, stored nothing');
        return reply.code(accepted.status).send({
          success: true,
          message: accepted.message,
          ...(accepted.data === undefined ? {} : { data: accepted.data }),
        });
      };

      // The hour counts only posts the minute let through without a proof, so a burst over the minute's cap
      // does not use up the hour's.
      const cap: preHandlerAsyncHookHandler = async (request, reply) => {
        if (signedInPerAccount && request.headers.authorization) {
          // A token that was sent must be valid (401 otherwise, as the handler would answer).
          const session = request.session ?? (await app.authenticate(request));
          const hit = await store.hit(`leadform:${name}:account:${session.user.id}`, perAccount.windowMs);
          if (hit.hits > perAccount.max) throw tooManyRequests(hit.resetInMs / 1000);
          return;
        }
        const minute = await store.hit(`leadform:${name}:minute`, MINUTE);
        const hour =
          minute.hits > perMinute
            ? await store.peek(`leadform:${name}:hour`)
            : await store.hit(`leadform:${name}:hour`, HOUR);
        const overMinute = minute.hits > perMinute;
        const overHour = hour.hits > perHour;
        if (!overMinute && !overHour) return;
        await warnOnce(name, overMinute ? `${perMinute} a minute` : `${perHour} an hour`);
        if (await acceptedProof(name, request.headers[FORM_PROOF_HEADER.toLowerCase()])) {
          request.leadFormHeld = true;
          return;
        }
        const ratio = Math.max(minute.hits / perMinute, hour.hits / perHour);
        const difficulty = proofDifficulty(ratio, proof.minBits, proof.maxBits);
        const resetInMs = overMinute ? minute.resetInMs : hour.resetInMs;
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))))
          .send({
            success: false,
            message: 'This form is busy. Your browser needs to complete a short check before sending it.',
            code: PROOF_REQUIRED,
            challenge: issueChallenge(key, name, difficulty, app.clock.now(), proof.ttlMs),
          } satisfies ErrorBody);
      };

      route.preValidation = [honeypot, ...[route.preValidation ?? []].flat()];
      route.preHandler = [...[route.preHandler ?? []].flat(), cap];
    });
  },
  { name: 'lead-form-guard', dependencies: ['rate-limit', 'outbox', 'auth-rate-limit', 'secrets', 'authentication'] },
);
