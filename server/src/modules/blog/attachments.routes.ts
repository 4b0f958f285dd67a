import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@skillhub/shared/constants';
import { blogEndpoints as endpoints } from '@skillhub/shared/endpoints/blog';
import { blogAttachmentFieldsSchema } from '@skillhub/shared/schemas/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/http-error.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { failures } from '../../http/responses.ts';
import { RequestValidationError } from '../../plugins/app/validation.ts';
import { multipartError } from '../media/multipart-request.ts';
import { createAttachmentsService } from './attachments.service.ts';
import { writesPosts } from './blog-access.ts';

/** POST /blog/attachments: an image for a post's body or thumbnail. */
const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const service = createAttachmentsService(app, app.fileStorage);
  const spec = endpoints.uploadAttachment;

  app.route({
    method: spec.method,
    url: spec.path,
    config: { permission: writesPosts },
    schema: {
      tags: ['Blog'],
      summary: 'Store an image for a blog post (JPEG, PNG or WebP, 5 MB)',
      description:
        "multipart/form-data with the file field `file` and, optionally, the field `blogNo` (the post's " +
        "blogNumber, in any order). The type is decided by the bytes. The answer's `url` is permanent and " +
        'public (also on S3 storage).',
      consumes: ['multipart/form-data'],
      multipartBody: multipartBody({ file: 'The image' }, blogAttachmentFieldsSchema),
      response: { 201: spec.response, ...failures(400, 401, 403, 413) },
    },
    handler: async (request, reply) => {
      const fields: Record<string, string> = {};
      let content: Buffer | null = null;
      let originalName: string | null = null;
      try {
        // Images are small enough to hold until every part is read, so `blogNo` may come before or after.
        for await (const part of request.parts({
          limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            content = await part.toBuffer();
            originalName = part.filename || null;
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        throw multipartError(error, IMAGE_MAX_BYTES);
      }
      const parsed = blogAttachmentFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new RequestValidationError('body', parsed.error.issues);
      if (!content) throw new HttpError(400, 'file is required', { file: 'file is required' });
      const data = await service.store(content, originalName, parsed.data.blogNo, request.session?.user.id ?? null);
      // Its renditions are made off the request, within seconds.
      app.imageRenditions.kick();
      return reply.code(201).send({ success: true as const, message: 'Image uploaded successfully', data });
    },
  });
};

export default attachmentsRoutes;
