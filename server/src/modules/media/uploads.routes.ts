import multipart from '@fastify/multipart';
import { uploadEndpoints as endpoints } from '@skillhub/shared/endpoints/uploads';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import { chunkUploadFieldsSchema } from '@skillhub/shared/schemas/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { failures } from '../../http/responses.ts';
import { RequestValidationError } from '../../plugins/app/validation.ts';
import { enterCourse } from '../courses/course-gate.ts';
import { requireSectionOpen } from '../courses/section-release.ts';
import { firstFile } from './multipart-request.ts';
import { createUploadsService } from './uploads.service.ts';

const tags = ['Course uploads'];
const courses = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Courses',
  subModule: 'Courses',
  operation,
});

const lectureRef = (params: { courseId: string; sectionId: string; subSectionId: string }) => ({
  courseId: params.courseId,
  sectionId: params.sectionId,
  lectureId: params.subSectionId,
});

/** The chunked lecture-video upload calls and the presigned read URL (uploadEndpoints but the single file). */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated here: only these routes accept multipart bodies, each with its own limits.
  await app.register(multipart, { throwFileSizeLimit: true });
  const service = createUploadsService(app, app.fileStorage, app.database.tryExclusive);

  app.route({
    ...endpointRoute(endpoints.start, {
      tags,
      summary: "Start (or resume) the upload of a lecture's video",
      description:
        'fileSize is optional. With it the parts are fixed ahead (totalParts) and the same file (name and size) ' +
        'for the same lecture resumes the open session. Without it totalParts is null: every part but the last ' +
        'carries chunkSize bytes, and a part that takes the video past the size limit is refused (413) and the ' +
        'upload cancelled.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: courses('update') },
    handler: async (request) => {
      const data = await service.start(lectureRef(request.params), request.body, request.session?.user.id ?? null);
      return { success: true as const, data };
    },
  });

  // A multipart body read part by part below, so the endpoint's parts but no body schema.
  app.post(
    endpoints.chunk.path,
    {
      config: { permission: courses('update') },
      schema: {
        tags,
        summary: 'Upload one part (multipart: uploadId, fileKey, partNumber, then the file field chunk)',
        description: 'Re-sending a part replaces it. Part 1 must start like an MP4, MOV, WebM or MKV video.',
        consumes: ['multipart/form-data'],
        multipartBody: multipartBody({ chunk: 'The bytes of this part, last of the parts' }, chunkUploadFieldsSchema),
        params: endpoints.chunk.params,
        response: { 200: endpoints.chunk.response, ...failures(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      // One byte over the part size lets the part guard see (and refuse) an oversized part itself.
      const { file, fields } = await firstFile(request, 'chunk', app.config.media.chunkSizeBytes + 1);
      const parsed = chunkUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        file.file.resume();
        throw new RequestValidationError('body', parsed.error.issues);
      }
      try {
        const data = await service.uploadPart(lectureRef(request.params), parsed.data, file.file);
        return { success: true as const, data };
      } catch (error) {
        // Read the rest of a refused part, so the client gets the answer instead of a reset connection.
        file.file.resume();
        throw error;
      }
    },
  );

  app.route({
    ...endpointRoute(endpoints.status, {
      tags,
      summary: 'Parts already received, to resume an upload',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: courses('update') },
    handler: async (request) => {
      const data = await service.status(lectureRef(request.params), request.query.uploadId);
      return { success: true as const, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.complete, {
      tags,
      summary: 'Join the parts and attach the video to the lecture (replacing its previous video)',
      description:
        'A second call while one is joining the parts answers 409. A completion whose process died is ' +
        'taken up again at once: call it again (or start-upload the same file to resume its parts). An upload ' +
        'started without fileSize takes its size from the parts here (413, cancelled, past the size limit).',
      failures: [400, 401, 403, 404, 409, 413],
    }),
    config: { permission: courses('update') },
    handler: async (request) => {
      const data = await service.complete(lectureRef(request.params), request.body);
      return { success: true as const, message: 'Video uploaded successfully', data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.abort, {
      tags,
      summary: 'Cancel an upload and drop its parts',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: courses('update') },
    handler: async (request) => {
      await service.abort(lectureRef(request.params), request.query.uploadId);
      return { success: true as const, message: 'Upload cancelled' };
    },
  });

  app.route({
    ...endpointRoute(endpoints.presigned, {
      tags,
      summary: "A short-lived URL of the lecture's video (streams with HTTP Range)",
      failures: [400, 401, 403, 404],
    }),
    // Staff with Courses read, or a learner with unexpired access (checked in the handler).
    config: { signedIn: true },
    handler: async (request) => {
      const now = app.clock.now();
      await enterCourse(app.db, request, request.params.courseId, now);
      await requireSectionOpen(app.db, request, request.params, now);
      const data = await service.presignedUrl(lectureRef(request.params));
      return { success: true as const, data };
    },
  });
};

export default uploadsRoutes;
