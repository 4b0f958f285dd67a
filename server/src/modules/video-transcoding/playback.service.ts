import type { LecturePlayback, LectureVideoState } from '@skillhub/shared/schemas/video-playback';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { mustFindLecture } from '../courses/course-gate.ts';
import { PLAYLIST_NAME, THUMBNAILS_VTT_NAME } from './hls-encoding.ts';
import { MASTER_NAME, masterPlaylist, rewriteFileNames } from './hls-playlists.ts';
import { createPlaybackToken, type PlaybackClaims, verifyPlaybackToken } from './playback-token.ts';
import { contentTypeOf } from './transcode-worker.ts';
import { renditionsPrefix, transcodesRepository as repo } from './transcodes.repository.ts';
import { canStillWatch } from './watch-access.ts';

export const LINK_EXPIRED = 'This video link has expired';
export const LINK_INVALID = 'This video link is not valid';
export const NO_LONGER_ALLOWED = 'You no longer have access to this course';

type LectureRef = { courseId: string; sectionId: string; lectureId: string };

/** A playlist or thumbnail track as handed out: rewritten for this listener, never cached. */
export interface PlaylistAnswer {
  body: string;
  contentType: string;
}

/**
 * Protected HLS playback. The player gets a signed master URL bound to the signed-in user; every playlist and
 * segment request checks the signature, the expiry and the user's access afresh; the playlists are rewritten
 * with segment URLs signed for the same user and a few minutes (pre-signed S3 URLs on S3, whose bytes never pass
 * through this server).
 */
export function createPlaybackService(
  deps: Pick<ServiceContext, 'db' | 'clock' | 'config'> & { storage: FileStorage; mediaBaseUrl: string },
  tokenKey: Uint8Array,
) {
  const { db, clock, config, storage, mediaBaseUrl } = deps;
  const ttl = config.media.playbackUrlTtlSeconds;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function verify(token: string): Promise<PlaybackClaims> {
    const check = verifyPlaybackToken(token, tokenKey, nowSeconds());
    if (!check.ok) throw new HttpError(403, check.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID);
    if (!(await canStillWatch(db, check.claims.u, check.claims.c, clock.now()))) {
      throw new HttpError(403, NO_LONGER_ALLOWED);
    }
    return check.claims;
  }

  async function segmentUrl(claims: PlaybackClaims, key: string): Promise<string> {
    if (storage.kind === 's3') return storage.signedReadUrl(key, ttl, contentTypeOf(key));
    const token = createPlaybackToken({ u: claims.u, c: claims.c, k: key, e: nowSeconds() + ttl }, tokenKey);
    return `${mediaBaseUrl}/hls-segment/${token}`;
  }

  return {
    async playback(ref: LectureRef, userId: string): Promise<LecturePlayback> {
      const lecture = await mustFindLecture(db, ref);
      if (!lecture.videoFileKey || !lecture.videoMimeType) throw notFound('This lecture has no video yet');
      const exp = nowSeconds() + ttl;
      const job = await repo.findBySource(db, lecture.videoFileKey);
      if (job?.status === 'ready') {
        const token = createPlaybackToken({ u: userId, c: ref.courseId, j: job.id, e: exp }, tokenKey);
        return {
          type: 'hls',
          url: `${mediaBaseUrl}/hls/${token}/${MASTER_NAME}`,
          expiresAt: new Date(exp * 1000).toISOString(),
          thumbnailsUrl: job.thumbnailsKey ? `${mediaBaseUrl}/hls/${token}/${THUMBNAILS_VTT_NAME}` : null,
        };
      }
      // Until its renditions are made, the uploaded file plays as it is.
      const readTtl = config.media.readUrlTtlSeconds;
      return {
        type: 'file',
        url: await storage.signedReadUrl(lecture.videoFileKey, readTtl, lecture.videoMimeType),
        expiresAt: new Date(clock.now().getTime() + readTtl * 1000).toISOString(),
        thumbnailsUrl: null,
      };
    },

    /** `path` is what follows /hls/: the token, then master.m3u8, `<rendition>/index.m3u8` or thumbnails.vtt. */
    async playlist(path: string): Promise<PlaylistAnswer> {
      const slash = path.indexOf('/');
      const claims = await verify(slash < 0 ? path : path.slice(0, slash));
      const file = slash < 0 ? '' : path.slice(slash + 1);
      const job = claims.j ? await repo.findById(db, claims.j) : null;
      if (job?.status !== 'ready') throw notFound('This video is not available');
      const prefix = renditionsPrefix(job.id);
      if (file === MASTER_NAME) {
        return { body: masterPlaylist(job.renditions), contentType: contentTypeOf(file) };
      }
      const rendition = /^([0-9]{2,4}p)\/index\.m3u8$/.exec(file)?.[1];
      const folder =
        rendition && job.renditions.some((r) => r.name === rendition)
          ? `${prefix}${rendition}/`
          : file === THUMBNAILS_VTT_NAME && job.thumbnailsKey
            ? `${prefix}thumbnails/`
            : null;
      if (!folder) throw notFound('File not found');
      const object = await storage.getObject(`${folder}${rendition ? PLAYLIST_NAME : THUMBNAILS_VTT_NAME}`);
      if (!object) throw notFound('File not found');
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      const body = await rewriteFileNames(Buffer.concat(chunks).toString('utf8'), (name) =>
        segmentUrl(claims, `${folder}${name}`),
      );
      return { body, contentType: contentTypeOf(file) };
    },

    /** A segment or thumbnail sprite by its signed URL: the key, with the seconds it stays valid. */
    async segment(token: string): Promise<{ key: string; contentType: string; secondsLeft: number }> {
      const claims = await verify(token);
      if (!claims.k?.startsWith('hls/')) throw new HttpError(403, LINK_INVALID);
      return { key: claims.k, contentType: contentTypeOf(claims.k), secondsLeft: Math.max(0, claims.e - nowSeconds()) };
    },

    async states(courseId: string): Promise<LectureVideoState[]> {
      const rows = await repo.forCourse(db, courseId);
      return rows.map(({ lectureId, job }) => ({
        subSectionId: lectureId,
        status: job.status,
        percent: Math.round(job.progress * 100),
        secondsLeft: job.status === 'processing' ? job.etaSeconds : null,
        renditions: job.renditions.map((r) => r.name),
        error: job.lastError,
      }));
    },

    async retry(ref: LectureRef): Promise<void> {
      const lecture = await mustFindLecture(db, ref);
      if (!lecture.videoFileKey) throw notFound('This lecture has no video yet');
      if (!(await repo.retry(db, lecture.videoFileKey, clock.now()))) {
        throw conflict('Only a video whose processing failed can be retried');
      }
    },
  };
}
