import { z } from 'zod';
import { WHATSAPP_NUMBER_MAX, WHATSAPP_NUMBER_MIN } from '../constants.ts';
import { booleanQuery, timestampsSchema, uuidSchema } from './common.ts';
import { emptyToUndefined, multiLine, singleLine } from './fields.ts';
import { pagingShape, withPage } from './paging.ts';

/**
 * WhatsApp outreach: contacts (with their opt-in), message templates reviewed by the WhatsApp Business Cloud
 * API, messages sent one by one or as broadcasts with their delivery status, and the business account's
 * connection. The limits are the Cloud API's own, so a template the form accepts is one the API accepts.
 */

// ---------------------------------------------------------------- contacts

export const CONTACT_GENDERS = ['Male', 'Female', 'Others'] as const;
export type ContactGender = (typeof CONTACT_GENDERS)[number];

/**
 * How a contact's opt-in was given: by staff (the form or an import), on a public form and confirmed by the
 * number (Enquiry, Contact Us, Event), or by the number's own START or YES ('Reply').
 */
export const OPT_IN_SOURCES = ['Staff', 'Import', 'Enquiry', 'Contact Us', 'Event', 'Reply'] as const;
export type OptInSource = (typeof OPT_IN_SOURCES)[number];
/** The public forms whose WhatsApp box asks for consent, which the number must then confirm. */
export const OPT_IN_REQUEST_SOURCES = ['Enquiry', 'Contact Us', 'Event'] as const;
export type OptInRequestSource = (typeof OPT_IN_REQUEST_SOURCES)[number];
/** How a contact opted out: a STOP reply, or staff on the contact's request. */
export const OPT_OUT_SOURCES = ['Reply', 'Staff'] as const;
export type OptOutSource = (typeof OPT_OUT_SOURCES)[number];

export const WHATSAPP_NUMBER_PATTERN = new RegExp(`^[1-9]\\d{${WHATSAPP_NUMBER_MIN - 1},${WHATSAPP_NUMBER_MAX - 1}}$`);
export const WHATSAPP_NUMBER_MESSAGE = `Number must be ${WHATSAPP_NUMBER_MIN}-${WHATSAPP_NUMBER_MAX} digits with the country code, starting 1-9, without a plus sign`;
/** India's country code, put before a 10-digit phone from an enquiry or the contact form. */
export const INDIA_COUNTRY_CODE = '91';

export const whatsappNumberField = z
  .string({ error: 'Number is required' })
  .trim()
  .min(1, 'Number is required')
  .regex(WHATSAPP_NUMBER_PATTERN, WHATSAPP_NUMBER_MESSAGE);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.string().check(singleLine).trim().max(max, `${label} must not exceed ${max} characters`).optional(),
  );

export const contactBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must not exceed 100 characters'),
  number: whatsappNumberField,
  age: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'Age must be a number' })
      .int('Age must be a whole number')
      .gt(0, 'Age must be greater than 0')
      .max(150, 'Age must be at most 150')
      .optional(),
  ),
  gender: z.preprocess(
    emptyToUndefined,
    z.enum(CONTACT_GENDERS, { error: 'Gender must be Male, Female or Others' }).optional(),
  ),
  address: optionalText('Address', 300),
  occupation: optionalText('Occupation', 100),
  /** Whether the contact has agreed to receive messages; a change records when and how. */
  optedIn: z.boolean().default(true),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactValues = z.output<typeof contactBodySchema>;

/**
 * An edit of a contact: as a new one, but the opt-in must be said (true or false), never defaulted, so that an
 * edit that leaves it out cannot opt back in a contact who replied STOP.
 */
export const updateContactBodySchema = contactBodySchema.extend({
  optedIn: z.boolean({ error: 'Opted in must be given: true or false' }),
});
export type UpdateContactBody = z.input<typeof updateContactBodySchema>;

