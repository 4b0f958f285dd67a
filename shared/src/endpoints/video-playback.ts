import { z } from 'zod';
import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { courseIdParamsSchema, lectureParamsSchema } from '../schemas/params.ts';
import { lecturePlaybackSchema, lectureVideoStateSchema } from '../schemas/video-playback.ts';

/** Lecture playback (HLS once transcoded) and the transcoding state staff see in the content editor. */
export const videoPlaybackEndpoints = {
  /** Staff with Courses read, or a learner with unexpired access. */
  playback: endpoint({
    method: 'GET',
    path: apiPaths.videoPlayback.playback,
    params: lectureParamsSchema,
    response: successBodySchema(lecturePlaybackSchema),
  }),
  /** Anyone: a free preview lecture of a published course (403 for any other lecture). */
  preview: endpoint({
    method: 'GET',
    path: apiPaths.videoPlayback.preview,
    params: lectureParamsSchema,
    response: successBodySchema(lecturePlaybackSchema),
  }),
  /** Courses read: every lecture of the course that has a video. */
  states: endpoint({
    method: 'GET',
    path: apiPaths.videoPlayback.states,
    params: courseIdParamsSchema,
    response: successBodySchema(z.array(lectureVideoStateSchema)),
  }),
  /** Courses update: a failed transcoding tried again at once. */
  retry: endpoint({
    method: 'POST',
    path: apiPaths.videoPlayback.retry,
    params: lectureParamsSchema,
    response: messageBodySchema,
  }),
};
