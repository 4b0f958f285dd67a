import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Test support: the server's upload calls (start-upload, chunk-upload, upload-status, complete-upload,
 * abort-upload, presigned) answered in memory, with a small chunk size so a test file of a few KiB goes up
 * in several parts, and with scripted part failures. Mounted by the scripted HTTP servers of the tests.
 */

interface StoredPart {
  etag: string;
  bytes: Buffer;
}

export interface UploadSessionRecord {
  uploadId: string;
  fileKey: string;
  lecture: string;
  fileName: string;
  fileSize: number;
  parts: Map<number, StoredPart>;
  state: 'open' | 'completed' | 'aborted';
}

export interface ChunkRequest {
  partNumber: number;
  size: number;
  /** the answer sent: 200, or the scripted failure's status */
  status: number;
}

export interface ScriptedUploads {
  /** Answers the call when it is an upload call; false lets the caller route it. */
  handle(method: string, path: string, url: URL, req: IncomingMessage, raw: Buffer, res: ServerResponse): boolean;
  sessions: Map<string, UploadSessionRecord>;
  chunks: ChunkRequest[];
  aborted: string[];
  /** the next `times` sends of this part fail with `status` */
  failPart(partNumber: number, times: number, status?: number): void;
  /** the whole file a completed session assembled */
  assembled(uploadId: string): Buffer | undefined;
  /** a session the test opens as an earlier run would have, with these parts already received */
  seedSession(
    lecture: string,
    file: { name: string; size: number; bytes: Buffer },
    parts: number[],
  ): UploadSessionRecord;
  reset(): void;
  /** called when a video is attached, so the course state can show it */
  onComplete?: (lecture: string, session: UploadSessionRecord) => void;
}

const UPLOAD_CALL =
  /^\/course\/(start-upload|chunk-upload|upload-status|complete-upload|abort-upload|presigned)\/([^/]+)\/([^/]+)\/([^/]+)$/;

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The fields and files of a multipart/form-data body. */
export function parseMultipart(raw: Buffer, contentType: string | undefined) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  const fields = new Map<string, string>();
  const files = new Map<string, { filename: string; data: Buffer }>();
  if (!boundary) return { fields, files };
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, blank line, content, CRLF before the next delimiter.
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString();
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    if (filename === undefined) fields.set(name, content.toString());
    else files.set(name, { filename, data: Buffer.from(content) });
    start = next;
  }
  return { fields, files };
}

