import { createHash, randomBytes } from 'node:crypto';
import { invalidParameter, mediaError, unknownObject } from './graph-error.ts';
import { graphId } from './graph-ids.ts';

/**
 * Media as the Cloud API takes it: files uploaded to send (POST /{phone-number-id}/media, answering a media id
 * a message's header may name) and template samples through the Resumable Upload API (POST /app/uploads opens
 * a session, POST /{upload-session-id} with the bytes answers the handle a media header's example names).
 * What a later reference is checked against is kept (type, size, digest), not the bytes: nothing reads them
 * back, and a long-running demo must not grow with every upload.
 */

const MB = 1024 * 1024;

/** The types the sandbox takes, with the Cloud API's size limit of each. */
export const MEDIA_LIMITS: Record<string, number> = {
  'image/jpeg': 5 * MB,
  'image/png': 5 * MB,
  'application/pdf': 100 * MB,
};
export const MEDIA_MAX_BYTES = 100 * MB;

export interface StoredMedia {
  id: string;
  mimeType: string;
  fileName: string;
  size: number;
  sha256: string;
}

interface UploadSession {
  signature: string;
  fileName: string;
  fileLength: number;
  fileType: string;
}

/** The most sessions left open, and of media and handles kept; the oldest go first (as the API expires them). */
const MAX_KEPT = 10_000;

function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value as string);
}

export class SandboxMedia {
  private readonly media = new Map<string, StoredMedia>();
  private readonly sessions = new Map<string, UploadSession>();
  /** Sample handles with their file's type. */
  private readonly handles = new Map<string, string>();

  /** POST /{phone-number-id}/media. */
  upload(file: { bytes: Buffer; mimeType: string; fileName: string }): { id: string } {
    const limit = MEDIA_LIMITS[file.mimeType];
    if (limit === undefined) {
      throw mediaError(
        `Param file must be a file with one of the following types: ${Object.keys(MEDIA_LIMITS).join(', ')}. Received file of type '${file.mimeType}'.`,
      );
    }
    if (file.bytes.length === 0) throw mediaError('The file is empty.');
    if (file.bytes.length > limit) {
      throw mediaError(
        `Media file size ${file.bytes.length} bytes exceeds the ${limit / MB} MB limit of ${file.mimeType}.`,
      );
    }
    const id = graphId();
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    remember(this.media, id, { id, mimeType: file.mimeType, fileName: file.fileName, size: file.bytes.length, sha256 });
    return { id };
  }

  find(id: string): StoredMedia | null {
    return this.media.get(id) ?? null;
  }

  /** POST /app/uploads?file_name=&file_length=&file_type=: a session id (`upload:...?sig=...`). */
  startUpload(query: Record<string, string | undefined>): { id: string } {
    const fileName = query.file_name?.trim();
    if (!fileName) throw invalidParameter('The parameter file_name is required.');
    const fileLength = Number(query.file_length);
    if (!Number.isInteger(fileLength) || fileLength <= 0) {
      throw invalidParameter('The parameter file_length must be a positive whole number.');
    }
    const fileType = query.file_type ?? '';
    const limit = MEDIA_LIMITS[fileType];
    if (limit === undefined) {
      throw invalidParameter(`The parameter file_type must be one of ${Object.keys(MEDIA_LIMITS).join(', ')}.`);
    }
    if (fileLength > limit) throw invalidParameter(`The file exceeds the ${limit / MB} MB limit of ${fileType}.`);
    const key = `upload:${randomBytes(24).toString('base64url')}`;
    const signature = randomBytes(24).toString('base64url');
    remember(this.sessions, key, { signature, fileName, fileLength, fileType });
    return { id: `${key}?sig=${signature}` };
  }

  /** POST /{upload-session-id} with `file_offset: 0` and the whole file: the handle of the uploaded sample. */
  finishUpload(key: string, signature: string | undefined, offset: string | undefined, body: unknown): { h: string } {
    const session = this.sessions.get(key);
    if (!session || session.signature !== signature) throw unknownObject('post', key);
    if (offset !== '0')
      throw invalidParameter('The header file_offset must be 0: the sandbox takes the whole file at once.');
    if (!Buffer.isBuffer(body) || body.length === 0) throw invalidParameter('The request body must hold the file.');
    if (body.length !== session.fileLength) {
      throw invalidParameter(`The file holds ${body.length} bytes, not the file_length of ${session.fileLength}.`);
    }
    this.sessions.delete(key);
    const handle = `4::${Buffer.from(session.fileType).toString('base64')}:${randomBytes(36).toString('base64url')}`;
    remember(this.handles, handle, session.fileType);
    return { h: handle };
  }

  /** The type of the file a sample handle names; null for a handle the sandbox never gave. */
  handleType(handle: string): string | null {
    return this.handles.get(handle) ?? null;
  }
}