export const contactSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    number: z.string(),
    age: z.number().int().nullable(),
    gender: z.enum(CONTACT_GENDERS).nullable(),
    address: z.string().nullable(),
    occupation: z.string().nullable(),
    optedIn: z.boolean(),
    optInAt: z.string().nullable(),
    optInSource: z.enum(OPT_IN_SOURCES).nullable(),
    optOutAt: z.string().nullable(),
    optOutSource: z.enum(OPT_OUT_SOURCES).nullable(),
    /**
     * A public form asked for messages and the number has not confirmed yet (nor opted out): it is sent a
     * request to reply YES, and nothing else, until its YES or START (or a message of its own, written before
     * the request reached it) opts it in.
     */
    awaitingConfirmation: z.boolean(),
    /** The latest public form that asked for messages to this number, and when. */
    optInRequestedAt: z.string().nullable(),
    optInRequestSource: z.enum(OPT_IN_REQUEST_SOURCES).nullable(),
    /** When the number was last sent the request to confirm; null while none was sent (no account connected). */
    optInPromptedAt: z.string().nullable(),
    /** The contact's last message to the business: free text may be sent until 24 hours after it. */
    lastInboundAt: z.string().nullable(),
  })
  .extend(timestampsSchema.shape);
export type Contact = z.infer<typeof contactSchema>;

/** The filters a contacts list and a broadcast share. */
export const contactFilterShape = {
  search: z.string().check(singleLine).trim().max(200, 'search must not exceed 200 characters').optional(),
  gender: z.enum(CONTACT_GENDERS, { error: 'gender must be Male, Female or Others' }).optional(),
  occupation: z.string().check(singleLine).trim().max(100, 'occupation must not exceed 100 characters').optional(),
  optedIn: booleanQuery.optional(),
};

export const listContactsQuerySchema = z.object({ ...pagingShape(), ...contactFilterShape }).transform(withPage);
export type ListContactsQuery = z.output<typeof listContactsQuerySchema>;

export const CONTACTS_BULK_MAX_BYTES = 10 * 1024 * 1024;
export const CONTACTS_BULK_MAX_ROWS = 50_000;

/** POST /whatsapp/contacts/bulk?mode=: `preview` writes nothing; `import` adds or merges the rows without errors. */
export const contactsBulkQuerySchema = z.object({
  mode: z.enum(['preview', 'import'], { error: 'mode must be preview or import' }).default('preview'),
});

export const contactsBulkResultSchema = z.object({
  total: z.number().int().describe('rows with data below the header'),
  valid: z.number().int().describe('rows without errors'),
  invalid: z.number().int(),
  created: z.number().int().describe('new contacts (0 in preview)'),
  merged: z
    .number()
    .int()
    .describe('rows whose number was already a contact, or repeated in the file: merged, not doubled'),
  optedOut: z
    .number()
    .int()
    .describe('numbers of the file on the opt-out list (they replied STOP): added opted out, never opted in'),
  rows: z
    .array(
      z.object({
        row: z.number().int().describe('as the spreadsheet numbers it: the header is row 1'),
        number: z.string(),
        errors: z.record(z.string(), z.string()).describe('per column, the messages of the contact form'),
      }),
    )
    .describe('the rows with errors, at most 500'),
  moreRows: z.number().int().describe('rows with errors left out of `rows`'),
});
export type ContactsBulkResult = z.infer<typeof contactsBulkResultSchema>;

export const templateFileQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
});

// ---------------------------------------------------------------- templates

