import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../../plugins/app/file-storage.ts';

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

export const lectureRef = (params: { courseId: string; sectionId: string; subSectionId: string }) => ({
  courseId: params.courseId,
  sectionId: params.sectionId,
  lectureId: params.subSectionId,
});
