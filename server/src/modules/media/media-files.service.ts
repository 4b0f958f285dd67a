import { randomUUID } from 'node:crypto';
import { BROCHURE_MAX_BYTES, IMAGE_MAX_BYTES } from '@skillhub/shared/constants';
import type { FilePurpose, StoredFile } from '@skillhub/shared/schemas/upload';
import { HttpError } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { EXTENSIONS, sniffImage, sniffPdf } from './content-sniffing.ts';
import { imageProblem } from './image-renditions.ts';
import { storedFilesRepository } from './stored-files.repository.ts';

interface PurposeRule {
  maxBytes: number;
  sniff: (head: Buffer) => string | null;
  refused: string;
}

const MB = 1024 * 1024;

/** What each purpose accepts, decided by the bytes of the file. */
export const PURPOSE_RULES: Record<FilePurpose, PurposeRule> = {
  thumbnail: {
    maxBytes: IMAGE_MAX_BYTES,
    sniff: sniffImage,
    refused: 'The thumbnail must be a JPEG, PNG or WebP image',
  },
  brochure: { maxBytes: BROCHURE_MAX_BYTES, sniff: sniffPdf, refused: 'The brochure must be a PDF file' },
  attachment: {
    maxBytes: BROCHURE_MAX_BYTES,
    sniff: (head) => sniffPdf(head) ?? sniffImage(head),
    refused: 'The attachment must be a PDF or a JPEG, PNG or WebP image',
  },
};

/** Largest file any purpose accepts: the multipart limit before the purpose is known. */
export const MAX_FILE_BYTES = Math.max(...Object.values(PURPOSE_RULES).map((rule) => rule.maxBytes));

/** Public single files: course thumbnails, brochures and attachments. */
export function createMediaFilesService(ctx: Pick<ServiceContext, 'db'>, storage: FileStorage) {
  const { db } = ctx;
  return {
    async store(
      purpose: FilePurpose,
      content: Buffer,
      originalName: string | null,
      userId: string | null,
    ): Promise<StoredFile> {
      const rule = PURPOSE_RULES[purpose];
      if (content.length === 0) throw new HttpError(400, 'The file is empty', { file: 'The file is empty' });
      if (content.length > rule.maxBytes) {
        throw new HttpError(413, `The ${purpose} must not exceed ${rule.maxBytes / MB} MB`);
      }
      const mimeType = rule.sniff(content);
      if (!mimeType) throw new HttpError(400, rule.refused, { file: rule.refused });
      // An image's header may be right and the rest damaged: checked now, before anything is stored.
      const problem = mimeType.startsWith('image/') ? await imageProblem(content) : null;
      if (problem) throw new HttpError(400, problem, { file: problem });
      const fileKey = `public/${randomUUID()}.${EXTENSIONS[mimeType] ?? 'bin'}`;
      await storage.putObject(fileKey, content, mimeType);
      await storedFilesRepository.insertStoredFile(db, {
        fileKey,
        purpose,
        mimeType,
        sizeBytes: content.length,
        originalName: originalName?.slice(0, 255) ?? null,
        createdBy: userId,
      });
      return { url: storage.publicUrl(fileKey), fileKey, size: content.length, mimeType };
    },

    findPublic: (fileKey: string) => storedFilesRepository.findStoredFile(db, fileKey),
  };
}
