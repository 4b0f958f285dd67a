import type { ApiTemplateComponent, ApiTemplateStatus } from '../cloud-api/cloud-api.ts';
import { duplicateTemplate, invalidParameter, unknownObject } from './graph-error.ts';
import { graphId } from './graph-ids.ts';
import type { SandboxMedia } from './sandbox-media.ts';
import type { KnownTemplate } from './sandbox-options.ts';
import type { SandboxTimers } from './sandbox-timers.ts';
import { checkComponents, parseOrRefuse, templateCreateSchema, templateEditSchema } from './template-rules.ts';
import { type WebhookDelivery, webhookEnvelope } from './webhook-delivery.ts';

/**
 * The business account's message templates, kept in memory. A submitted (or edited) template is PENDING; after
 * reviewDelayMs its review ends with a `message_template_status_update` webhook and the new status:
 * REJECTED with reason INVALID_FORMAT when the template's name starts with `reject_` (the sandbox's rule, so a
 * demo or a test can see a rejection), APPROVED otherwise.
 */

export const REJECTED_PREFIX = 'reject_';
export const REJECTION_REASON = 'INVALID_FORMAT';

export interface SandboxTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  components: ApiTemplateComponent[];
  status: ApiTemplateStatus;
  /** NONE unless rejected, as the API says it. */
  rejectedReason: string;
}

/** The fields a template read may ask for (`fields=`); id is always answered. */
const TEMPLATE_FIELDS = ['name', 'language', 'status', 'category', 'components', 'rejected_reason'] as const;
const DEFAULT_FIELDS = ['name', 'components', 'language', 'status', 'category'];
const PAGE_DEFAULT = 25;
const PAGE_MAX = 100;

function fieldsOf(query: string | undefined): string[] {
  if (!query) return DEFAULT_FIELDS;
  const fields = query
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const unknown = fields.find((field) => field !== 'id' && !(TEMPLATE_FIELDS as readonly string[]).includes(field));
  if (unknown) {
    throw invalidParameter(`Tried accessing nonexisting field (${unknown}) on node type (WhatsAppBusinessHSM)`);
  }
  return fields;
}

function view(template: SandboxTemplate, fields: string[]) {
  const all: Record<string, unknown> = {
    name: template.name,
    language: template.language,
    status: template.status,
    category: template.category,
    components: template.components,
    rejected_reason: template.rejectedReason,
  };
  return { ...Object.fromEntries(fields.filter((f) => f !== 'id').map((f) => [f, all[f]])), id: template.id };
}

const cursorOf = (index: number) => Buffer.from(`index:${index}`).toString('base64url');
function indexOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^index:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidParameter('The parameter after is not a valid cursor.');
  return Number(match[1]);
}

export class SandboxTemplates {
  private readonly templates = new Map<string, SandboxTemplate>();
  private readonly reviews = new Map<string, () => void>();

  constructor(
    private readonly deps: {
      reviewDelayMs: number;
      timers: SandboxTimers;
      webhooks: WebhookDelivery;
      media: SandboxMedia;
    },
    /** The account's templates from before: approved, no review, no webhook. */
    known: KnownTemplate[] = [],
  ) {
    for (const { id, name, language, category, components } of known) {
      this.templates.set(id, { id, name, language, category, components, status: 'APPROVED', rejectedReason: 'NONE' });
    }
  }

  find(id: string): SandboxTemplate | null {
    return this.templates.get(id) ?? null;
  }

  /** The template a message names, whatever its status. */
  byName(name: string, language: string): SandboxTemplate | null {
    for (const template of this.templates.values()) {
      if (template.name === name && template.language === language) return template;
    }
    return null;
  }

  /** POST /{waba-id}/message_templates. */
  create(body: unknown) {
    const input = parseOrRefuse(templateCreateSchema, body);
    const components = input.components as ApiTemplateComponent[];
    checkComponents(components, (handle) => this.deps.media.handleType(handle));
    if (this.byName(input.name, input.language)) throw duplicateTemplate(input.language);
    const template: SandboxTemplate = {
      id: graphId(),
      name: input.name,
      language: input.language,
      category: input.category,
      components,
      status: 'PENDING',
      rejectedReason: 'NONE',
    };
    this.templates.set(template.id, template);
    this.review(template);
    return { id: template.id, status: template.status, category: template.category };
  }

  /** POST /{template-id}: new content, reviewed again. */
  edit(id: string, body: unknown) {
    const template = this.templates.get(id);
    if (!template) throw unknownObject('post', id);
    const input = parseOrRefuse(templateEditSchema, body);
    const components = input.components as ApiTemplateComponent[];
    checkComponents(components, (handle) => this.deps.media.handleType(handle));
    template.components = components;
    if (input.category) template.category = input.category;
    template.status = 'PENDING';
    template.rejectedReason = 'NONE';
    this.review(template);
    return { success: true };
  }

  /** GET /{template-id}?fields=. */
  read(id: string, fields: string | undefined) {
    const template = this.templates.get(id);
    if (!template) throw unknownObject('get', id);
    return view(template, fieldsOf(fields));
  }

  /**
   * GET /{waba-id}/message_templates?fields=&limit=&after=: oldest first, cursor paging; `next` (the request's
   * address with the following page's cursor) only while more follow.
   */
  list(query: Record<string, string | undefined>, requestUrl: URL) {
    const fields = fieldsOf(query.fields);
    const limit = query.limit === undefined ? PAGE_DEFAULT : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1) throw invalidParameter('The parameter limit must be a positive number.');
    const all = [...this.templates.values()];
    const start = indexOf(query.after);
    const page = all.slice(start, start + Math.min(limit, PAGE_MAX));
    const end = start + page.length;
    const next = new URL(requestUrl);
    next.searchParams.delete('access_token');
    next.searchParams.set('after', cursorOf(end));
    return {
      data: page.map((template) => view(template, fields)),
      paging: {
        cursors: { before: cursorOf(start), after: cursorOf(end) },
        ...(end < all.length ? { next: next.toString() } : {}),
      },
    };
  }

  private review(template: SandboxTemplate) {
    this.reviews.get(template.id)?.();
    const cancel = this.deps.timers.after(this.deps.reviewDelayMs, () => {
      this.reviews.delete(template.id);
      const rejected = template.name.startsWith(REJECTED_PREFIX);
      template.status = rejected ? 'REJECTED' : 'APPROVED';
      template.rejectedReason = rejected ? REJECTION_REASON : 'NONE';
      void this.deps.webhooks.post(
        webhookEnvelope('message_template_status_update', {
          event: template.status,
          message_template_id: Number(template.id),
          message_template_name: template.name,
          message_template_language: template.language,
          reason: rejected ? REJECTION_REASON : null,
        }),
      );
    });
    this.reviews.set(template.id, cancel);
  }
}
