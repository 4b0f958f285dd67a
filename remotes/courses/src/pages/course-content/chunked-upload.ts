import { ApiError, request } from '@skillhub/shared/api-client';
import { uploadEndpoints } from '@skillhub/shared/endpoints/uploads';
import type { CompleteUploadResult } from '@skillhub/shared/schemas/upload';

/**
 * The lecture-video upload engine: a file goes up in the server's chunk size through
 * start-upload, chunk-upload and complete-upload, one part at a time and in order. A failed part is tried
 * again with a growing pause; an upload cut short (a dropped connection, a closed tab) continues later from
 * the parts the server says it holds, so finished parts are never sent twice.
 */

export interface LectureTarget {
  courseId: string;
  sectionId: string;
  subSectionId: string;
}

/** What the page keeps (in localStorage) to continue an upload after a reload. */
export interface UploadSession {
  uploadId: string;
  fileKey: string;
  chunkSize: number;
  fileName: string;
  fileSize: number;
  lastModified: number;
}

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  /** 0-100, whole numbers */
  percent: number;
  /** measured over the parts sent in this run; 0 until the first one lands */
  bytesPerSecond: number;
  /** undefined until there is a speed to estimate from */
  secondsLeft: number | undefined;
}

export interface ChunkedUploadOptions {
  target: LectureTarget;
  file: File;
  courseTitle: string;
  /** a session from an earlier run of the same file: its received parts are skipped */
  resume?: UploadSession;
  onProgress?: (progress: UploadProgress) => void;
  /** called once the server has opened (or reopened) the session, so the caller can remember it */
  onSession?: (session: UploadSession) => void;
  /** attempts per part, the first included */
  attempts?: number;
  /** the pause before the second attempt; it doubles for each further one */
  retryDelayMs?: number;
}

export interface Part {
  partNumber: number;
  etag: string;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_RETRY_DELAY_MS = 1000;

export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

/** A refused part (bad input, no permission, an unknown session) fails the same way every time. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return typeof error.status !== 'number' || error.status >= 500 || error.status === 408 || error.status === 429;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new UploadCancelledError());
      },
      { once: true },
    );
  });
}

/** DELETE abort-upload: the server drops the session and the parts it holds. */
export async function abortUploadSession(target: LectureTarget, uploadId: string): Promise<void> {
  await request(uploadEndpoints.abort, { params: { ...target }, query: { uploadId } });
}

export const sameFile = (session: Pick<UploadSession, 'fileName' | 'fileSize' | 'lastModified'>, file: File) =>
  session.fileName === file.name && session.fileSize === file.size && session.lastModified === file.lastModified;

export class ChunkedUpload {
  private readonly controller = new AbortController();
  private session: UploadSession | undefined;
  private readonly options: ChunkedUploadOptions;

  constructor(options: ChunkedUploadOptions) {
    this.options = options;
    this.session = options.resume && sameFile(options.resume, options.file) ? options.resume : undefined;
  }

