import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { whatsappContacts, whatsappMessages, whatsappWebhookReceipts } from '../../db/schema/whatsapp.ts';
import { applySequenceReply } from '../lead-sequences/sequence-replies.ts';
import { accountRepository } from './account.repository.ts';
import type { WhatsAppContext } from './account.service.ts';
import { CLOUD_API_ERRORS } from './cloud-api/cloud-api.ts';
import {
  messagesChangeSchema,
  templateStatusChangeSchema,
  type WebhookBody,
  type WebhookInboundMessage,
} from './cloud-api/webhook-payload.ts';
import { optInByMessage, optInByReply, optOut } from './contact-opt-in.ts';
import { recordStatus } from './message-status.ts';
import { applyTemplateReview } from './templates.service.ts';

/** A reply that withdraws consent (trimmed, any case). */
const STOP_WORDS = new Set(['stop', 'stop all', 'unsubscribe']);

/** A reply that gives consent again: the only thing that takes a number off the opt-out list. */
const START_WORDS = new Set(['start', 'yes']);

const wordsOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
export const isStopReply = (text: string) => STOP_WORDS.has(wordsOf(text));
export const isStartReply = (text: string) => START_WORDS.has(wordsOf(text));

export type WebhookOutcome = 'applied' | 'replayed';

const atOf = (unixSeconds: string) => new Date(Number(unixSeconds) * 1000);

type MessagesValue = z.infer<typeof messagesChangeSchema>['value'];

/** What an inbound message shows: its text, a tapped button's text, or its kind in brackets. */
function inboundContent(message: WebhookInboundMessage): { type: 'text' | 'image' | 'document'; text: string } {
  if (message.text) return { type: 'text', text: message.text.body };
  if (message.button) return { type: 'text', text: message.button.text };
  const type = message.type === 'image' || message.type === 'document' ? message.type : 'text';
  return { type, text: `[${message.type}]` };
}

/**
 * An inbound message: stored once (its wamid is unique, so a delivery seen twice adds nothing), linked to the
 * contact with its number, whose 24-hour window it opens. A number that is no contact is kept with no contact:
 * there is no name to give one, and no form asked. A STOP reply puts the number on the opt-out list and opts its
 * contact out; a START or YES reply takes it off and opts its contact in; any other message (text or not)
 * confirms a public form's opt-in awaiting confirmation when no request to confirm has been sent yet, the number
 * having written to the business first. Any message stops the number's follow-up sequences (lead-sequences).
 */
async function recordInbound(tx: Database, message: WebhookInboundMessage, now: Date): Promise<void> {
  const at = atOf(message.timestamp);
  const [contact] = await tx
    .select({ id: whatsappContacts.id })
    .from(whatsappContacts)
    .where(eq(whatsappContacts.number, message.from));
  const content = inboundContent(message);
  const inserted = await tx
    .insert(whatsappMessages)
    .values({
      contactId: contact?.id ?? null,
      number: message.from,
      direction: 'inbound',
      type: content.type,
      text: content.text,
      status: 'received',
      wamid: message.id,
      createdAt: at,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: whatsappMessages.wamid })
    .returning({ id: whatsappMessages.id });
  if (inserted.length === 0) return;
  if (contact) {
    await tx
      .update(whatsappContacts)
      .set({ lastInboundAt: sql`greatest(${whatsappContacts.lastInboundAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(whatsappContacts.id, contact.id));
  }
  const said = message.text?.body ?? message.button?.text;
  const stop = said !== undefined && isStopReply(said);
  if (stop) await optOut(tx, { number: message.from, source: 'Reply', at });
  else if (said !== undefined && isStartReply(said)) await optInByReply(tx, { number: message.from, at });
  else await optInByMessage(tx, { number: message.from, at });
  await applySequenceReply(tx, { number: message.from, optedOut: stop, at }, now);
}

async function applyMessages(tx: Database, value: MessagesValue, now: Date): Promise<void> {
  for (const status of value.statuses ?? []) {
    const first = status.errors?.[0];
    const at = atOf(status.timestamp);
    const outcome = await recordStatus(
      tx,
      {
        wamid: status.id,
        number: status.recipient_id,
        status: status.status,
        at,
        error: first ? { code: first.code, message: first.title ?? first.message ?? 'Failed' } : null,
      },
      now,
    );
    if (outcome?.failed && first?.code === CLOUD_API_ERRORS.undeliverable && outcome.contactId) {
      await tx
        .update(whatsappContacts)
        .set({ undeliverableAt: sql`coalesce(${whatsappContacts.undeliverableAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(whatsappContacts.id, outcome.contactId));
    }
  }
  for (const message of value.messages ?? []) await recordInbound(tx, message, now);
}

/**
 * Applies one signed webhook delivery, all of it or (on an error) none of it, in one transaction with its
 * receipt: a delivery replayed (the same body again) finds its receipt and changes nothing. Changes for
 * another phone number than the connected one are skipped; kinds of change the platform does not use are
 * acknowledged and ignored.
 */
export async function applyWebhook(
  ctx: Pick<WhatsAppContext, 'db' | 'clock'>,
  rawBody: Buffer,
  body: WebhookBody,
): Promise<WebhookOutcome> {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx: Database) => {
    const receipt = await tx
      .insert(whatsappWebhookReceipts)
      .values({ bodyHash, receivedAt: now })
      .onConflictDoNothing()
      .returning({ bodyHash: whatsappWebhookReceipts.bodyHash });
    if (receipt.length === 0) return 'replayed';
    const account = await accountRepository.find(tx);
    for (const entry of body.entry) {
      for (const change of entry.changes) {
        const messages = messagesChangeSchema.safeParse(change);
        if (messages.success) {
          const phoneId = messages.data.value.metadata.phone_number_id;
          if (!account || account.phoneNumberId === phoneId) await applyMessages(tx, messages.data.value, now);
          continue;
        }
        const review = templateStatusChangeSchema.safeParse(change);
        if (review.success) {
          const { value } = review.data;
          await applyTemplateReview(tx, {
            providerId: value.message_template_id,
            event: value.event,
            reason: value.reason ?? null,
            name: value.message_template_name,
            language: value.message_template_language,
          });
        }
      }
    }
    return 'applied';
  });
}
