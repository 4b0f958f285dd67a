import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@skillhub/shared/constants';
import type { BlogAttachment } from '@skillhub/shared/schemas/blog';
import { blogAttachments } from '../../db/schema/blog.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { EXTENSIONS, sniffImage } from '../media/content-sniffing.ts';
import { imageProblem } from '../media/image-renditions.ts';
import { storedFilesRepository } from '../media/stored-files.repository.ts';
import { postsRepository } from './posts.repository.ts';

/** The stored_files purpose of blog images. */
export const BLOG_IMAGE_PURPOSE = 'blog-image';
const REFUSED = 'The image must be a JPEG, PNG or WebP image';

/**
 * Images for posts (the body's pictures and the thumbnail), stored through the storage driver as public
 * files that never change (served by /api/media/public/{name}). The type is decided by the bytes, never the
 * name; `blogNo` links the image to its post when the editor knows it.
 */
export function createAttachmentsService(ctx: Pick<ServiceContext, 'db'>, storage: FileStorage) {
  const { db } = ctx;
  return {
    async store(
      content: Buffer,
      originalName: string | null,
      blogNo: number | undefined,
      userId: string | null,
    ): Promise<BlogAttachment> {
      if (content.length === 0) throw fieldError('file', 'The file is empty');
      if (content.length > IMAGE_MAX_BYTES) {
        throw new HttpError(413, `The image must not exceed ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`);
      }
      const mimeType = sniffImage(content);
      if (!mimeType) throw fieldError('file', REFUSED);
      // A right header over damaged data: refused now, before anything is stored.
      const problem = await imageProblem(content);
      if (problem) throw fieldError('file', problem);
      let postId: string | null = null;
      if (blogNo !== undefined) {
        const post = await postsRepository.findByNumber(db, blogNo);
        if (!post) throw fieldError('blogNo', 'No blog has this number');
        postId = post.id;
      }
      const fileKey = `public/${randomUUID()}.${EXTENSIONS[mimeType] ?? 'bin'}`;
      await storage.putObject(fileKey, content, mimeType);
      await db.transaction(async (tx) => {
        await storedFilesRepository.insertStoredFile(tx, {
          fileKey,
          purpose: BLOG_IMAGE_PURPOSE,
          mimeType,
          sizeBytes: content.length,
          originalName: originalName?.slice(0, 255) ?? null,
          createdBy: userId,
        });
        await tx.insert(blogAttachments).values({ fileKey, postId, createdBy: userId });
      });
      return { url: storage.publicUrl(fileKey), fileKey, size: content.length, mimeType };
    },
  };
}