export const TEMPLATE_CATEGORIES = ['Marketing', 'Utility', 'Authentication'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const TEMPLATE_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
/** The languages offered (codes as the Cloud API spells them). */
export const TEMPLATE_LANGUAGES = [
  'en',
  'en_US',
  'en_GB',
  'hi',
  'bn',
  'gu',
  'kn',
  'ml',
  'mr',
  'pa',
  'ta',
  'te',
] as const;
export const HEADER_FORMATS = ['NONE', 'TEXT', 'IMAGE', 'DOCUMENT'] as const;
export type HeaderFormat = (typeof HEADER_FORMATS)[number];
export const BUTTON_TYPES = ['QUICK_REPLY', 'URL', 'PHONE_NUMBER'] as const;

/** The Cloud API's limits on a template. */
export const TEMPLATE_LIMITS = {
  name: 512,
  headerText: 60,
  body: 1024,
  footer: 60,
  buttons: 10,
  buttonText: 25,
  url: 2000,
  phoneNumber: 20,
  urlButtons: 2,
  phoneButtons: 1,
  sample: 200,
} as const;

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variables of a text in order of appearance, as written between the braces. */
export function variablesOf(text: string): string[] {
  return [...text.matchAll(VARIABLE)].map((match) => match[1] ?? '');
}

/**
 * What is wrong with a text's variables, by the API's rules: each is a number between double braces, they
 * count up from {{1}} without gaps, and (for a body) the text neither starts nor ends with one. Null when fine.
 */
export function variableProblem(text: string, options: { edges: boolean }): string | null {
  const names = variablesOf(text);
  if (names.some((name) => !/^[1-9]\d*$/.test(name))) return 'Variables must be numbers in double braces, like {{1}}';
  const distinct = [...new Set(names.map(Number))].sort((a, b) => a - b);
  if (distinct.some((n, i) => n !== i + 1)) return 'Variables must count up from {{1}} without gaps';
  if (options.edges && names.length > 0) {
    const trimmed = text.trim();
    if (/^\{\{[^{}]*\}\}/.test(trimmed) || /\{\{[^{}]*\}\}$/.test(trimmed)) {
      return 'The body must not start or end with a variable';
    }
  }
  return null;
}

/** How many distinct variables a text holds ({{1}} and {{2}}: 2). */
export const variableCount = (text: string) => new Set(variablesOf(text)).size;

const sampleField = z
  .string({ error: 'Sample value is required' })
  .check(singleLine)
  .trim()
  .min(1, 'Sample value is required')
  .max(TEMPLATE_LIMITS.sample, `A sample value must not exceed ${TEMPLATE_LIMITS.sample} characters`);

const buttonText = z
  .string({ error: 'Button text is required' })
  .check(singleLine)
  .trim()
  .min(1, 'Button text is required')
  .max(TEMPLATE_LIMITS.buttonText, `Button text must not exceed ${TEMPLATE_LIMITS.buttonText} characters`);

export const templateButtonSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('QUICK_REPLY'), text: buttonText }),
    z.object({
      type: z.literal('URL'),
      text: buttonText,
      url: z
        .string({ error: 'URL is required' })
        .trim()
        .max(TEMPLATE_LIMITS.url, `URL must not exceed ${TEMPLATE_LIMITS.url} characters`)
        .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/, 'URL must be a web address starting with http:// or https://'),
    }),
    z.object({
      type: z.literal('PHONE_NUMBER'),
      text: buttonText,
      phoneNumber: z
        .string({ error: 'Phone number is required' })
        .trim()
        .max(TEMPLATE_LIMITS.phoneNumber, `Phone number must not exceed ${TEMPLATE_LIMITS.phoneNumber} characters`)
        .regex(/^\+?[1-9]\d{6,19}$/, 'Phone number must have the country code and digits only'),
    }),
  ],
  { error: 'Button type must be QUICK_REPLY, URL or PHONE_NUMBER' },
);
export type TemplateButton = z.infer<typeof templateButtonSchema>;

export const templateHeaderSchema = z.discriminatedUnion(
  'format',
  [
    z.object({ format: z.literal('NONE') }),
    z.object({
      format: z.literal('TEXT'),
      text: z
        .string({ error: 'Header text is required' })
        .check(singleLine)
        .trim()
        .min(1, 'Header text is required')
        .max(TEMPLATE_LIMITS.headerText, `Header text must not exceed ${TEMPLATE_LIMITS.headerText} characters`),
      /** The sample of the header's one variable, when it has one. */
      example: z.preprocess(emptyToUndefined, sampleField.optional()),
    }),
    /** An image or PDF header: its sample is a file uploaded through POST /whatsapp/attachments. */
    z.object({ format: z.literal('IMAGE'), attachmentId: uuidSchema }),
    z.object({ format: z.literal('DOCUMENT'), attachmentId: uuidSchema }),
  ],
  { error: 'Header must be NONE, TEXT, IMAGE or DOCUMENT' },
);
export type TemplateHeader = z.infer<typeof templateHeaderSchema>;

/** A header as answered: the same shapes without the form's preprocessing, which an answer cannot encode. */
const templateHeaderAnswerSchema = z.discriminatedUnion('format', [
  z.object({ format: z.literal('NONE') }),
  z.object({ format: z.literal('TEXT'), text: z.string(), example: z.string().optional() }),
  z.object({ format: z.literal('IMAGE'), attachmentId: z.string() }),
  z.object({ format: z.literal('DOCUMENT'), attachmentId: z.string() }),
]);

