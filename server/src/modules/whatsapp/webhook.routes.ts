import { timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@skillhub/shared/api-paths';
import { fieldErrors, messageBodySchema } from '@skillhub/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, unauthorized } from '../../http/http-error.ts';
import { failures } from '../../http/responses.ts';
import {
  messagesChangeSchema,
  SIGNATURE_HEADER,
  templateStatusChangeSchema,
  type WebhookBody,
  webhookBodySchema,
} from './cloud-api/webhook-payload.ts';
import { applyWebhook } from './webhook.service.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';

const tags = ['WhatsApp webhook'];

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

const KNOWN_CHANGES: Record<string, z.ZodType> = {
  messages: messagesChangeSchema,
  message_template_status_update: templateStatusChangeSchema,
};

/** The delivery's JSON, checked against the API's shape: a change of a kind the platform uses must be whole. */
export function parseWebhookBody(rawBody: Buffer): WebhookBody {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON');
  }
  const parsed = webhookBodySchema.safeParse(json);
  if (!parsed.success)
    throw badRequest('The webhook body is not a WhatsApp Business Account event', fieldErrors(parsed.error.issues));
  for (const [e, entry] of parsed.data.entry.entries()) {
    for (const [c, change] of entry.changes.entries()) {
      const schema = KNOWN_CHANGES[change.field];
      const checked = schema?.safeParse(change);
      if (checked && !checked.success) {
        const issues = checked.error.issues.map((issue) => ({
          ...issue,
          path: ['entry', e, 'changes', c, ...issue.path],
        }));
        throw badRequest(`The webhook's ${change.field} change is malformed`, fieldErrors(issues));
      }
    }
  }
  return parsed.data;
}

const handshakeQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * The Cloud API's webhook. GET is the subscription handshake; POST the signed events (message statuses,
 * replies, template reviews). No session: the verify token and the signature over the raw body are the
 * caller's credentials, so this plugin (and only it: the parser is encapsulated) takes bodies as raw bytes.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: 'GET',
    url: apiPaths.whatsapp.webhook,
    schema: {
      tags,
      summary: "The webhook's verification handshake",
      description:
        'With hub.mode=subscribe and the configured hub.verify_token, answers hub.challenge as text/plain; ' +
        'otherwise 403.',
      querystring: handshakeQuerySchema,
      response: { 200: z.string(), ...failures(400, 403) },
    },
    handler: async (request, reply) => {
      const { verifyToken } = app.whatsapp;
      const query = request.query;
      const token = query['hub.verify_token'];
      const matches = verifyToken !== null && token !== undefined && isValidToken(token, verifyToken);
      if (query['hub.mode'] !== 'subscribe' || !matches || query['hub.challenge'] === undefined) {
        throw new HttpError(403, 'The webhook verification was refused');
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  });

  app.route({
    method: 'POST',
    url: apiPaths.whatsapp.webhook,
    schema: {
      tags,
      summary: "WhatsApp's signed events (X-Hub-Signature-256 over the raw body)",
      description:
        'Message statuses (applied forward only, in any order), inbound messages (a STOP reply opts the number ' +
        "out; START or YES opts it in; a message of its own sent before any request to confirm confirms a public form's " +
        'opt-in awaiting confirmation) and template reviews. A replayed delivery is acknowledged without effect. 503 when no ' +
        'app secret is configured.',
      response: { 200: messageBodySchema, ...failures(400, 401, 503) },
    },
    // Meta posts a status per message and step (three per message sent) from a few addresses: the per-address
    // flood limit would refuse them at any real sending rate. The signature check comes first and costs an HMAC.
    config: { rateLimit: false },
    handler: async (request) => {
      const { appSecret } = app.whatsapp;
      if (!appSecret) throw new HttpError(503, 'The WhatsApp webhook is not configured (no app secret)');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidWebhookSignature(appSecret, rawBody, header(request.headers[SIGNATURE_HEADER]))) {
        throw unauthorized('Invalid webhook signature');
      }
      const outcome = await applyWebhook(app, rawBody, parseWebhookBody(rawBody));
      return {
        success: true as const,
        message: outcome === 'replayed' ? 'Already applied' : 'Applied',
      };
    },
  });
};

function isValidToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default webhookRoutes;
