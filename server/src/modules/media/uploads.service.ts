import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {
  CompleteUploadBody,
  CompleteUploadResult,
  PresignedUrl,
  StartUploadBody,
  StartUploadResult,
  UploadStatus,
} from '@skillhub/shared/schemas/upload';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import type { UploadSessionRow } from '../../db/schema/media.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { type FileStorage, MULTIPART_KEY_PREFIX } from '../../storage/file-storage.ts';
import { freeCaptionsOf } from '../lecture-captions/captions-storage.ts';
import { freeRenditionsOf } from '../video-transcoding/renditions-storage.ts';
import { transcodesRepository } from '../video-transcoding/transcodes.repository.ts';
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

/**
 * The file size and part count of a session whose client declared no size (the spec's start body has none):
 * 0 until complete-upload counts the parts it received.
 */
const UNDECLARED = 0;
const sizeDeclared = (session: UploadSessionRow) => session.totalParts !== UNDECLARED;

/** 2147483648 is '2 GB', 196608 is '192 KB'. */
function bytesText(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** A video past the size limit: the upload is dropped, its parts with it. */
class VideoTooLargeError extends HttpError {
  constructor(limit: number, field?: string) {
    const message = `Video must not exceed ${bytesText(limit)}; the upload was cancelled`;
    super(413, message, field ? { [field]: message } : undefined);
  }
}

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
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'log'> &
    Pick<FastifyInstance, 'publicContent' | 'videoTranscoder'>,
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

  /** Drops an upload and its stored parts; what fails here is left to the cleanup job. */
  async function abandon(session: UploadSessionRow): Promise<void> {
    try {
      await storage.abortMultipart(session.fileKey, session.storageUploadId);
      await repo.deleteSession(db, session.id);
    } catch (error) {
      log.warn({ err: error, uploadId: session.id }, 'could not drop an upload past the size limit');
    }
  }

  /** Streams a part of a declared size straight to the storage: it must be exactly its size. */
  async function storeExactPart(
    session: UploadSessionRow,
    partNumber: number,
    body: Readable,
    sniff: ((head: Buffer) => void) | undefined,
  ): Promise<{ etag: string; size: number }> {
    if (partNumber > session.totalParts) {
      throw badRequest(`partNumber must not exceed ${session.totalParts}`, {
        partNumber: `partNumber must not exceed ${session.totalParts}`,
      });
    }
    const size = partSize(session, partNumber);
    const guard = createPartGuard({ expectedSize: size, ...(sniff ? { sniff } : {}) });
    // The guard's own refusal (not a video, wrong size) is the error to report, not the storage's
    // complaint about the stream it cut short.
    let refusal: unknown;
    const piped = pipeline(body, guard).catch((error) => {
      refusal = error;
    });
    try {
      const etag = await storage.uploadPart(session.fileKey, session.storageUploadId, partNumber, guard, size);
      return { etag, size: guard.received };
    } catch (error) {
      await piped;
      throw refusal ?? error;
    }
  }

  /**
   * A part of an upload whose size was not declared: 1 to chunkSize bytes, read into memory (at most one part,
   * as the S3 driver does anyway) because the storage takes a part's size up front. The limit is checked as the
   * bytes arrive: the file holds at least the other parts received and, before this part, full parts; a part
   * that takes it past the limit is refused (413) and the upload dropped.
   */
  async function storeOpenEndedPart(
    session: UploadSessionRow,
    partNumber: number,
    body: Readable,
    sniff: ((head: Buffer) => void) | undefined,
  ): Promise<{ etag: string; size: number }> {
    const limit = config.media.videoMaxBytes;
    const others = (await repo.parts(db, session.id))
      .filter((part) => part.partNumber !== partNumber)
      .reduce((sum, part) => sum + part.sizeBytes, 0);
    const allowance = limit - Math.max(others, (partNumber - 1) * session.chunkSize);
    if (allowance <= 0) {
      await abandon(session);
      throw new VideoTooLargeError(limit, 'chunk');
    }
    const guard = createPartGuard({
      maxSize: Math.min(session.chunkSize, allowance),
      tooLarge: (received) =>
        received > allowance
          ? new VideoTooLargeError(limit, 'chunk')
          : new HttpError(413, `A part must not exceed ${session.chunkSize} bytes`, {
              chunk: `A part must not exceed ${session.chunkSize} bytes`,
            }),
      ...(sniff ? { sniff } : {}),
    });
    const chunks: Buffer[] = [];
    try {
      await pipeline(body, guard, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      });
    } catch (error) {
      if (error instanceof VideoTooLargeError) await abandon(session);
      throw error;
    }
    const bytes = Buffer.concat(chunks);
    const etag = await storage.uploadPart(
      session.fileKey,
      session.storageUploadId,
      partNumber,
      Readable.from([bytes]),
      bytes.length,
    );
    return { etag, size: bytes.length };
  }

  /**
   * Fixes the size of an upload whose size was not declared from the parts received: 1 to n, each but the last
   * exactly chunkSize bytes, within the limit (past it the upload is dropped). From then on it is an upload of
   * that size, so a completion retried after a crash goes on as for a declared one.
   */
  async function settleSize(session: UploadSessionRow): Promise<UploadSessionRow> {
    const parts = await repo.parts(db, session.id);
    const count = parts.at(-1)?.partNumber ?? 0;
    if (count === 0) throw badRequest('Part 1 has not been uploaded');
    const byNumber = new Map(parts.map((part) => [part.partNumber, part]));
    for (let n = 1; n <= count; n++) {
      if (!byNumber.has(n)) throw badRequest(`Part ${n} of ${count} has not been uploaded`);
    }
    const short = parts.find((part) => part.partNumber < count && part.sizeBytes !== session.chunkSize);
    if (short) {
      throw badRequest(
        `Part ${short.partNumber} must be exactly ${session.chunkSize} bytes; only the last part may be shorter`,
      );
    }
    const fileSize = parts.reduce((sum, part) => sum + part.sizeBytes, 0);
    if (fileSize > config.media.videoMaxBytes) {
      await abandon(session);
      throw new VideoTooLargeError(config.media.videoMaxBytes);
    }
    await repo.declareSize(db, session.id, fileSize, count);
    return { ...session, fileSize, totalParts: count };
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
    // Whether a lecture has a video shows on the public course page: the commit drops the public cache.
    await ctx.publicContent.change('lectures', async (tx) => {
      await repo.setLectureVideo(tx, lecture.id, { fileKey: session.fileKey, mimeType, sizeBytes, durationSeconds });
      await storedFilesRepository.insertStoredFile(tx, {
        fileKey: session.fileKey,
        purpose: LECTURE_VIDEO_PURPOSE,
        mimeType,
        sizeBytes,
        originalName: session.fileName,
        createdBy: session.createdBy,
      });
      await transcodesRepository.enqueue(tx, session.fileKey, clock.now());
      await repo.deleteSession(tx, session.id);
    });
    ctx.videoTranscoder.kick();
    const replaced = lecture.videoFileKey;
    if (replaced && replaced !== session.fileKey) {
      try {
        await freeRenditionsOf(db, storage, replaced);
        await freeCaptionsOf(db, storage, replaced);
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
      const limit = config.media.videoMaxBytes;
      const { fileSize } = body;
      if (fileSize !== undefined && fileSize > limit) {
        const message = `Video must not exceed ${bytesText(limit)}`;
        throw badRequest(message, { fileSize: message });
      }
      const now = clock.now();
      // Only a declared size tells the same file from another of the same name, so only then is one resumed.
      const open =
        fileSize === undefined ? null : await repo.findResumable(db, ref.lectureId, body.fileName, fileSize, chunkSize);
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
      const totalParts = fileSize === undefined ? UNDECLARED : Math.ceil(fileSize / chunkSize);
      const session = await repo.insertSession(db, {
        courseId: ref.courseId,
        sectionId: ref.sectionId,
        lectureId: ref.lectureId,
        fileKey,
        storageUploadId,
        fileName: body.fileName,
        fileSize: fileSize ?? UNDECLARED,
        chunkSize,
        totalParts,
        createdBy: userId,
        lastActivityAt: now,
      });
      return {
        uploadId: session.id,
        fileKey,
        chunkSize,
        totalParts: totalParts === UNDECLARED ? null : totalParts,
        receivedParts: [],
      };
    },

    /** Stores one part; part 1 must start like a video. */
    async uploadPart(
      ref: LectureRef,
      fields: { uploadId: string; fileKey: string; partNumber: number },
      body: Readable,
    ): Promise<{ partNumber: number; etag: string }> {
      const session = await mustFindSession(fields.uploadId, ref, fields.fileKey);
      if (await completionRunning(session)) throw conflict(BEING_COMPLETED);
      const { partNumber } = fields;
      let mimeType: string | undefined;
      const sniff =
        partNumber === 1
          ? (head: Buffer) => {
              mimeType = sniffVideo(head) ?? undefined;
              if (!mimeType) throw new HttpError(400, NOT_A_VIDEO, { chunk: NOT_A_VIDEO });
            }
          : undefined;
      const stored = sizeDeclared(session)
        ? await storeExactPart(session, partNumber, body, sniff)
        : await storeOpenEndedPart(session, partNumber, body, sniff);
      await repo.savePart(db, { sessionId: session.id, partNumber, etag: stored.etag, sizeBytes: stored.size });
      await repo.touchSession(db, session.id, clock.now(), mimeType);
      return { partNumber, etag: stored.etag };
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
      const found = await mustFindSession(body.uploadId, ref, body.fileKey);
      const session = sizeDeclared(found) ? found : await settleSize(found);
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