export const templateBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(TEMPLATE_LIMITS.name, `Name must not exceed ${TEMPLATE_LIMITS.name} characters`)
      .regex(/^[a-z0-9_]+$/, 'Name may hold lowercase letters, digits and underscores only'),
    language: z.enum(TEMPLATE_LANGUAGES, { error: 'Choose a language' }),
    category: z.enum(TEMPLATE_CATEGORIES, { error: 'Category must be Marketing, Utility or Authentication' }),
    header: templateHeaderSchema.default({ format: 'NONE' }),
    body: z
      .string({ error: 'Body is required' })
      .check(multiLine)
      .trim()
      .min(1, 'Body is required')
      .max(TEMPLATE_LIMITS.body, `Body must not exceed ${TEMPLATE_LIMITS.body} characters`),
    /** One sample per body variable, in order: {{1}}'s first. */
    bodyExamples: z.array(sampleField).max(100).default([]),
    footer: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .check(singleLine)
        .trim()
        .max(TEMPLATE_LIMITS.footer, `Footer must not exceed ${TEMPLATE_LIMITS.footer} characters`)
        .refine((text) => variableCount(text) === 0, 'The footer cannot hold variables')
        .optional(),
    ),
    buttons: z
      .array(templateButtonSchema)
      .max(TEMPLATE_LIMITS.buttons, `At most ${TEMPLATE_LIMITS.buttons} buttons`)
      .default([]),
  })
  .superRefine((template, ctx) => {
    const bodyProblem = variableProblem(template.body, { edges: true });
    if (bodyProblem) ctx.addIssue({ code: 'custom', path: ['body'], message: bodyProblem });
    const count = variableCount(template.body);
    if (!bodyProblem && template.bodyExamples.length !== count) {
      ctx.addIssue({
        code: 'custom',
        path: ['bodyExamples'],
        message: `Give one sample value for each of the body's ${count} variable(s)`,
      });
    }
    if (template.header.format === 'TEXT') {
      const header = template.header;
      const problem = variableProblem(header.text, { edges: false });
      const headerCount = variableCount(header.text);
      if (problem) ctx.addIssue({ code: 'custom', path: ['header', 'text'], message: problem });
      else if (headerCount > 1) {
        ctx.addIssue({ code: 'custom', path: ['header', 'text'], message: 'The header may hold one variable at most' });
      } else if (headerCount === 1 && !header.example) {
        ctx.addIssue({
          code: 'custom',
          path: ['header', 'example'],
          message: "Give a sample value for the header's variable",
        });
      }
    }
    const urls = template.buttons.filter((b) => b.type === 'URL').length;
    const phones = template.buttons.filter((b) => b.type === 'PHONE_NUMBER').length;
    if (urls > TEMPLATE_LIMITS.urlButtons) {
      ctx.addIssue({ code: 'custom', path: ['buttons'], message: `At most ${TEMPLATE_LIMITS.urlButtons} URL buttons` });
    }
    if (phones > TEMPLATE_LIMITS.phoneButtons) {
      ctx.addIssue({ code: 'custom', path: ['buttons'], message: 'At most one phone number button' });
    }
    // A variable URL needs a value per send, which messages do not carry: the URL is fixed.
    template.buttons.forEach((button, index) => {
      if (button.type === 'URL' && variablesOf(button.url).length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['buttons', index, 'url'],
          message: 'A button URL cannot hold variables',
        });
      }
    });
    if (
      template.category === 'Authentication' &&
      template.header.format !== 'NONE' &&
      template.header.format !== 'TEXT'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['header'],
        message: 'An authentication template cannot have a media header',
      });
    }
  });
export type TemplateBody = z.input<typeof templateBodySchema>;
export type TemplateValues = z.output<typeof templateBodySchema>;

