import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {
  CompleteUploadBody,
  CompleteUploadResult,
  PresignedUrl,
  StartUploadBody,
  StartUploadResult,
  UploadStatus,
} from '@skillhub/shared/schemas/upload';
import type { DatabaseHandle } from '../../db/database.ts';
import type { UploadSessionRow } from '../../db/schema/media.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { type FileStorage, MULTIPART_KEY_PREFIX } from '../../storage/file-storage.ts';
import { sniffVideo } from './content-sniffing.ts';
import { readMp4DurationSeconds } from './mp4-duration.ts';
import { createPartGuard } from './part-guard.ts';
import { LECTURE_VIDEO_PURPOSE, storedFilesRepository } from './stored-files.repository.ts';
import { type LectureRef, uploadsRepository as repo } from './uploads.repository.ts';

export const NOT_A_VIDEO = 'The file is not a supported video (MP4, MOV, WebM or MKV)';
const LECTURE_NOT_FOUND = 'Lecture not found in this course and section';
const UPLOAD_NOT_FOUND = 'Upload not found; start the upload again';
const ALREADY_COMPLETING = 'This upload is already being completed';
const BEING_COMPLETED = 'This upload is being completed';
const ISO_MEDIA_TYPES = new Set(['video/mp4', 'video/x-m4v', 'video/quicktime']);

function partSize(session: UploadSessionRow, partNumber: number): number {
  return partNumber < session.totalParts
    ? session.chunkSize
    : session.fileSize - session.chunkSize * (session.totalParts - 1);
}

/** The name of the lock a completion holds while it runs. */
const completionLockName = (sessionId: string) => `upload completion ${sessionId}`;

/**
 * Chunked lecture-video uploads (start, parts, status, complete, abort) and the presigned read URL.
 *
 * A completion runs under `exclusive` (a PostgreSQL advisory lock held on a connection of its own, which a
 * process that dies loses with its connection) and, within this process, a set of the sessions it is
 * completing. The session's `completing_since` only says that a completion started: one whose lock nobody
 * holds was left by a process that died, and the upload is taken up again at once (parts, abort, a new
 * complete call), never after a timeout.
 */
