import type { ListBody } from '@skillhub/shared/schemas/common';
import type {
  listTemplatesQuerySchema,
  Template,
  TemplateHeader,
  TemplateStatus,
  TemplateValues,
} from '@skillhub/shared/schemas/whatsapp';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, fieldError, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import { type ConnectedClient, connectedClient, type WhatsAppContext } from './account.service.ts';
import { readAttachmentBytes } from './attachment-media.ts';
import { isImage } from './attachment-types.ts';
import { attachmentsRepository } from './attachments.repository.ts';
import type { ApiTemplateStatus } from './cloud-api/cloud-api.ts';
import { apiTemplateOf } from './template-components.ts';
import { templateRefusal } from './template-refusal.ts';
import {
  columnsOf,
  type ReviewChange,
  templatesRepository as repository,
  type TemplateRow,
} from './templates.repository.ts';

export type ListTemplatesQuery = z.output<typeof listTemplatesQuerySchema>;

export const TEMPLATE_EXISTS = 'A template with this name and language already exists';
export const CONNECT_FIRST = 'Connect the WhatsApp account first';
export const NAME_FIXED = 'The name and language of a submitted template cannot change';
/** How often a list call may pull the review states from the API (per process). */
export const SYNC_INTERVAL_MS = 30_000;

function headerOf(row: TemplateRow): TemplateHeader {
  switch (row.headerFormat) {
    case 'TEXT':
      return { format: 'TEXT', text: row.headerText ?? '', ...(row.headerExample && { example: row.headerExample }) };
    case 'IMAGE':
    case 'DOCUMENT':
      // The sample file is never deleted while a template points to it; a missing one reads as no header.
      return row.headerAttachmentId
        ? { format: row.headerFormat, attachmentId: row.headerAttachmentId }
        : { format: 'NONE' };
    default:
      return { format: 'NONE' };
  }
}

