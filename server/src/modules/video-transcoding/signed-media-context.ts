import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/http-error.ts';
import { MEDIA_PREFIX } from '../../plugins/app/file-storage.ts';
import { enterCourse, mustFindCourse } from '../courses/course-gate.ts';
import { requireSectionOpen } from '../courses/section-release.ts';
import { mustFindFreePreview } from './watch-access.ts';

type LectureParams = { courseId: string; sectionId: string; subSectionId: string };

/**
 * What a service handing out signed media URLs (HLS playback, caption files) is built with: the app's parts, the
 * public base of /media URLs, and a token key of its own for `purpose`, derived so that it reveals nothing of the
 * JWT key and a token of one purpose opens nothing of another.
 */
export function signedMediaContext(app: FastifyInstance, purpose: 'hls-playback' | 'caption-playback') {
  return {
    deps: {
      db: app.db,
      clock: app.clock,
      config: app.config,
      log: app.log,
      storage: app.fileStorage,
      mediaBaseUrl: `${app.config.publicUrl}${MEDIA_PREFIX}`,
    },
    tokenKey: new Uint8Array(createHmac('sha256', app.secrets.jwtKey).update(purpose).digest()),
  };
}

export const lectureRef = (params: LectureParams) => ({
  courseId: params.courseId,
  sectionId: params.sectionId,
  lectureId: params.subSectionId,
});

/**
 * Whom a lecture's signed URLs are for when a signed-in user asks: staff with Courses read, or a learner with
 * unexpired access. A drip-scheduled section's lecture is refused until it opens; the files need these URLs.
 */
export async function lectureViewer(
  app: FastifyInstance,
  request: FastifyRequest & { params: LectureParams },
): Promise<{ u: string }> {
  const now = app.clock.now();
  await enterCourse(app.db, request, request.params.courseId, now);
  await requireSectionOpen(app.db, request, request.params, now);
  const session = request.session;
  if (!session) throw unauthorized();
  return { u: session.user.id };
}

/** Whom a free preview lecture's signed URLs are for: anyone, while the lecture is one (see mustFindFreePreview). */
export async function freePreviewHolder(app: FastifyInstance, params: LectureParams): Promise<{ p: string }> {
  await mustFindCourse(app.db, params.courseId);
  return { p: (await mustFindFreePreview(app.db, lectureRef(params))).id };
}