export function createScriptedUploads(chunkSize: number): ScriptedUploads {
  const sessions = new Map<string, UploadSessionRecord>();
  const chunks: ChunkRequest[] = [];
  const aborted: string[] = [];
  let failures: { partNumber: number; status: number }[] = [];

  const open = (lecture: string, fileName: string, fileSize: number): UploadSessionRecord => {
    const session: UploadSessionRecord = {
      uploadId: randomUUID(),
      fileKey: `videos/${lecture.replaceAll(':', '/')}/${randomUUID()}-${fileName}`,
      lecture,
      fileName,
      fileSize,
      parts: new Map(),
      state: 'open',
    };
    sessions.set(session.uploadId, session);
    return session;
  };

  const uploads: ScriptedUploads = {
    sessions,
    chunks,
    aborted,
    handle(method, path, url, req, raw, res) {
      const match = UPLOAD_CALL.exec(path);
      if (!match) return false;
      const [, call, courseId, sectionId, subSectionId] = match;
      const lecture = `${courseId}:${sectionId}:${subSectionId}`;
      const json = () => JSON.parse(raw.toString() || '{}') as Record<string, unknown>;
      const find = (uploadId: unknown) => {
        const session = typeof uploadId === 'string' ? sessions.get(uploadId) : undefined;
        return session && session.lecture === lecture && session.state === 'open' ? session : undefined;
      };
      // Answers the call: true tells the caller it was handled.
      const notFound = () => {
        sendJson(res, 404, { success: false, message: 'Upload session not found' });
        return true;
      };

      if (call === 'start-upload' && method === 'POST') {
        const body = json();
        const fileName = String(body.fileName);
        const fileSize = Number(body.fileSize);
        const existing = [...sessions.values()].find(
          (s) => s.lecture === lecture && s.state === 'open' && s.fileName === fileName && s.fileSize === fileSize,
        );
        const session = existing ?? open(lecture, fileName, fileSize);
        sendJson(res, 200, {
          success: true,
          data: {
            uploadId: session.uploadId,
            fileKey: session.fileKey,
            chunkSize,
            totalParts: Math.max(1, Math.ceil(fileSize / chunkSize)),
            receivedParts: [...session.parts.keys()].sort((a, b) => a - b),
          },
        });
        return true;
      }
      if (call === 'chunk-upload' && method === 'POST') {
        const { fields, files } = parseMultipart(raw, req.headers['content-type']);
        const partNumber = Number(fields.get('partNumber'));
        const data = files.get('chunk')?.data ?? Buffer.alloc(0);
        const failure = failures.find((f) => f.partNumber === partNumber);
        if (failure) {
          failures = failures.filter((f) => f !== failure);
          chunks.push({ partNumber, size: data.length, status: failure.status });
          sendJson(res, failure.status, { success: false, message: 'Storage is unavailable' });
          return true;
        }
        const session = find(fields.get('uploadId'));
        if (!session || session.fileKey !== fields.get('fileKey')) return notFound();
        const etag = `etag-${partNumber}-${data.length}`;
        session.parts.set(partNumber, { etag, bytes: data });
        chunks.push({ partNumber, size: data.length, status: 200 });
        sendJson(res, 200, { success: true, data: { partNumber, etag } });
        return true;
      }
      if (call === 'upload-status' && method === 'GET') {
        const session = find(url.searchParams.get('uploadId'));
        if (!session) return notFound();
        const receivedParts = [...session.parts.entries()]
          .sort(([a], [b]) => a - b)
          .map(([partNumber, part]) => ({ partNumber, etag: part.etag }));
        sendJson(res, 200, { success: true, data: { receivedParts } });
        return true;
      }
      if (call === 'complete-upload' && method === 'POST') {
        const body = json();
        const session = find(body.uploadId);
        if (!session) return notFound();
        const parts = body.parts as { partNumber: number; etag: string }[];
        const valid =
          parts.length === session.parts.size &&
          parts.every((p, i) => p.partNumber === i + 1 && session.parts.get(p.partNumber)?.etag === p.etag);
        if (!valid) {
          sendJson(res, 400, {
            success: false,
            message: 'The parts do not match the upload',
            errors: { parts: 'Invalid parts' },
          });
          return true;
        }
        session.state = 'completed';
        uploads.onComplete?.(lecture, session);
        sendJson(res, 200, {
          success: true,
          message: 'Video uploaded successfully',
          data: {
            subSectionId: lecture.split(':')[2],
            video: { mimeType: 'video/mp4', sizeBytes: session.fileSize, durationSeconds: 95 },
          },
        });
        return true;
      }
      if (call === 'abort-upload' && method === 'DELETE') {
        const session = find(url.searchParams.get('uploadId'));
        if (!session) return notFound();
        session.state = 'aborted';
        aborted.push(session.uploadId);
        sendJson(res, 200, { success: true, message: 'Upload cancelled' });
        return true;
      }
      if (call === 'presigned' && method === 'GET') {
        const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
        sendJson(res, 200, {
          success: true,
          data: { url: `http://127.0.0.1/media/${courseId}/${subSectionId}.mp4?signature=abc`, expiresAt },
        });
        return true;
      }
      return false;
    },
    failPart(partNumber, times, status = 503) {
      for (let i = 0; i < times; i += 1) failures.push({ partNumber, status });
    },
    assembled(uploadId) {
      const session = sessions.get(uploadId);
      if (session?.state !== 'completed') return undefined;
      return Buffer.concat([...session.parts.entries()].sort(([a], [b]) => a - b).map(([, p]) => p.bytes));
    },
    seedSession(lecture, file, parts) {
      const session = open(lecture, file.name, file.size);
      for (const partNumber of parts) {
        const bytes = file.bytes.subarray((partNumber - 1) * chunkSize, partNumber * chunkSize);
        session.parts.set(partNumber, { etag: `etag-${partNumber}-${bytes.length}`, bytes: Buffer.from(bytes) });
      }
      return session;
    },
    reset() {
      sessions.clear();
      chunks.length = 0;
      aborted.length = 0;
      failures = [];
    },
  };
  return uploads;
}
