import { HONEYPOT_FIELD } from '@skillhub/shared/schemas/lead-form';
import type { preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http/http-error.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import { leadFormFloodMail } from '../../mail/mail-templates.ts';

/** What a public lead form's route declares (`config.leadForm`): its name and its success answer. */
export interface LeadFormDeclaration {
  /** Names the form in counters, logs and the warning mail ("enquiry", "contact"). */
  name: string;
  /**
   * The answer a filled honeypot gets: the route's own success status and message, and the `data` its
   * success answer carries when it has one (so the bot cannot tell the difference).
   */
  accepted: { status: number; message: string; data?: unknown };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function filled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The guard of every public lead form (enquiry now; contact-us and event forms declare `leadForm` too), on top
 * of its per-address limit (`authRateLimit`):
 * - the honeypot: a post that fills the hidden field is answered like a success and stored nowhere. Checked
 *   before validation, so a bot's other mistakes teach it nothing either;
 * - a cap per minute and per hour across all addresses (LEAD_FORMS_PER_MINUTE, LEAD_FORMS_PER_HOUR), which a
 *   bot spread over many addresses reaches: 429 with Retry-After, a warning in the log and a mail to
 *   ADMIN_EMAIL, each at most once per form and alert window. Counts live in the shared store.
 */
export default fp(
  async (app) => {
    const store = app.rateLimitCounters;
    const { perMinute, perHour, alertWindowMs } = app.config.leadForms;

    async function warnOnce(form: string, limit: string): Promise<void> {
      const alert = await store.hit(`leadform:${form}:alert`, alertWindowMs);
      if (alert.hits !== 1) return;
      app.log.warn({ form, limit }, `lead form "${form}" reached its cap of ${limit}; refusing posts`);
      const mail = leadFormFloodMail({
        to: app.config.admin.email,
        form,
        limit,
        windowMinutes: Math.round(alertWindowMs / MINUTE),
      });
      await app.db.transaction((tx) => app.outbox.enqueueMail(tx, mail));
      app.outbox.kick();
    }

    app.addHook('onRoute', (route) => {
      const declaration = (route.config as RouteAccess | undefined)?.leadForm;
      if (!declaration) return;
      const { name, accepted } = declaration;

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

      // The hour counts only posts the minute let through, so a burst refused by the minute's cap does not
      // use up the hour's.
      const cap: preHandlerAsyncHookHandler = async () => {
        const minute = await store.hit(`leadform:${name}:minute`, MINUTE);
        const over =
          minute.hits > perMinute
            ? { limit: `${perMinute} a minute`, resetInMs: minute.resetInMs }
            : await store
                .hit(`leadform:${name}:hour`, HOUR)
                .then((hour) =>
                  hour.hits > perHour ? { limit: `${perHour} an hour`, resetInMs: hour.resetInMs } : null,
                );
        if (!over) return;
        await warnOnce(name, over.limit);
        throw tooManyRequests(over.resetInMs / 1000);
      };

      route.preValidation = [honeypot, ...[route.preValidation ?? []].flat()];
      route.preHandler = [...[route.preHandler ?? []].flat(), cap];
    });
  },
  { name: 'lead-form-guard', dependencies: ['rate-limit', 'outbox', 'auth-rate-limit'] },
);
