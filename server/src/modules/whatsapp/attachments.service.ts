import { randomUUID } from 'node:crypto';
import type { Attachment } from '@skillhub/shared/schemas/whatsapp';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { WhatsAppContext } from './account.service.ts';
import { ATTACHMENT_EXTENSIONS, maxBytesOf, sniffAttachment, type WhatsAppAttachmentType } from './attachment-types.ts';
import { type AttachmentRow, attachmentsRepository as repository } from './attachments.repository.ts';

export const ATTACHMENT_REFUSED = 'The file must be a JPEG or PNG image or a PDF';

export function toAttachmentDto(row: AttachmentRow): Attachment {
  return {
    _id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType as WhatsAppAttachmentType,
    size: row.size,
  };
}

const SAME_TYPE_EXTENSIONS: Record<WhatsAppAttachmentType, RegExp> = {
  'image/jpeg': /\.jpe?g$/i,
  'image/png': /\.png$/i,
  'application/pdf': /\.pdf$/i,
};

/**
 * The name the recipient sees: the uploaded name without folders or control characters, ending with the
 * extension of the type the bytes are (a PDF named "report.exe" is sent as "report.exe.pdf").
 */
export function attachmentFileName(originalName: string | null, type: WhatsAppAttachmentType): string {
  const base = (originalName ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  const name = base || 'attachment';
  return SAME_TYPE_EXTENSIONS[type].test(name) ? name : `${name}.${ATTACHMENT_EXTENSIONS[type]}`;
}

/**
 * Files to send on WhatsApp (a template's header sample, a message's image or document): JPEG and PNG up to
 * 5 MB, PDF up to 16 MB, the type decided by the bytes. Kept private by the storage driver under whatsapp/.
 */
export function createAttachmentsService(ctx: Pick<WhatsAppContext, 'db' | 'fileStorage'>) {
  return {
    async store(content: Buffer, originalName: string | null, userId: string | null): Promise<Attachment> {
      if (content.length === 0) throw fieldError('file', 'The file is empty');
      const mimeType = sniffAttachment(content);
      if (!mimeType) throw fieldError('file', ATTACHMENT_REFUSED);
      const max = maxBytesOf(mimeType);
      if (content.length > max) {
        const message = `${mimeType === 'application/pdf' ? 'A PDF' : 'An image'} must not exceed ${max / (1024 * 1024)} MB`;
        throw new HttpError(413, message, { file: message });
      }
      const storageKey = `whatsapp/${randomUUID()}.${ATTACHMENT_EXTENSIONS[mimeType]}`;
      await ctx.fileStorage.putObject(storageKey, content, mimeType);
      const row = await repository.insert(ctx.db, {
        storageKey,
        fileName: attachmentFileName(originalName, mimeType),
        mimeType,
        size: content.length,
        createdBy: userId,
      });
      return toAttachmentDto(row);
    },
  };
}
