import type { LecturePlayback, LectureVideoState } from '@skillhub/shared/schemas/video-playback';
import type { CourseLectureRow } from '../../db/schema/curriculum.ts';
import type { VideoTranscodeRow } from '../../db/schema/video-transcodes.ts';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { mustFindLecture } from '../courses/course-gate.ts';
import { contentTypeOf, SPRITE_NAME, THUMBNAILS_VTT_NAME } from './hls-encoding.ts';
import { MASTER_NAME, masterPlaylist, rewriteFileNames } from './hls-playlists.ts';
import { createPlaybackToken, type PlaybackClaims, verifyPlaybackToken } from './playback-token.ts';
import { renditionsPrefix, transcodesRepository as repo } from './transcodes.repository.ts';
import { canStillWatch, freePreviewLecture } from './watch-access.ts';

export const LINK_EXPIRED = 'This video link has expired';
export const LINK_INVALID = 'This video link is not valid';
export const NO_LONGER_ALLOWED = 'You no longer have access to this course';
export const NO_LONGER_PREVIEW = 'This lecture is no longer a free preview';

type LectureRef = { courseId: string; sectionId: string; lectureId: string };

/** What a playback URL opens: a playlist or thumbnail track to send as it is, or a stored segment or sprite. */
export type PlaybackFile =
  | { kind: 'text'; body: string; contentType: string }
  | { kind: 'object'; key: string; contentType: string; secondsLeft: number };

const RENDITION_FILE = /^([0-9]{2,4}p)\/((?:index\.m3u8)|(?:seg_[0-9]{4,6}\.ts))$/;

/** The storage key a playback path names, or null when the job has no such file. */
function storedKey(job: VideoTranscodeRow, file: string): string | null {
  const prefix = renditionsPrefix(job.id);
  const match = RENDITION_FILE.exec(file);
  if (match) return job.renditions.some((r) => r.name === match[1]) ? `${prefix}${file}` : null;
  if ((file === THUMBNAILS_VTT_NAME || file === SPRITE_NAME) && job.thumbnailsKey) return `${prefix}thumbnails/${file}`;
  return null;
}

/**
 * Protected HLS playback. The player gets a master URL whose path carries a token signed for the signed-in user,
 * the video and a few minutes; the playlists name their files relatively, so every playlist, segment and
 * thumbnail request carries that token and checks the signature, the expiry and the user's access afresh. On
 * S3 the rendition playlists are rewritten with pre-signed segment URLs, whose bytes never pass through here.
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
    const { claims } = check;
    if (claims.p !== undefined) {
      // A preview opens only the job of the video its lecture has now, while the lecture is still a preview.
      const lecture = await freePreviewLecture(db, claims.c, claims.p);
      const job = lecture?.videoFileKey ? await repo.findBySource(db, lecture.videoFileKey) : null;
      if (job?.id !== claims.j) throw new HttpError(403, NO_LONGER_PREVIEW);
    } else if (!(await canStillWatch(db, claims.u, claims.c, clock.now()))) {
      throw new HttpError(403, NO_LONGER_ALLOWED);
    }
    return claims;
  }

  /** The lecture's URL for the holder (a user, or anyone for a preview): HLS once transcoded, else the file. */
  async function playbackOf(
    lecture: CourseLectureRow,
    holder: { u: string } | { p: string },
  ): Promise<LecturePlayback> {
    if (!lecture.videoFileKey || !lecture.videoMimeType) throw notFound('This lecture has no video yet');
    const exp = nowSeconds() + ttl;
    const job = await repo.findBySource(db, lecture.videoFileKey);
    if (job?.status === 'ready') {
      const token = createPlaybackToken({ ...holder, c: lecture.courseId, j: job.id, e: exp }, tokenKey);
      return {
        type: 'hls',
        url: `${mediaBaseUrl}/hls/${token}/${MASTER_NAME}`,
        expiresAt: new Date(exp * 1000).toISOString(),
        thumbnailsUrl: job.thumbnailsKey ? `${mediaBaseUrl}/hls/${token}/${THUMBNAILS_VTT_NAME}` : null,
      };
    }
    // Until its renditions are made, the uploaded file plays as it is, through a signed URL that lapses too.
    const readTtl = config.media.readUrlTtlSeconds;
    return {
      type: 'file',
      url: await storage.signedReadUrl(lecture.videoFileKey, readTtl, lecture.videoMimeType),
      expiresAt: new Date(clock.now().getTime() + readTtl * 1000).toISOString(),
      thumbnailsUrl: null,
    };
  }

  return {
    /** The lecture's URL for its holder: a viewer the caller checked, or anyone for a checked free preview. */
    async playback(ref: LectureRef, holder: { u: string } | { p: string }): Promise<LecturePlayback> {
      return playbackOf(await mustFindLecture(db, ref), holder);
    },

    /**
     * `path` is what follows /hls/: the token, then master.m3u8, `<rendition>/index.m3u8`, a segment
     * `<rendition>/seg_0000.ts`, thumbnails.vtt or thumbnails.jpg. Playlists name their files relatively, so
     * every request of a playback carries the same token, and the player renews it by swapping in a new one.
     */
    async file(path: string): Promise<PlaybackFile> {
      const slash = path.indexOf('/');
      const claims = await verify(slash < 0 ? path : path.slice(0, slash));
      const file = slash < 0 ? '' : path.slice(slash + 1);
      const job = await repo.findById(db, claims.j);
      if (job?.status !== 'ready') throw notFound('This video is not available');
      if (file === MASTER_NAME) {
        return { kind: 'text', body: masterPlaylist(job.renditions), contentType: contentTypeOf(file) };
      }
      const key = storedKey(job, file);
      if (!key) throw notFound('File not found');
      if (!key.endsWith('.m3u8') && !key.endsWith('.vtt')) {
        return {
          kind: 'object',
          key,
          contentType: contentTypeOf(key),
          secondsLeft: Math.max(0, claims.e - nowSeconds()),
        };
      }
      const object = await storage.getObject(key);
      if (!object) throw notFound('File not found');
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const folder = key.slice(0, key.lastIndexOf('/') + 1);
      // On S3 the bytes come from the bucket: the playlist names pre-signed URLs, valid as long as the token.
      const body =
        storage.kind === 's3'
          ? await rewriteFileNames(text, (name) => storage.signedReadUrl(`${folder}${name}`, ttl, contentTypeOf(name)))
          : text;
      return { kind: 'text', body, contentType: contentTypeOf(key) };
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
