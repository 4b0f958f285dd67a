import { z } from 'zod';
import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { captionParamsSchema, captionTracksSchema, lectureCaptionSchema } from '../schemas/lecture-captions.ts';
import { lectureParamsSchema } from '../schemas/params.ts';
import { multipartBodySchema } from '../schemas/upload.ts';

/** A lecture video's WebVTT caption files, managed by staff in the content editor. */
export const lectureCaptionEndpoints = {
  /** Courses read: the lecture video's caption files. */
  list: endpoint({
    method: 'GET',
    path: apiPaths.lectureCaptions.list,
    params: lectureParamsSchema,
    response: successBodySchema(z.array(lectureCaptionSchema)),
  }),
  /**
   * Staff with Courses read, or a learner with unexpired access: each caption's short-lived URL, signed like the
   * stream's, and when it lapses.
   */
  tracks: endpoint({
    method: 'GET',
    path: apiPaths.lectureCaptions.tracks,
    params: lectureParamsSchema,
    response: successBodySchema(captionTracksSchema),
  }),
  /** Anyone: a free preview lecture's caption tracks, signed like the preview's stream (403 for any other). */
  previewTracks: endpoint({
    method: 'GET',
    path: apiPaths.lectureCaptions.previewTracks,
    params: lectureParamsSchema,
    response: successBodySchema(captionTracksSchema),
  }),
  /** Courses update. Multipart: the file field file (a .vtt starting with WEBVTT). Replaces the language's file. */
  upload: endpoint({
    method: 'PUT',
    path: apiPaths.lectureCaptions.one,
    params: captionParamsSchema,
    body: multipartBodySchema,
    response: successBodySchema(lectureCaptionSchema),
  }),
  /** Courses update. */
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.lectureCaptions.one,
    params: captionParamsSchema,
    response: messageBodySchema,
  }),
};
