import { randomUUID } from 'node:crypto';
import type { CaptionLanguage, CaptionTracks, LectureCaption } from '@skillhub/shared/schemas/lecture-captions';
import type { LectureCaptionRow } from '../../db/schema/lecture-captions.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { mustFindLecture } from '../courses/course-gate.ts';
import { createPlaybackToken, verifyPlaybackToken } from '../video-transcoding/playback-token.ts';
import { canStillWatch, freePreviewLecture } from '../video-transcoding/watch-access.ts';
import { checkCaptionFile } from './caption-file.ts';
import { captionsRepository as repo } from './captions.repository.ts';
import { captionKey } from './captions-storage.ts';

export const NO_VIDEO = 'This lecture has no video yet: upload the video first';
export const CAPTION_NOT_FOUND = 'This lecture has no captions in that language';
export const CAPTION_LINK_EXPIRED = 'This caption link has expired';
export const CAPTION_LINK_INVALID = 'This caption link is not valid';
export const CAPTION_NO_LONGER_ALLOWED = 'You no longer have access to this course';
export const CAPTION_NO_LONGER_PREVIEW = 'This lecture is no longer a free preview';
const VTT_TYPE = 'text/vtt; charset=utf-8';

type LectureRef = { courseId: string; sectionId: string; lectureId: string };

const toDto = (row: LectureCaptionRow): LectureCaption => ({
  language: row.language,
  sizeBytes: row.sizeBytes,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A lecture video's WebVTT captions: staff upload, replace and remove one file per language; a viewer gets
 * each as a URL signed for them and a few minutes (the playback token, with the caption's id as `j`), and every
 * fetch of it checks the signature, the expiry and that the viewer may still watch the course.
 */
export function createCaptionsService(
  deps: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'log'> & { storage: FileStorage; mediaBaseUrl: string },
  tokenKey: Uint8Array,
) {
  const { db, clock, config, log, storage, mediaBaseUrl } = deps;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function videoKeyOf(ref: LectureRef): Promise<string> {
    const lecture = await mustFindLecture(db, ref);
    if (!lecture.videoFileKey) throw notFound(NO_VIDEO);
    return lecture.videoFileKey;
  }

  async function deleteFile(key: string): Promise<void> {
    try {
      await storage.deleteObject(key);
    } catch (error) {
      // Nothing points to it any more; a leftover file costs bytes, never a wrong caption.
      log.warn({ err: error, key }, 'could not delete a caption file');
    }
  }

  return {
    async list(ref: LectureRef): Promise<LectureCaption[]> {
      const lecture = await mustFindLecture(db, ref);
      if (!lecture.videoFileKey) return [];
      return (await repo.forVideo(db, lecture.videoFileKey)).map(toDto);
    },

    /** Stores the file under a new key, records it, then deletes the file it replaced. */
    async upload(
      ref: LectureRef,
      language: CaptionLanguage,
      content: Buffer,
      userId: string | null,
    ): Promise<LectureCaption> {
      const videoKey = await videoKeyOf(ref);
      const text = checkCaptionFile(content);
      const previous = await repo.find(db, videoKey, language);
      const fileKey = captionKey(randomUUID());
      await storage.putObject(fileKey, Buffer.from(text, 'utf8'), VTT_TYPE);
      let row: LectureCaptionRow;
      try {
        row = await repo.upsert(
          db,
          { videoKey, language, fileKey, sizeBytes: content.length, createdBy: userId },
          clock.now(),
        );
      } catch (error) {
        // The video went meanwhile (its row with it): the file just stored belongs to nothing.
        await deleteFile(fileKey);
        throw error;
      }
      if (previous && previous.fileKey !== fileKey) await deleteFile(previous.fileKey);
      return toDto(row);
    },

    async remove(ref: LectureRef, language: CaptionLanguage): Promise<void> {
      const videoKey = await videoKeyOf(ref);
      const row = await repo.find(db, videoKey, language);
      if (!row) throw notFound(CAPTION_NOT_FOUND);
      await repo.delete(db, row.id);
      await deleteFile(row.fileKey);
    },

    /**
     * The signed caption URLs of a lecture for their holder: a user (the caller has checked they may watch the
     * lecture), or anyone for a free preview lecture (`p`, its id; the caller has checked it is one).
     */
    async tracks(ref: LectureRef, holder: { u: string } | { p: string }): Promise<CaptionTracks> {
      const lecture = await mustFindLecture(db, ref);
      const exp = nowSeconds() + config.media.playbackUrlTtlSeconds;
      const rows = lecture.videoFileKey ? await repo.forVideo(db, lecture.videoFileKey) : [];
      return {
        tracks: rows.map((row) => {
          const token = createPlaybackToken({ ...holder, c: ref.courseId, j: row.id, e: exp }, tokenKey);
          return { language: row.language, url: `${mediaBaseUrl}/captions/${token}/${row.language}.vtt` };
        }),
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },

    /** `path` is what follows /captions/: the token, then `<language>.vtt`. */
    async file(path: string): Promise<string> {
      const [token = '', name, extra] = path.split('/');
      const check = verifyPlaybackToken(token, tokenKey, nowSeconds());
      if (!check.ok) throw new HttpError(403, check.reason === 'expired' ? CAPTION_LINK_EXPIRED : CAPTION_LINK_INVALID);
      const { u, p, c, j } = check.claims;
      const row = await repo.findById(db, j);
      if (p !== undefined) {
        // A preview's caption opens while its lecture is still a preview and still has the video it belongs to.
        const lecture = await freePreviewLecture(db, c, p);
        if (!lecture || (row && row.videoKey !== lecture.videoFileKey)) {
          throw new HttpError(403, CAPTION_NO_LONGER_PREVIEW);
        }
      } else if (u === undefined || !(await canStillWatch(db, u, c, clock.now()))) {
        throw new HttpError(403, u === undefined ? CAPTION_LINK_INVALID : CAPTION_NO_LONGER_ALLOWED);
      }
      if (!row || extra !== undefined || name !== `${row.language}.vtt`) throw notFound(CAPTION_NOT_FOUND);
      const object = await storage.getObject(row.fileKey);
      if (!object) throw notFound(CAPTION_NOT_FOUND);
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
