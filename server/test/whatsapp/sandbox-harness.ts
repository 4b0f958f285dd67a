import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CloudApiClient } from '../../src/modules/whatsapp/cloud-api/cloud-api.ts';
import { createCloudApiClient } from '../../src/modules/whatsapp/cloud-api/cloud-api-client.ts';
import {
  messagesChangeSchema,
  templateStatusChangeSchema,
  type WebhookBody,
  webhookBodySchema,
} from '../../src/modules/whatsapp/cloud-api/webhook-payload.ts';
import { startWhatsAppSandbox, type WhatsAppSandbox } from '../../src/modules/whatsapp/sandbox/sandbox.ts';
import type { SandboxOptions } from '../../src/modules/whatsapp/sandbox/sandbox-options.ts';

export const API_VERSION = 'v21.0';
export const ACCESS_TOKEN = 'SANDBOX-test-access-token';
export const APP_SECRET = 'test-app-secret';

const noop = () => {};
export const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
};

export interface Delivery {
  rawBody: string;
  signature: string;
  body: WebhookBody;
}

/** The `sha256=` HMAC of the raw body under the app secret, compared as the platform must (constant time). */
export function signatureHolds(delivery: Pick<Delivery, 'rawBody' | 'signature'>, secret = APP_SECRET): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(delivery.rawBody).digest('hex')}`);
  const given = Buffer.from(delivery.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type MessagesChange = z.output<typeof messagesChangeSchema>;
type TemplateChange = z.output<typeof templateStatusChangeSchema>;

/**
 * A delivery's changes, each held to its own schema (the body's union would let a malformed `messages` change
 * pass as an unknown kind).
 */
function strictChanges(body: WebhookBody): (MessagesChange | TemplateChange)[] {
  return body.entry.flatMap((entry) =>
    entry.changes.map((change) =>
      change.field === 'messages' ? messagesChangeSchema.parse(change) : templateStatusChangeSchema.parse(change),
    ),
  );
}

export interface TestSandbox {
  sandbox: WhatsAppSandbox;
  client: CloudApiClient;
  /** Every delivery attempt, in arrival order (a retried one appears once per attempt). */
  deliveries: Delivery[];
  /** The changes of the deliveries answered 2xx. */
  changes(): (MessagesChange | TemplateChange)[];
  /** The inbound messages delivered. */
  inbound(): { from: string; text: string | undefined; name: string | undefined }[];
  /** The statuses delivered for one message, in arrival order. */
  statusesOf(wamid: string): { status: string; errors?: { code: number; title?: string }[] }[];
  /** The template review events delivered. */
  templateEvents(): { event: string; id: string; name: string; reason: string | null | undefined }[];
  close(): Promise<void>;
}

/**
 * The real sandbox with short delays, its deliveries collected (each answered by `answer`, 200 by default),
 * and the real client pointed at it.
 */
export async function startTestSandbox(
  options: Partial<Omit<SandboxOptions, 'deliverWebhook'>> & { answer?: (delivery: Delivery) => number } = {},
): Promise<TestSandbox> {
  const { answer = () => 200, ...overrides } = options;
  const deliveries: Delivery[] = [];
  const accepted: Delivery[] = [];
  const sandbox = await startWhatsAppSandbox({
    apiVersion: API_VERSION,
    accessToken: ACCESS_TOKEN,
    appSecret: APP_SECRET,
    reviewDelayMs: 5,
    statusStepMs: 5,
    messagesPerSecond: 1000,
    log: silentLog,
    ...overrides,
    deliverWebhook: async (rawBody, signature) => {
      const delivery = { rawBody, signature, body: webhookBodySchema.parse(JSON.parse(rawBody)) };
      deliveries.push(delivery);
      const status = answer(delivery);
      if (status >= 200 && status < 300) accepted.push(delivery);
      return status;
    },
  });
  const client = createCloudApiClient({ baseUrl: sandbox.url, version: API_VERSION, ...sandbox.credentials });
  const changes = () => accepted.flatMap((delivery) => strictChanges(delivery.body));
  const messageValues = () =>
    changes().flatMap((change) => (change.field === 'messages' ? [(change as MessagesChange).value] : []));
  return {
    sandbox,
    client,
    deliveries,
    changes,
    inbound: () =>
      messageValues().flatMap((value) =>
        (value.messages ?? []).map((message) => ({
          from: message.from,
          text: message.text?.body,
          name: value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name,
        })),
      ),
    statusesOf: (wamid) =>
      messageValues().flatMap((value) =>
        (value.statuses ?? [])
          .filter((status) => status.id === wamid)
          .map(({ status, errors }) => (errors ? { status, errors } : { status })),
      ),
    templateEvents: () =>
      changes().flatMap((change) => {
        if (change.field !== 'message_template_status_update') return [];
        const { value } = change as TemplateChange;
        return [
          {
            event: value.event,
            id: value.message_template_id,
            name: value.message_template_name,
            reason: value.reason,
          },
        ];
      }),
    close: () => sandbox.close(),
  };
}

/** The error a call rejects with (fails the test when it resolves). */
export async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('The call succeeded where a failure was expected');
}