  /** Sends what the server does not hold yet and attaches the video; resolves with the server's answer. */
  async run(): Promise<CompleteUploadResult> {
    const { file, target } = this.options;
    const { session, received } = await this.openSession();
    const totalParts = Math.max(1, Math.ceil(file.size / session.chunkSize));
    const parts = new Map(received.map((part) => [part.partNumber, part.etag]));
    const partBytes = (n: number) => Math.min(session.chunkSize, file.size - (n - 1) * session.chunkSize);

    let sentBytes = [...parts.keys()].reduce((sum, n) => sum + partBytes(n), 0);
    const startedAt = performance.now();
    let sentThisRun = 0;
    const report = () => {
      const seconds = (performance.now() - startedAt) / 1000;
      const bytesPerSecond = sentThisRun > 0 && seconds > 0 ? sentThisRun / seconds : 0;
      this.options.onProgress?.({
        sentBytes,
        totalBytes: file.size,
        percent: file.size === 0 ? 100 : Math.floor((sentBytes / file.size) * 100),
        bytesPerSecond,
        secondsLeft: bytesPerSecond > 0 ? (file.size - sentBytes) / bytesPerSecond : undefined,
      });
    };
    report();

    for (let partNumber = 1; partNumber <= totalParts; partNumber += 1) {
      if (parts.has(partNumber)) continue;
      if (this.cancelled) throw new UploadCancelledError();
      const start = (partNumber - 1) * session.chunkSize;
      const chunk = file.slice(start, start + session.chunkSize);
      const etag = await this.sendPart(session, partNumber, chunk);
      parts.set(partNumber, etag);
      sentBytes += chunk.size;
      sentThisRun += chunk.size;
      report();
    }

    const body = await request(uploadEndpoints.complete, {
      params: { ...target },
      body: {
        uploadId: session.uploadId,
        fileKey: session.fileKey,
        parts: [...parts.entries()].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ partNumber, etag })),
      },
      signal: this.controller.signal,
    });
    return body.data;
  }

  /** Stops sending and tells the server to drop what it received. */
  async cancel(): Promise<void> {
    this.stop();
    if (this.session) await abortUploadSession(this.options.target, this.session.uploadId);
  }

  /** Stops sending but leaves the session open on the server, to be resumed later. */
  stop(): void {
    this.controller.abort();
  }

  get cancelled(): boolean {
    return this.controller.signal.aborted;
  }

  /**
   * A remembered session continues from upload-status (which has the etags complete-upload needs); a
   * session the server no longer knows, or none at all, goes through start-upload, which itself resumes an
   * open session for the same file and lecture.
   */
  private async openSession(): Promise<{ session: UploadSession; received: Part[] }> {
    const { file, target, courseTitle } = this.options;
    const signal = this.controller.signal;
    if (this.session) {
      try {
        const received = await this.status(this.session);
        this.options.onSession?.(this.session);
        return { session: this.session, received };
      } catch (error) {
        if (this.cancelled) throw new UploadCancelledError();
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
      }
    }
    const body = await request(uploadEndpoints.start, {
      params: { ...target },
      body: { fileName: file.name, fileType: file.type, fileSize: file.size, courseTitle },
      signal,
    }).catch((error: unknown) => {
      throw this.cancelled ? new UploadCancelledError() : error;
    });
    const started = body.data;
    this.session = {
      uploadId: started.uploadId,
      fileKey: started.fileKey,
      chunkSize: started.chunkSize,
      fileName: file.name,
      fileSize: file.size,
      lastModified: file.lastModified,
    };
    this.options.onSession?.(this.session);
    const received = started.receivedParts.length > 0 ? await this.status(this.session) : [];
    return { session: this.session, received };
  }

  private async status(session: UploadSession): Promise<Part[]> {
    const body = await request(uploadEndpoints.status, {
      params: { ...this.options.target },
      query: { uploadId: session.uploadId },
      signal: this.controller.signal,
    });
    return body.data.receivedParts;
  }

  private async sendPart(session: UploadSession, partNumber: number, chunk: Blob): Promise<string> {
    const attempts = this.options.attempts ?? DEFAULT_ATTEMPTS;
    const delay = this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    const signal = this.controller.signal;
    for (let attempt = 1; ; attempt += 1) {
      // The server reads the fields before the file, so the file goes last.
      const form = new FormData();
      form.append('uploadId', session.uploadId);
      form.append('fileKey', session.fileKey);
      form.append('partNumber', String(partNumber));
      form.append('chunk', chunk, this.options.file.name);
      try {
        const body = await request(uploadEndpoints.chunk, {
          params: { ...this.options.target },
          body: form,
          signal,
          // A 5 MiB part on a slow line takes longer than an ordinary call may.
          timeout: 10 * 60_000,
        });
        return body.data.etag;
      } catch (error) {
        if (this.cancelled) throw new UploadCancelledError();
        if (attempt >= attempts || !isWorthRetrying(error)) throw error;
        await pause(delay * 2 ** (attempt - 1), signal);
      }
    }
  }
}