export function toTemplateDto(row: TemplateRow): Template {
  return {
    _id: row.id,
    name: row.name,
    language: row.language as Template['language'],
    category: row.category,
    header: headerOf(row),
    body: row.body,
    bodyExamples: row.bodyExamples,
    footer: row.footer,
    buttons: row.buttons,
    status: row.status,
    rejectedReason: row.rejectedReason,
    providerId: row.providerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A review result (a webhook's event, or a status from the API's template list) as our status: APPROVED and
 * REINSTATED are Approved; REJECTED is Rejected with the API's reason ('NONE' is none); PAUSED and DISABLED
 * make the template unusable, so Rejected with that word as the reason; PENDING is Pending. Anything else
 * (FLAGGED, deletions ...) changes nothing: null.
 */
export function reviewOf(event: string, reason?: string | null): ReviewChange | null {
  switch (event.toUpperCase()) {
    case 'APPROVED':
    case 'REINSTATED':
      return { status: 'Approved', rejectedReason: null };
    case 'REJECTED':
      return { status: 'Rejected', rejectedReason: reason && reason.toUpperCase() !== 'NONE' ? reason : null };
    case 'PAUSED':
      return { status: 'Rejected', rejectedReason: 'PAUSED' };
    case 'DISABLED':
      return { status: 'Rejected', rejectedReason: 'DISABLED' };
    case 'PENDING':
      return { status: 'Pending', rejectedReason: null };
    default:
      return null;
  }
}

const statusOfAnswer = (status: ApiTemplateStatus): TemplateStatus => reviewOf(status)?.status ?? 'Pending';

export interface TemplateReview {
  /** The API's template id. */
  providerId: string;
  /** APPROVED, REJECTED, PAUSED, DISABLED ... as the webhook's `event` says. */
  event: string;
  reason?: string | null;
  /**
   * The template's name and language, as the webhook carries them: a review that arrives before the submitting
   * call has recorded the template's id still finds its template by them.
   */
  name?: string;
  language?: string;
}

/**
 * Applies a review result to the template with that API id (see reviewOf): true when a template changed. A
 * template the platform does not know, an event that changes nothing, or a status it already has: false.
 */
export async function applyTemplateReview(db: Database, review: TemplateReview): Promise<boolean> {
  const change = reviewOf(review.event, review.reason);
  if (!change) return false;
  if (await repository.applyReview(db, repository.byProviderId(review.providerId), change)) return true;
  if (!review.name || !review.language) return false;
  return repository.applyReview(db, repository.submittingByName(review.name, review.language), {
    ...change,
    providerId: review.providerId,
  });
}

/**
 * Pulls every template's review state from the API and applies it like a webhook (a missed or early webhook
 * is made good). Templates made outside the platform are not imported. Answers how many templates changed;
 * 0 when no account is connected.
 */
export async function syncTemplates(ctx: WhatsAppContext): Promise<number> {
  const connected = await connectedClient(ctx);
  if (!connected) return 0;
  const states = await connected.client.templates();
  let changed = 0;
  for (const state of states) {
    const applied = await applyTemplateReview(ctx.db, {
      providerId: state.id,
      event: state.status,
      reason: state.status === 'REJECTED' ? state.rejectedReason : null,
      name: state.name,
      language: state.language,
    });
    if (applied) changed += 1;
  }
  return changed;
}

/**
 * Message templates: written here, submitted to the API for review, their status following the review's
 * webhooks. The name and language are the template's identity at the API, so they never change once given.
 */
export function createTemplatesService(ctx: WhatsAppContext) {
  const { db } = ctx;
  let lastSyncAt = Number.NEGATIVE_INFINITY;
  let syncing: Promise<void> | null = null;

  /** At most once per SYNC_INTERVAL_MS; a failure is logged and the list answers what is stored. */
  function syncNow(): Promise<void> {
    const now = ctx.clock.now().getTime();
    if (syncing) return syncing;
    if (now - lastSyncAt < SYNC_INTERVAL_MS) return Promise.resolve();
    lastSyncAt = now;
    syncing = syncTemplates(ctx)
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'Could not pull the WhatsApp template reviews'))
      .finally(() => {
        syncing = null;
      });
    return syncing;
  }

  async function mustFind(id: string): Promise<TemplateRow> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound('Template not found');
    return row;
  }

  async function mustConnect(): Promise<ConnectedClient> {
    const connected = await connectedClient(ctx);
    if (!connected) throw conflict(CONNECT_FIRST);
    return connected;
  }

  /** The file of a media header's sample, checked against the header's format. */
  async function headerSample(values: TemplateValues) {
    const { header } = values;
    if (header.format !== 'IMAGE' && header.format !== 'DOCUMENT') return null;
    const field = 'header.attachmentId';
    const attachment = await attachmentsRepository.findById(db, header.attachmentId);
    if (!attachment) throw fieldError(field, 'No uploaded file has this id: upload the sample again');
    if (header.format === 'IMAGE' && !isImage(attachment.mimeType)) {
      throw fieldError(field, 'An image header needs a JPEG or PNG image');
    }
    if (header.format === 'DOCUMENT' && attachment.mimeType !== 'application/pdf') {
      throw fieldError(field, 'A document header needs a PDF');
    }
    const bytes = await readAttachmentBytes(ctx, attachment);
    return { bytes, mimeType: attachment.mimeType, fileName: attachment.fileName };
  }

  /** Uploads the header's sample (if any) and builds the API's template. */
  async function apiTemplate(client: ConnectedClient['client'], values: TemplateValues) {
    const sample = await headerSample(values);
    const handle = sample ? (await client.uploadSampleMedia(sample)).handle : null;
    return apiTemplateOf(values, handle);
  }

  return {
    async list(query: ListTemplatesQuery): Promise<ListBody<Template>> {
      await syncNow();
      const { rows, total } = await repository.list(db, query);
      return {
        success: true,
        data: rows.map(toTemplateDto),
        pagination: pagination(total, query.page, query.limit),
      };
    },

    get: async (id: string) => toTemplateDto(await mustFind(id)),

    /**
     * Submits a new template. Its row is stored first (holding the name and language), so a review arriving
     * while the API's answer is on its way finds it; a refusal removes it again: nothing stays.
     */
    async create(values: TemplateValues, userId: string | null): Promise<Template> {
      if (await repository.findByNameAndLanguage(db, values.name, values.language)) {
        throw conflict(TEMPLATE_EXISTS, { name: TEMPLATE_EXISTS });
      }
      const { client } = await mustConnect();
      const sample = await headerSample(values);
      let row: TemplateRow;
      try {
        row = await repository.insert(db, columnsOf(values), userId);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TEMPLATE_EXISTS, { name: TEMPLATE_EXISTS });
        throw error;
      }
      try {
        const handle = sample ? (await client.uploadSampleMedia(sample)).handle : null;
        const answer = await client.createTemplate(apiTemplateOf(values, handle));
        await repository.setSubmitted(db, row.id, answer.id, statusOfAnswer(answer.status));
      } catch (error) {
        await repository.remove(db, row.id);
        throw templateRefusal(error);
      }
      return toTemplateDto(await mustFind(row.id));
    },

    /**
     * Edits a template and sends it for review again: Pending, its rejection reason cleared. The new fields
     * are stored before the API is asked (a quick review then lands on them), and put back if it refuses.
     */
    async update(id: string, values: TemplateValues): Promise<Template> {
      const current = await mustFind(id);
      if (values.name !== current.name) throw fieldError('name', NAME_FIXED);
      if (values.language !== current.language) throw fieldError('language', NAME_FIXED);
      const { client } = await mustConnect();
      let template: ReturnType<typeof apiTemplateOf>;
      try {
        template = await apiTemplate(client, values);
      } catch (error) {
        throw templateRefusal(error);
      }
      const { name: _name, language: _language, ...columns } = columnsOf(values);
      await repository.updateForReview(db, id, columns);
      try {
        if (current.providerId) {
          await client.editTemplate(current.providerId, {
            category: template.category,
            components: template.components,
          });
        } else {
          // Never recorded as submitted (the process stopped mid-way): submit it now.
          const answer = await client.createTemplate(template);
          await repository.setSubmitted(db, id, answer.id, statusOfAnswer(answer.status));
        }
      } catch (error) {
        await repository.restore(db, current);
        throw templateRefusal(error);
      }
      return toTemplateDto(await mustFind(id));
    },
  };
}
