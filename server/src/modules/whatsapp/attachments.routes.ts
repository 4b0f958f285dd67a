import multipart from '@fastify/multipart';
import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../http/http-error.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { multipartError } from '../media/multipart-request.ts';
import { ATTACHMENT_MAX_BYTES } from './attachment-types.ts';
import { createAttachmentsService } from './attachments.service.ts';
import { messagesPermission as messages, templatesPermission as templates } from './whatsapp-access.ts';

/** POST /whatsapp/attachments: a file for a message or for a template's header sample. */
const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const service = createAttachmentsService(app);
  const spec = endpoints.attachments;

  app.route({
    method: spec.method,
    url: spec.path,
    // Sending a message with a file, or writing a template with a media header, both upload one.
    config: { permission: { anyOf: [messages('create'), templates('create'), templates('update')] } },
    schema: {
      tags: ['WhatsApp messages'],
      summary: 'Store a file to send on WhatsApp (JPEG or PNG 5 MB, PDF 16 MB)',
      description:
        'multipart/form-data with the file field `file`. The type is decided by the bytes, never the name; the ' +
        "name the recipient sees keeps the uploaded one with the extension of the real type. The answer's `_id` " +
        "is a template's `header.attachmentId` or a message's `headerAttachmentId`.",
      consumes: ['multipart/form-data'],
      multipartBody: multipartBody({ file: 'The image or PDF' }),
      response: { 201: spec.response, ...failures(400, 401, 403, 413) },
    },
    handler: async (request, reply) => {
      let content: Buffer | null = null;
      let originalName: string | null = null;
      try {
        for await (const part of request.parts({
          limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
        })) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          content = await part.toBuffer();
          originalName = part.filename || null;
        }
      } catch (error) {
        throw multipartError(error, ATTACHMENT_MAX_BYTES);
      }
      if (!content) throw fieldError('file', 'file is required');
      const data = await service.store(content, originalName, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'File uploaded successfully', data });
    },
  });
};

export default attachmentsRoutes;
