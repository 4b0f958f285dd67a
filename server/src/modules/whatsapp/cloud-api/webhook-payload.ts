import { z } from 'zod';

/**
 * The webhook body the Cloud API posts (and the sandbox posts alike): message statuses, inbound messages and
 * template review results. Unknown fields are kept out; unknown kinds of change are accepted and ignored, as
 * the API adds new ones.
 */

const apiError = z.object({
  code: z.number().int(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).optional(),
});

export const webhookStatusSchema = z.object({
  /** The wamid the send call answered. */
  id: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  /** Unix seconds, as a string. */
  timestamp: z.string().regex(/^\d+$/),
  recipient_id: z.string(),
  errors: z.array(apiError).optional(),
});
export type WebhookStatus = z.infer<typeof webhookStatusSchema>;

export const webhookInboundMessageSchema = z.object({
  from: z.string(),
  id: z.string().min(1),
  timestamp: z.string().regex(/^\d+$/),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  /** A tap on a template's quick-reply button. */
  button: z.object({ text: z.string(), payload: z.string().optional() }).optional(),
});
export type WebhookInboundMessage = z.infer<typeof webhookInboundMessageSchema>;

export const messagesChangeSchema = z.object({
  field: z.literal('messages'),
  value: z.object({
    messaging_product: z.literal('whatsapp'),
    metadata: z.object({ display_phone_number: z.string(), phone_number_id: z.string() }),
    contacts: z.array(z.object({ profile: z.object({ name: z.string() }).optional(), wa_id: z.string() })).optional(),
    messages: z.array(webhookInboundMessageSchema).optional(),
    statuses: z.array(webhookStatusSchema).optional(),
  }),
});

export const templateStatusChangeSchema = z.object({
  field: z.literal('message_template_status_update'),
  value: z.object({
    event: z.string(),
    message_template_id: z.union([z.number(), z.string()]).transform(String),
    message_template_name: z.string(),
    message_template_language: z.string(),
    reason: z.string().nullable().optional(),
  }),
});

/** A change of a kind the platform does not handle (account updates, quality changes ...). */
const otherChangeSchema = z.object({ field: z.string(), value: z.unknown() });

export const webhookBodySchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(z.union([messagesChangeSchema, templateStatusChangeSchema, otherChangeSchema])),
    }),
  ),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** The header the API signs a delivery with: `sha256=` and the HMAC-SHA256 of the raw body under the app secret. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';
