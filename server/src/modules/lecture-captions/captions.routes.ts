import multipart from '@fastify/multipart';
import { lectureCaptionEndpoints as endpoints } from '@skillhub/shared/endpoints/lecture-captions';
import { CAPTION_MAX_BYTES } from '@skillhub/shared/schemas/lecture-captions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { fieldError } from '../../http/http-error.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { failures } from '../../http/responses.ts';
import { mustFindCourse } from '../courses/course-gate.ts';
import { multipartError } from '../media/multipart-request.ts';
import {
  freePreviewHolder,
  lectureRef,
  lectureViewer,
  signedMediaContext,
} from '../video-transcoding/signed-media-context.ts';
import { CAPTION_TOO_LARGE } from './caption-file.ts';
import { createCaptionsService } from './captions.service.ts';

const tags = ['Lecture captions'];

/** Staff manage a lecture video's WebVTT captions; viewers get them through short-lived signed URLs. */
const captionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated here: only the caption upload takes a multipart body, with its own limit.
  await app.register(multipart, { throwFileSizeLimit: true });
  const { deps, tokenKey } = signedMediaContext(app, 'caption-playback');
  const service = createCaptionsService(deps, tokenKey);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: "The caption files of a lecture's video (one per language)",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: { module: 'Courses', subModule: 'Courses', operation: 'read' } },
    handler: async (request) => {
      await mustFindCourse(app.db, request.params.courseId);
      return { success: true as const, data: await service.list(lectureRef(request.params)) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.tracks, {
      tags,
      summary: "The lecture's caption tracks, each a short-lived URL signed for the caller",
      description:
        'Each URL lasts PLAYBACK_URL_TTL_SECONDS; each fetch checks the caller still has access to the course.',
      failures: [400, 401, 403, 404],
    }),
    // Staff with Courses read, or a learner with unexpired access (checked in the handler), as the playback call.
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await service.tracks(lectureRef(request.params), await lectureViewer(app, request)),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.previewTracks, {
      tags,
      summary: "A free preview lecture's caption tracks, for anyone, signed in or not",
      description:
        'As the caption-tracks call, for a lecture staff marked as a free preview, of a published course, not ' +
        'archived. Each URL lasts PLAYBACK_URL_TTL_SECONDS; each fetch checks the lecture is still a preview. 403 ' +
        'for any other lecture of the course.',
      failures: [400, 403, 404],
    }),
    // Public: the lecture's preview flag is the permission (checked here, and again on each caption file).
    handler: async (request) => ({
      success: true as const,
      data: await service.tracks(lectureRef(request.params), await freePreviewHolder(app, request.params)),
    }),
  });

  // A multipart body read below, so the endpoint's params and answer but no body schema.
  app.put(
    endpoints.upload.path,
    {
      config: { permission: { module: 'Courses', subModule: 'Courses', operation: 'update' } },
      schema: {
        tags,
        summary: "Upload or replace the lecture video's captions in a language (WebVTT, 512 KB)",
        description:
          'multipart/form-data with the file field file: UTF-8 text whose first line is WEBVTT. A file that is ' +
          'not, or is larger, is refused with a 400 naming file. The video must be uploaded first.',
        consumes: ['multipart/form-data'],
        params: endpoints.upload.params,
        multipartBody: multipartBody({ file: 'The .vtt caption file' }),
        response: { 200: endpoints.upload.response, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      let content: Buffer | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: CAPTION_MAX_BYTES, files: 1, parts: 4 } })) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          content = await part.toBuffer();
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', CAPTION_TOO_LARGE);
        throw multipartError(error, CAPTION_MAX_BYTES);
      }
      if (!content) throw fieldError('file', 'file is required');
      const { language, ...params } = request.params;
      const data = await service.upload(lectureRef(params), language, content, request.session?.user.id ?? null);
      return { success: true as const, message: 'Captions saved', data };
    },
  );

  app.route({
    ...endpointRoute(endpoints.remove, {
      tags,
      summary: "Remove the lecture video's captions in a language",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: { module: 'Courses', subModule: 'Courses', operation: 'update' } },
    handler: async (request) => {
      const { language, ...params } = request.params;
      await service.remove(lectureRef(params), language);
      return { success: true as const, message: 'Captions removed' };
    },
  });

  app.get(
    '/media/captions/*',
    {
      schema: {
        tags: ['Media'],
        summary: "A lecture's caption file (WebVTT) by its signed URL",
        description:
          'The path is the token the caption-tracks call (or the preview one) gave, then <language>.vtt. Each ' +
          "request checks the token and the user's access to the course (or that the lecture is still a preview).",
        params: z.object({ '*': z.string().max(2048) }),
        response: { 200: z.string(), ...failures(403, 404) },
      },
    },
    async (request, reply) => {
      const body = await service.file(request.params['*']);
      // The URL lapses in minutes: no cache may keep or share it.
      return reply.header('cache-control', 'private, no-store').type('text/vtt; charset=utf-8').send(body);
    },
  );
};

export default captionsRoutes;