export const templateSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    language: z.enum(TEMPLATE_LANGUAGES),
    category: z.enum(TEMPLATE_CATEGORIES),
    header: templateHeaderAnswerSchema,
    body: z.string(),
    bodyExamples: z.array(z.string()),
    footer: z.string().nullable(),
    buttons: z.array(templateButtonSchema),
    status: z.enum(TEMPLATE_STATUSES),
    /** Why the review rejected it, as the API says. */
    rejectedReason: z.string().nullable(),
    /** The template's id at the API; null until submitted. */
    providerId: z.string().nullable(),
  })
  .extend(timestampsSchema.shape);
export type Template = z.infer<typeof templateSchema>;

export const listTemplatesQuerySchema = z
  .object({
    ...pagingShape(),
    status: z.enum(TEMPLATE_STATUSES, { error: 'status must be Pending, Approved or Rejected' }).optional(),
    category: z
      .enum(TEMPLATE_CATEGORIES, { error: 'category must be Marketing, Utility or Authentication' })
      .optional(),
  })
  .transform(withPage);

// ---------------------------------------------------------------- messages

/** Where a template variable's value comes from: one of the contact's fields, or a text typed for everyone. */
export const CONTACT_VARIABLE_FIELDS = ['name', 'number', 'age', 'gender', 'address', 'occupation'] as const;
export const variableSourceSchema = z.discriminatedUnion(
  'source',
  [
    z.object({
      source: z.literal('field'),
      field: z.enum(CONTACT_VARIABLE_FIELDS, { error: 'Choose a contact field' }),
    }),
    z.object({
      source: z.literal('text'),
      value: z
        .string({ error: 'Value is required' })
        .check(singleLine)
        .trim()
        .min(1, 'Value is required')
        .max(1024, 'A value must not exceed 1024 characters'),
    }),
  ],
  { error: 'A variable comes from a contact field or a typed text' },
);
export type VariableSource = z.infer<typeof variableSourceSchema>;

export const FREE_TEXT_MAX = 4096;
/** Free text may be sent to a contact only this long after the contact's last message (the API's rule). */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SEND_MAX_CONTACTS = 1000;

export const sendRecipientsSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('contacts'),
      contactIds: z
        .array(uuidSchema)
        .min(1, 'Choose at least one contact')
        .max(SEND_MAX_CONTACTS, `At most ${SEND_MAX_CONTACTS} contacts; send to a filter for more`),
    }),
    /** A broadcast: every opted-in contact matching the filter. */
    z.object({ kind: z.literal('filter'), filter: z.object(contactFilterShape).omit({ optedIn: true }) }),
  ],
  { error: 'Recipients are chosen contacts or a filter' },
);

export const sendContentSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('template'),
      templateId: uuidSchema,
      /** One source per body variable, in order. */
      bodyVariables: z.array(variableSourceSchema).max(100).default([]),
      headerVariable: variableSourceSchema.optional(),
      /** The file of an image or document header, uploaded through POST /whatsapp/attachments. */
      headerAttachmentId: uuidSchema.optional(),
    }),
    z.object({
      type: z.literal('text'),
      text: z
        .string({ error: 'Message is required' })
        .check(multiLine)
        .trim()
        .min(1, 'Message is required')
        .max(FREE_TEXT_MAX, `A message must not exceed ${FREE_TEXT_MAX} characters`),
    }),
  ],
  { error: 'A message is a template or a text' },
);

