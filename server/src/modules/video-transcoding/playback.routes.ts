import { videoPlaybackEndpoints as endpoints } from '@skillhub/shared/endpoints/video-playback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { failures } from '../../http/responses.ts';
import { mustFindCourse } from '../courses/course-gate.ts';
import { sendStoredObject } from '../media/send-stored-object.ts';
import { createPlaybackService } from './playback.service.ts';
import { freePreviewHolder, lectureRef, lectureViewer, signedMediaContext } from './signed-media-context.ts';

const tags = ['Lecture playback'];
/** Lecture playback (the player's URL, HLS playlists and segments) and the transcoding state for staff. */
const playbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, tokenKey } = signedMediaContext(app, 'hls-playback');
  const service = createPlaybackService(deps, tokenKey);

  app.route({
    ...endpointRoute(endpoints.playback, {
      tags,
      summary: "The lecture video's short-lived URL: its HLS master playlist once transcoded, else the file",
      description:
        'type hls: an HLS master playlist whose playlists and segments are signed for the caller and a few minutes ' +
        '(PLAYBACK_URL_TTL_SECONDS); each of them checks the caller still has access. type file: the uploaded ' +
        'file, as the presigned call gives it, until the renditions are ready.',
      failures: [400, 401, 403, 404],
    }),
    // Staff with Courses read, or a learner with unexpired access (checked in the handler).
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await service.playback(lectureRef(request.params), await lectureViewer(app, request)),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.preview, {
      tags,
      summary: "A free preview lecture's short-lived URL, for anyone, signed in or not",
      description:
        'As the playback call, for a lecture staff marked as a free preview, of a published course, not archived. ' +
        'The HLS URL is signed for that lecture alone and a few minutes; each playlist and segment checks it is ' +
        'still a preview. 403 for any other lecture of the course.',
      failures: [400, 403, 404],
    }),
    // Public: the lecture's preview flag is the permission (checked here, and again on each file).
    handler: async (request) => ({
      success: true as const,
      data: await service.playback(lectureRef(request.params), await freePreviewHolder(app, request.params)),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.states, {
      tags,
      summary: 'The transcoding state of each lecture video of a course (queued, processing, ready, failed)',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: { module: 'Courses', subModule: 'Courses', operation: 'read' } },
    handler: async (request) => {
      await mustFindCourse(app.db, request.params.courseId);
      return { success: true as const, data: await service.states(request.params.courseId) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.retry, {
      tags,
      summary: "Retry a lecture video's failed transcoding",
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: { module: 'Courses', subModule: 'Courses', operation: 'update' } },
    handler: async (request) => {
      await service.retry(lectureRef(request.params));
      app.videoTranscoder.kick();
      return { success: true as const, message: 'The video is queued for processing again' };
    },
  });

  app.get(
    '/media/hls/*',
    {
      schema: {
        tags: ['Media'],
        summary: 'A playlist, segment or seek-bar thumbnail of a lecture video by its signed URL',
        description:
          'The path is the token the playback call gave, then master.m3u8, <rendition>/index.m3u8, ' +
          '<rendition>/seg_0000.ts, thumbnails.vtt or thumbnails.jpg. Each request checks the token and the ' +
          "user's access (or, for a free preview, that the lecture still is one); segments honour HTTP Range.",
        params: z.object({ '*': z.string().max(2048) }),
        byteRanges: true,
        response: { 200: z.string(), ...failures(403, 404, 416) },
      },
    },
    async (request, reply) => {
      const file = await service.file(request.params['*']);
      if (file.kind === 'text') {
        // Playlists name files relative to a token that lapses: no cache may keep or share them.
        return reply.header('cache-control', 'private, no-store').type(file.contentType).send(file.body);
      }
      return sendStoredObject(app.fileStorage, request, reply, {
        key: file.key,
        contentType: file.contentType,
        cacheControl: `private, max-age=${file.secondsLeft}`,
      });
    },
  );
};

export default playbackRoutes;