export function createUploadsService(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'log'>,
  storage: FileStorage,
  exclusive: DatabaseHandle['tryExclusive'],
) {
  const { db, clock, config, log } = ctx;
  const completingHere = new Set<string>();

  /** Whether a live request, here or in another process, is completing the session right now. */
  async function completionRunning(session: UploadSessionRow): Promise<boolean> {
    if (!session.completingSince) return false;
    if (completingHere.has(session.id)) return true;
    return !(await exclusive(completionLockName(session.id), async () => {}));
  }

  async function mustFindLecture(ref: LectureRef) {
    const lecture = await repo.findLecture(db, ref);
    if (!lecture) throw notFound(LECTURE_NOT_FOUND);
    return lecture;
  }

  async function mustFindSession(uploadId: string, ref: LectureRef, fileKey?: string) {
    // Ids are uuids; anything else cannot name a session (and must not reach a uuid column).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uploadId))
      throw notFound(UPLOAD_NOT_FOUND);
    const session = await repo.findSession(db, uploadId, ref);
    if (!session || (fileKey !== undefined && session.fileKey !== fileKey)) throw notFound(UPLOAD_NOT_FOUND);
    return session;
  }

  async function durationOf(key: string, mimeType: string, size: number): Promise<number | null> {
    if (!ISO_MEDIA_TYPES.has(mimeType)) return null;
    try {
      const seconds = await readMp4DurationSeconds(async (start, length) => {
        const end = Math.min(start + length, size) - 1;
        const object = await storage.getObject(key, { start, end });
        if (!object) return Buffer.alloc(0);
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      }, size);
      return seconds === null ? null : Math.round(seconds);
    } catch (error) {
      // The duration is a nicety; a file it cannot be read from is still a valid upload.
      log.warn({ err: error, key }, 'could not read the video duration');
      return null;
    }
  }

  /**
   * Joins the parts and records the video, holding the session's completion lock. Every step can be run
   * again after a crash: an object already whole is not joined twice, and the session row goes in the same
   * transaction that records the video.
   */
  async function join(
    lecture: { id: string; videoFileKey: string | null },
    session: UploadSessionRow,
    mimeType: string,
    body: CompleteUploadBody,
  ): Promise<CompleteUploadResult> {
    if (!(await repo.markCompleting(db, session.id, clock.now()))) throw notFound(UPLOAD_NOT_FOUND);
    try {
      const joined = await storage.headObject(session.fileKey);
      if (joined?.size !== session.fileSize) {
        await storage.completeMultipart(session.fileKey, session.storageUploadId, body.parts);
      }
    } catch (error) {
      await repo.releaseCompletion(db, session.id);
      throw error;
    }
    const head = await storage.headObject(session.fileKey);
    const sizeBytes = head?.size ?? session.fileSize;
    const durationSeconds = await durationOf(session.fileKey, mimeType, sizeBytes);
    await db.transaction(async (tx) => {
      await repo.setLectureVideo(tx, lecture.id, { fileKey: session.fileKey, mimeType, sizeBytes, durationSeconds });
      await storedFilesRepository.insertStoredFile(tx, {
        fileKey: session.fileKey,
        purpose: LECTURE_VIDEO_PURPOSE,
        mimeType,
        sizeBytes,
        originalName: session.fileName,
        createdBy: session.createdBy,
      });
      await repo.deleteSession(tx, session.id);
    });
    const replaced = lecture.videoFileKey;
    if (replaced && replaced !== session.fileKey) {
      try {
        await storage.deleteObject(replaced);
        await storedFilesRepository.deleteStoredFile(db, replaced);
      } catch (error) {
        // Its stored_files row stays, so the cleanup job removes the file later.
        log.warn({ err: error, key: replaced }, 'could not delete the replaced lecture video');
      }
    }
    return { subSectionId: lecture.id, video: { mimeType, sizeBytes, durationSeconds } };
  }

  return {
    async start(ref: LectureRef, body: StartUploadBody, userId: string | null): Promise<StartUploadResult> {
      await mustFindLecture(ref);
      const chunkSize = config.media.chunkSizeBytes;
      const now = clock.now();
      const open = await repo.findResumable(db, ref.lectureId, body.fileName, body.fileSize, chunkSize);
      // A session being completed right now takes no more parts; one whose completion died is resumed.
      if (open && !(await completionRunning(open))) {
        await repo.touchSession(db, open.id, now);
        const parts = await repo.parts(db, open.id);
        return {
          uploadId: open.id,
          fileKey: open.fileKey,
          chunkSize,
          totalParts: open.totalParts,
          receivedParts: parts.map((p) => p.partNumber),
        };
      }
      const fileKey = `${MULTIPART_KEY_PREFIX}${ref.courseId}/${randomUUID()}`;
      // The claimed type only labels the multipart object; the type served later comes from the content.
      const storageUploadId = await storage.createMultipart(fileKey, 'application/octet-stream');
      const totalParts = Math.ceil(body.fileSize / chunkSize);
      const session = await repo.insertSession(db, {
        courseId: ref.courseId,
        sectionId: ref.sectionId,
        lectureId: ref.lectureId,
        fileKey,
        storageUploadId,
        fileName: body.fileName,
        fileSize: body.fileSize,
        chunkSize,
        totalParts,
        createdBy: userId,
        lastActivityAt: now,
      });
      return { uploadId: session.id, fileKey, chunkSize, totalParts, receivedParts: [] };
    },

    /** Streams one part to the storage; part 1 must start like a video. */
    async uploadPart(
      ref: LectureRef,
      fields: { uploadId: string; fileKey: string; partNumber: number },
      body: Readable,
    ): Promise<{ partNumber: number; etag: string }> {
      const session = await mustFindSession(fields.uploadId, ref, fields.fileKey);
      if (await completionRunning(session)) throw conflict(BEING_COMPLETED);
      const { partNumber } = fields;
      if (partNumber > session.totalParts) {
        throw badRequest(`partNumber must not exceed ${session.totalParts}`, {
          partNumber: `partNumber must not exceed ${session.totalParts}`,
        });
      }
      let mimeType: string | undefined;
      const guard = createPartGuard({
        expectedSize: partSize(session, partNumber),
        ...(partNumber === 1
          ? {
              sniff: (head: Buffer) => {
                mimeType = sniffVideo(head) ?? undefined;
                if (!mimeType) throw new HttpError(400, NOT_A_VIDEO, { chunk: NOT_A_VIDEO });
              },
            }
          : {}),
      });
      // The guard's own refusal (not a video, wrong size) is the error to report, not the storage's
      // complaint about the stream it cut short.
      let refusal: unknown;
      const piped = pipeline(body, guard).catch((error) => {
        refusal = error;
      });
      let etag: string;
      try {
        etag = await storage.uploadPart(
          session.fileKey,
          session.storageUploadId,
          partNumber,
          guard,
          partSize(session, partNumber),
        );
      } catch (error) {
        await piped;
        throw refusal ?? error;
      }
      await repo.savePart(db, { sessionId: session.id, partNumber, etag, sizeBytes: guard.received });
      await repo.touchSession(db, session.id, clock.now(), mimeType);
      return { partNumber, etag };
    },

    async status(ref: LectureRef, uploadId: string): Promise<UploadStatus> {
      const session = await mustFindSession(uploadId, ref);
      await repo.touchSession(db, session.id, clock.now());
      const parts = await repo.parts(db, session.id);
      return { receivedParts: parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })) };
    },

    /** Joins the parts into the lecture's video and drops the lecture's previous video. */
    async complete(ref: LectureRef, body: CompleteUploadBody): Promise<CompleteUploadResult> {
      const lecture = await mustFindLecture(ref);
      const session = await mustFindSession(body.uploadId, ref, body.fileKey);
      const stored = new Map((await repo.parts(db, session.id)).map((p) => [p.partNumber, p]));
      for (let n = 1; n <= session.totalParts; n++) {
        if (!stored.has(n)) throw badRequest(`Part ${n} of ${session.totalParts} has not been uploaded`);
      }
      if (body.parts.length !== session.totalParts || body.parts.some((p, i) => p.partNumber !== i + 1)) {
        throw badRequest(`List the parts in order, 1 to ${session.totalParts}, each once`);
      }
      for (const part of body.parts) {
        if (stored.get(part.partNumber)?.etag !== part.etag) {
          throw badRequest(`Part ${part.partNumber} does not match the uploaded part; send it again`);
        }
      }
      const mimeType = session.mimeType;
      if (!mimeType) throw badRequest(NOT_A_VIDEO);

      // Checked and taken with no await between: two requests of this process cannot both pass.
      if (completingHere.has(session.id)) throw conflict(ALREADY_COMPLETING);
      completingHere.add(session.id);
      try {
        let result: CompleteUploadResult | undefined;
        const ran = await exclusive(completionLockName(session.id), async () => {
          result = await join(lecture, session, mimeType, body);
        });
        if (!ran || !result) throw conflict(ALREADY_COMPLETING);
        return result;
      } finally {
        completingHere.delete(session.id);
      }
    },

    async abort(ref: LectureRef, uploadId: string): Promise<void> {
      const session = await mustFindSession(uploadId, ref);
      if (await completionRunning(session)) throw conflict(BEING_COMPLETED);
      await storage.abortMultipart(session.fileKey, session.storageUploadId);
      await repo.deleteSession(db, session.id);
    },

    async presignedUrl(ref: LectureRef): Promise<PresignedUrl> {
      const lecture = await mustFindLecture(ref);
      if (!lecture.videoFileKey || !lecture.videoMimeType) throw notFound('This lecture has no video yet');
      const ttl = config.media.readUrlTtlSeconds;
      const url = await storage.signedReadUrl(lecture.videoFileKey, ttl, lecture.videoMimeType);
      return { url, expiresAt: new Date(clock.now().getTime() + ttl * 1000).toISOString() };
    },
  };
}
