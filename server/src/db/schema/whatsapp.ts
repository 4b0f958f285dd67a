import type {
  ContactGender,
  HeaderFormat,
  MessageStatus,
  OptInRequestSource,
  OptInSource,
  OptOutSource,
  TemplateButton,
  TemplateCategory,
  TemplateStatus,
} from '@skillhub/shared/schemas/whatsapp';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users-and-roles.ts';

/**
 * WhatsApp outreach: the business account's connection, contacts with their opt-in, templates reviewed by the
 * Cloud API, and messages. The messages table is also the send queue: a queued row is claimed by one sender at a
 * time (a lease), so no message goes out twice.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The one connected business account (`key` = 'default'); the token is stored encrypted (AES-256-GCM). */
export const whatsappAccount = pgTable('whatsapp_account', {
  key: text('key').primaryKey(),
  phoneNumberId: text('phone_number_id').notNull(),
  businessAccountId: text('business_account_id').notNull(),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  displayPhoneNumber: text('display_phone_number'),
  verifiedName: text('verified_name'),
  qualityRating: text('quality_rating'),
  messagingLimit: text('messaging_limit'),
  connectedAt: at('connected_at').notNull().defaultNow(),
  connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const whatsappContacts = pgTable(
  'whatsapp_contacts',
  {
    id: id(),
    name: text('name').notNull(),
    /** Country code and number, digits only: one contact per number. */
    number: text('number').notNull().unique(),
    age: integer('age'),
    gender: text('gender').$type<ContactGender>(),
    address: text('address'),
    occupation: text('occupation'),
    optedIn: boolean('opted_in').notNull().default(true),
    optInAt: at('opt_in_at'),
    optInSource: text('opt_in_source').$type<OptInSource>(),
    optOutAt: at('opt_out_at'),
    optOutSource: text('opt_out_source').$type<OptOutSource>(),
    /**
     * The latest public form that asked for messages to this number (its WhatsApp box), and when: such a
     * contact is not opted in until the number confirms (modules/whatsapp/contact-opt-in.ts). Kept after the
     * confirmation, as the request the number confirmed.
     */
    optInRequestedAt: at('opt_in_requested_at'),
    optInRequestSource: text('opt_in_request_source').$type<OptInRequestSource>(),
    /** When the number was last sent the request to confirm (at most one a day). */
    optInPromptedAt: at('opt_in_prompted_at'),
    lastInboundAt: at('last_inbound_at'),
    /** When the API said the number is not on WhatsApp; later sends skip it. Cleared when the number is edited. */
    undeliverableAt: at('undeliverable_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('whatsapp_contacts_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('whatsapp_contacts_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    // The list's occupation filter compares lower(occupation).
    index('whatsapp_contacts_occupation_idx').on(sql`lower(${t.occupation})`),
    index('whatsapp_contacts_created_idx').on(t.createdAt),
    // The sender looks for contacts awaiting confirmation on every run: few rows among many.
    index('whatsapp_contacts_awaiting_idx')
      .on(t.optInRequestedAt)
      .where(sql`NOT ${t.optedIn} AND ${t.optOutAt} IS NULL AND ${t.optInRequestedAt} IS NOT NULL`),
  ],
);

/**
 * Numbers that opted out (a STOP reply, or staff on the number's request), kept apart from the contacts so that
 * deleting a contact does not forget it: every opt-in checks this list, and only the number's own START or YES
 * reply takes it off. Numbers are kept as the SHA-256 of their E.164 form (modules/whatsapp/opt-out-list.ts),
 * not readable in a listing or an export.
 */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  numberHash: text('number_hash').primaryKey(),
  optedOutAt: at('opted_out_at').notNull(),
  source: text('source').$type<OptOutSource>().notNull(),
});

/** A file to send (an image or a PDF), kept by the storage driver. */
export const whatsappAttachments = pgTable('whatsapp_attachments', {
  id: id(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  /** The media id the API gave the uploaded file, reused until it expires (the API keeps media 30 days). */
  providerMediaId: text('provider_media_id'),
  providerMediaAt: at('provider_media_at'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: id(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').$type<TemplateCategory>().notNull(),
    headerFormat: text('header_format').$type<HeaderFormat>().notNull().default('NONE'),
    headerText: text('header_text'),
    headerExample: text('header_example'),
    headerAttachmentId: uuid('header_attachment_id').references(() => whatsappAttachments.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    bodyExamples: jsonb('body_examples').$type<string[]>().notNull().default([]),
    footer: text('footer'),
    buttons: jsonb('buttons').$type<TemplateButton[]>().notNull().default([]),
    status: text('status').$type<TemplateStatus>().notNull().default('Pending'),
    rejectedReason: text('rejected_reason'),
    providerId: text('provider_id').unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('whatsapp_templates_name_language_idx').on(t.name, t.language)],
);

/** One send call: to chosen contacts or a filter. Its messages carry its id; the counts come from them. */
export const whatsappBroadcasts = pgTable('whatsapp_broadcasts', {
  id: id(),
  templateId: uuid('template_id').references(() => whatsappTemplates.id, { onDelete: 'set null' }),
  label: text('label').notNull(),
  /** The filter of a broadcast to everyone matching; null for chosen contacts. */
  filter: jsonb('filter').$type<Record<string, string>>(),
  total: integer('total').notNull().default(0),
  skippedOptedOut: integer('skipped_opted_out').notNull().default(0),
  skippedInvalid: integer('skipped_invalid').notNull().default(0),
  skippedOutsideWindow: integer('skipped_outside_window').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    /**
     * Arrival order, given by the database on insert: orders messages of the same time (the API's timestamps
     * are whole seconds, and a broadcast's messages share one).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    contactId: uuid('contact_id').references(() => whatsappContacts.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    broadcastId: uuid('broadcast_id').references(() => whatsappBroadcasts.id, { onDelete: 'set null' }),
    direction: text('direction').$type<'outbound' | 'inbound'>().notNull(),
    type: text('type').$type<'template' | 'text' | 'image' | 'document'>().notNull(),
    /** What the recipient reads (a template with its variables filled in, or the text). */
    text: text('text').notNull(),
    templateName: text('template_name'),
    /** The Cloud API request body, without `to` (added when sent); media as attachment ids to upload first. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /**
     * The request to confirm a public form's opt-in: the one message a contact awaiting confirmation may be
     * sent (send-queue.ts checks it when claiming).
     */
    consentRequest: boolean('consent_request').notNull().default(false),
    status: text('status').$type<MessageStatus>().notNull(),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    /** The API's message id (wamid): statuses in webhooks find their message by it; inbound ones are unique by it. */
    wamid: text('wamid').unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    /** While a sender holds the row; a row still 'sending' after its lease ran out is failed, never resent. */
    leaseUntil: at('lease_until'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    deliveredAt: at('delivered_at'),
    readAt: at('read_at'),
    failedAt: at('failed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The send queue's claim order (oldest due first): a claim reads its batch off the index, however long the queue.
    index('whatsapp_messages_queue_idx')
      .on(sql`coalesce(${t.nextAttemptAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('whatsapp_messages_broadcast_idx').on(t.broadcastId, t.status),
    // The lists' order (time, then arrival), for a contact's conversation and for all messages.
    index('whatsapp_messages_contact_idx').on(t.contactId, t.createdAt, t.seq),
    index('whatsapp_messages_created_idx').on(t.createdAt, t.seq),
  ],
);

/**
 * Webhook deliveries already applied, by the SHA-256 of their body: a replayed delivery is acknowledged and
 * skipped. Old rows are removed by housekeeping.
 */
export const whatsappWebhookReceipts = pgTable(
  'whatsapp_webhook_receipts',
  {
    bodyHash: text('body_hash').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bodyHash] }), index('whatsapp_webhook_receipts_received_idx').on(t.receivedAt)],
);
