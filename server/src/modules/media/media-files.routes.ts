import multipart from '@fastify/multipart';
import { uploadEndpoints } from '@skillhub/shared/endpoints/uploads';
import { filePurposeSchema } from '@skillhub/shared/schemas/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../http/http-error.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { failures } from '../../http/responses.ts';
import { RequestValidationError } from '../../plugins/app/validation.ts';
import { verifyStreamToken } from '../../storage/stream-token.ts';
import { findRendition } from './image-renditions-route.ts';
import { createMediaFilesService, MAX_FILE_BYTES } from './media-files.service.ts';
import { multipartError } from './multipart-request.ts';
import { sendStoredObject } from './send-stored-object.ts';

/** Media routes outside the course paths; the storage drivers build their URLs on this prefix. */
export const mediaPaths = {
  // A wildcard, not a :param: tokens are longer than the router's 100-character limit on parameters.
  stream: '/media/stream/*',
  public: '/media/public/:name',
} as const;

const PUBLIC_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
const YEAR_SECONDS = 365 * 24 * 3600;

/** POST /course/file, the public files it stores, and the local driver's signed video stream. */
const mediaFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const service = createMediaFilesService(app, app.fileStorage);

  // A multipart body read part by part below, so the endpoint's path and answer but no body schema.
  app.post(
    uploadEndpoints.file.path,
    {
      config: { permission: { module: 'Courses', subModule: 'Courses', operation: 'create' } },
      schema: {
        tags: ['Course uploads'],
        summary: 'Store a thumbnail (JPEG/PNG/WebP, 5 MB), brochure (PDF, 20 MB) or attachment',
        consumes: ['multipart/form-data'],
        multipartBody: multipartBody(
          { file: 'The file; its type is decided by its bytes' },
          z.object({ purpose: filePurposeSchema }),
        ),
        description:
          'multipart/form-data with the field purpose (thumbnail, brochure, attachment) and the file field file.',
        response: { 201: uploadEndpoints.file.response, ...failures(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      let purpose: unknown;
      let content: Buffer | null = null;
      let originalName: string | null = null;
      try {
        // The purpose may come before or after the file; files are small enough to hold until both are read.
        for await (const part of request.parts({
          limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 6 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            content = await part.toBuffer();
            originalName = part.filename || null;
          } else if (part.fieldname === 'purpose') {
            purpose = part.value;
          }
        }
      } catch (error) {
        throw multipartError(error, MAX_FILE_BYTES);
      }
      const parsedPurpose = filePurposeSchema.safeParse(purpose);
      if (!parsedPurpose.success) {
        throw new RequestValidationError(
          'body',
          parsedPurpose.error.issues.map((i) => ({ ...i, path: ['purpose'] })),
        );
      }
      if (!content) throw new HttpError(400, 'file is required', { file: 'file is required' });
      const data = await service.store(parsedPurpose.data, content, originalName, request.session?.user.id ?? null);
      // A thumbnail's renditions are made off the request, within seconds.
      if (parsedPurpose.data === 'thumbnail') app.imageRenditions.kick();
      return reply.code(201).send({ success: true as const, message: 'File uploaded successfully', data });
    },
  );

  app.get(
    mediaPaths.public,
    {
      schema: {
        tags: ['Media'],
        summary: 'A public file (thumbnail, brochure) or an image rendition; never changes, cached for a year',
        description:
          'An image rendition is named `<image>-<width>.<avif|webp|jpg|png>` after its image; the pages list the ' +
          'renditions an image has (`thumbnailImage`). A width or format the image has no rendition in is a 404.',
        params: z.object({ name: z.string() }),
        byteRanges: true,
        response: failures(404, 416),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = PUBLIC_NAME.test(name)
        ? await service.findPublic(`public/${name}`)
        : await findRendition(app.db, name);
      if (!file) throw notFound('File not found');
      // Keys are never reused, so the file behind a URL never changes.
      return sendStoredObject(app.fileStorage, request, reply, {
        key: file.fileKey,
        contentType: file.mimeType,
        cacheControl: `public, max-age=${YEAR_SECONDS}, immutable`,
      });
    },
  );

  app.get(
    mediaPaths.stream,
    {
      schema: {
        tags: ['Media'],
        summary: 'A lecture video by its short-lived signed URL; honours HTTP Range',
        params: z.object({ '*': z.string().max(2048) }),
        byteRanges: true,
        response: failures(403, 404, 416),
      },
    },
    async (request, reply) => {
      const nowSeconds = Math.floor(app.clock.now().getTime() / 1000);
      const check = verifyStreamToken(request.params['*'], app.streamTokenKey, nowSeconds);
      if (!check.ok) {
        throw new HttpError(
          403,
          check.reason === 'expired' ? 'This video link has expired' : 'This video link is not valid',
        );
      }
      return sendStoredObject(app.fileStorage, request, reply, {
        key: check.claims.key,
        contentType: check.claims.contentType,
        // Only the holder of the link may keep a copy, and not past the link's expiry.
        cacheControl: `private, max-age=${Math.max(0, check.claims.exp - nowSeconds)}`,
      });
    },
  );
};

export default mediaFilesRoutes;
