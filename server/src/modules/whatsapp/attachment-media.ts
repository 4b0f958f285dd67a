import { notFound } from '../../http/http-error.ts';
import type { WhatsAppContext } from './account.service.ts';
import type { WhatsAppAttachmentType } from './attachment-types.ts';
import { type AttachmentRow, attachmentsRepository as repository } from './attachments.repository.ts';
import type { CloudApiClient } from './cloud-api/cloud-api.ts';

/** The API keeps uploaded media 30 days; a media id is reused for one day less, so it never runs out mid-send. */
export const MEDIA_ID_TTL_MS = 29 * 24 * 60 * 60 * 1000;

export interface AttachmentMedia {
  /** The media id to send (`image.id` / `document.id`). */
  id: string;
  mimeType: WhatsAppAttachmentType;
  fileName: string;
}

/** The stored file's bytes, as the storage driver keeps them. */
export async function readAttachmentBytes(
  ctx: Pick<WhatsAppContext, 'fileStorage'>,
  row: AttachmentRow,
): Promise<Buffer> {
  const stored = await ctx.fileStorage.getObject(row.storageKey);
  if (!stored) throw new Error(`The file of attachment ${row.id} is missing from the storage`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The API's media id of an attachment: uploaded with the client once, then reused for 29 days (the API keeps
 * media 30). Unknown attachment: 404.
 */
export async function mediaIdFor(
  ctx: Pick<WhatsAppContext, 'db' | 'clock' | 'fileStorage'>,
  client: CloudApiClient,
  attachmentId: string,
): Promise<AttachmentMedia> {
  const row = await repository.findById(ctx.db, attachmentId);
  if (!row) throw notFound('Attachment not found');
  const mimeType = row.mimeType as WhatsAppAttachmentType;
  const now = ctx.clock.now();
  if (row.providerMediaId && row.providerMediaAt && now.getTime() - row.providerMediaAt.getTime() < MEDIA_ID_TTL_MS) {
    return { id: row.providerMediaId, mimeType, fileName: row.fileName };
  }
  const bytes = await readAttachmentBytes(ctx, row);
  const { id } = await client.uploadMedia({ bytes, mimeType, fileName: row.fileName });
  await repository.setMediaId(ctx.db, row.id, id, now);
  return { id, mimeType, fileName: row.fileName };
}
