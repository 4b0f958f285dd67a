import type { SendMessageBody, TemplateBody } from '@skillhub/shared/schemas/whatsapp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { whatsappContacts, whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { webhookSignature } from '../../src/modules/whatsapp/webhook-signature.ts';
import { api } from './account-fixtures.ts';

/** Short sandbox delays, so that reviews and statuses arrive within a test. */
export function fastSandbox(config: AppConfig): void {
  config.whatsapp.sandbox.reviewDelayMs = 5;
  config.whatsapp.sandbox.statusStepMs = 5;
}

let numbers = 0;
/**
 * A number of this test process's own: 9194, the process id and a counter, never ending in 000 (the sandbox
 * takes those for numbers that are not on WhatsApp).
 */
export const phoneNumber = () =>
  `9194${String(process.pid % 1000).padStart(3, '0')}${String(numbers++ * 10 + 1).padStart(5, '0')}`;

let counter = 0;
const unique = () => `${Date.now().toString(36)}_${(counter++).toString(36)}`;

/** A template submitted through the API and approved (or, named reject_…, rejected) by the sandbox's review. */
export async function reviewedTemplate(
  app: FastifyInstance,
  token: string,
  overrides: Partial<TemplateBody> = {},
): Promise<{ _id: string; name: string; status: string; providerId: string }> {
  const body: TemplateBody = {
    name: `class_update_${unique()}`,
    language: 'en',
    category: 'Utility',
    header: { format: 'NONE' },
    body: 'Hello {{1}}, your {{2}} class moves to Monday.',
    bodyExamples: ['Asha', 'Tally'],
    footer: 'Skillhub',
    buttons: [],
    ...overrides,
  };
  const created = await api(app, 'POST', '/whatsapp/message-template', token, body);
  if (created.status !== 201) throw new Error(`template: ${created.raw}`);
  const id = created.body.data._id as string;
  const expected = body.name.startsWith('reject_') ? 'Rejected' : 'Approved';
  // vi.waitFor rather than expect.poll: this also runs in beforeAll.
  return vi.waitFor(
    async () => {
      const { body: read } = await api(app, 'GET', `/whatsapp/message-template/${id}`, token);
      if (read.data.status !== expected) throw new Error(`template ${read.data.status}, waiting for ${expected}`);
      return read.data;
    },
    { timeout: 10_000, interval: 20 },
  );
}

export const send = (app: FastifyInstance, token: string, body: SendMessageBody | Record<string, unknown>) =>
  api(app, 'POST', '/whatsapp/send-message', token, body);

/**
 * New opted-in contacts of `numbers` (named `<name> 0`, `<name> 1`…), sent `templateId` with their name and
 * "Tally" in its body: the send call's answer. The call kicks the app's sender.
 */
export async function sendTemplateToNewContacts(
  app: FastifyInstance,
  token: string,
  templateId: string,
  numbers: string[],
  name: string,
) {
  const contacts = await app.db
    .insert(whatsappContacts)
    .values(
      numbers.map((number, i) => ({ name: `${name} ${i}`, number, optedIn: true, optInSource: 'Import' as const })),
    )
    .returning({ id: whatsappContacts.id });
  return send(app, token, {
    to: { kind: 'contacts', contactIds: contacts.map((c) => c.id) },
    message: {
      type: 'template',
      templateId,
      bodyVariables: [
        { source: 'field', field: 'name' },
        { source: 'text', value: 'Tally' },
      ],
    },
  });
}

/** The messages of a broadcast as stored, by number. */
export async function messagesOf(app: FastifyInstance, broadcastId: string) {
  const rows = await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.broadcastId, broadcastId));
  return new Map(rows.map((row) => [row.number, row]));
}

/** Posts a webhook delivery signed with the app's secret (or the given signature); answers status and body. */
export async function postWebhook(app: FastifyInstance, body: unknown, signature?: string | null) {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  const secret = app.whatsapp.appSecret ?? 'no-secret';
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature === undefined ? webhookSignature(secret, rawBody) : signature;
  if (sig !== null) headers['x-hub-signature-256'] = sig;
  const response = await app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers, payload: rawBody });
  return { status: response.statusCode, body: response.json() };
}

const unix = (date: Date) => String(Math.floor(date.getTime() / 1000));

/** A `messages` change as the API posts it, for the sandbox's phone number. */
export function messagesDelivery(
  app: FastifyInstance,
  value: {
    statuses?: {
      id: string;
      status: string;
      at: Date;
      recipient: string;
      errors?: { code: number; title: string }[];
    }[];
    messages?: { from: string; id: string; at: Date; text?: string; type?: string }[];
    contacts?: { wa_id: string; name: string }[];
  },
) {
  const phoneNumberId = app.whatsapp.sandbox?.credentials.phoneNumberId ?? '100000000000001';
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000001',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '918000000001', phone_number_id: phoneNumberId },
              ...(value.contacts
                ? { contacts: value.contacts.map((c) => ({ profile: { name: c.name }, wa_id: c.wa_id })) }
                : {}),
              ...(value.statuses
                ? {
                    statuses: value.statuses.map((s) => ({
                      id: s.id,
                      status: s.status,
                      timestamp: unix(s.at),
                      recipient_id: s.recipient,
                      ...(s.errors ? { errors: s.errors } : {}),
                    })),
                  }
                : {}),
              ...(value.messages
                ? {
                    messages: value.messages.map((m) => ({
                      from: m.from,
                      id: m.id,
                      timestamp: unix(m.at),
                      type: m.type ?? 'text',
                      ...(m.text === undefined ? {} : { text: { body: m.text } }),
                    })),
                  }
                : {}),
            },
          },
        ],
      },
    ],
  };
}