export const sendMessageBodySchema = z.object({ to: sendRecipientsSchema, message: sendContentSchema });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const sendOutcomeSchema = z.object({
  broadcastId: z.string(),
  queued: z.number().int(),
  skippedOptedOut: z.number().int().describe('contacts who have not opted in, or opted out'),
  skippedInvalid: z.number().int().describe('numbers the API refused as not on WhatsApp before'),
  skippedOutsideWindow: z.number().int().describe('free text only: contacts whose last message is over 24 hours old'),
});
export type SendOutcome = z.infer<typeof sendOutcomeSchema>;

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageSchema = z.object({
  _id: z.string(),
  contact: z.object({ _id: z.string(), name: z.string() }).nullable(),
  number: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  type: z.enum(['template', 'text', 'image', 'document']),
  /** What the recipient reads: a template with its variables filled in, or the text. */
  text: z.string(),
  templateName: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.object({ code: z.number().int(), message: z.string() }).nullable(),
  broadcastId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const listMessagesQuerySchema = z
  .object({
    ...pagingShape(),
    contactId: uuidSchema.optional(),
    broadcastId: uuidSchema.optional(),
    status: z.enum(MESSAGE_STATUSES, { error: 'Invalid status' }).optional(),
    direction: z.enum(['outbound', 'inbound'], { error: 'direction must be outbound or inbound' }).optional(),
  })
  .transform(withPage);

export const listBroadcastsQuerySchema = z.object(pagingShape()).transform(withPage);

/**
 * The label of a broadcast of free text. A template's name cannot be it (lowercase, digits and underscores), so
 * the front end shows it in the page's language by this value.
 */
export const FREE_TEXT_LABEL = 'Free text';

export const broadcastSchema = z.object({
  _id: z.string(),
  /** The template's name, or FREE_TEXT_LABEL. */
  label: z.string().describe('the template\'s name, or "Free text" (FREE_TEXT_LABEL) for a free-text broadcast'),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  total: z.number().int(),
  skippedOptedOut: z.number().int(),
  skippedInvalid: z.number().int(),
  skippedOutsideWindow: z.number().int(),
  counts: z.object({
    queued: z.number().int().describe('queued or being sent'),
    sent: z.number().int(),
    delivered: z.number().int(),
    read: z.number().int(),
    failed: z.number().int(),
  }),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const conversationSchema = z.object({
  contact: contactSchema,
  /** Oldest first, the latest 200. */
  messages: z.array(messageSchema),
  /** Until when free text may be sent; null when the window is closed. */
  windowOpenUntil: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

// ---------------------------------------------------------------- attachments

export const WHATSAPP_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The API's limits: images 5 MB, documents 100 MB; the platform keeps documents to 16 MB. */
export const WHATSAPP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const WHATSAPP_DOCUMENT_MAX_BYTES = 16 * 1024 * 1024;

export const attachmentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  mimeType: z.enum(WHATSAPP_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

// ---------------------------------------------------------------- account

export const loginBodySchema = z.object({
  accessToken: z
    .string({ error: 'Access token is required' })
    .trim()
    .min(1, 'Access token is required')
    .max(1024, 'Access token must not exceed 1024 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Access token may hold letters, digits, ".", "-" and "_" only'),
  phoneNumberId: z
    .string({ error: 'Phone number ID is required' })
    .trim()
    .regex(/^\d{5,20}$/, 'Phone number ID must be 5-20 digits'),
  businessAccountId: z
    .string({ error: 'Business account ID is required' })
    .trim()
    .regex(/^\d{5,20}$/, 'Business account ID must be 5-20 digits'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const accountStatusSchema = z.object({
  /** sandbox: the built-in stand-in for the Cloud API; cloud: the real API. */
  mode: z.enum(['sandbox', 'cloud']),
  connected: z.boolean(),
  phoneNumberId: z.string().nullable(),
  businessAccountId: z.string().nullable(),
  displayPhoneNumber: z.string().nullable(),
  verifiedName: z.string().nullable(),
  qualityRating: z.string().nullable().describe('GREEN, YELLOW, RED or UNKNOWN'),
  messagingLimit: z.string().nullable().describe('the API tier, e.g. TIER_1K'),
  connectedAt: z.string().nullable(),
  /** Sandbox only: the credentials it accepts, so staff can connect it. */
  sandboxCredentials: loginBodySchema.nullable(),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

// ---------------------------------------------------------------- sandbox phone

export const sandboxPhoneSchema = z.object({
  number: z.string(),
  messages: z.array(
    z.object({
      id: z.string(),
      direction: z.enum(['to-phone', 'from-phone']),
      text: z.string(),
      status: z.string(),
      at: z.string(),
    }),
  ),
});
export type SandboxPhone = z.infer<typeof sandboxPhoneSchema>;

export const sandboxReplyBodySchema = z.object({
  text: z
    .string({ error: 'Message is required' })
    .check(multiLine)
    .trim()
    .min(1, 'Message is required')
    .max(FREE_TEXT_MAX, `A message must not exceed ${FREE_TEXT_MAX} characters`),
});

export const whatsappIdParamsSchema = z.object({ id: uuidSchema });
export const contactIdParamsSchema = z.object({ contactId: uuidSchema });
export const numberParamsSchema = z.object({ number: whatsappNumberField });
