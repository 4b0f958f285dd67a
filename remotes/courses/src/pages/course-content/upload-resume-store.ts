import type { UploadSession } from './chunked-upload.ts';

/**
 * Unfinished lecture uploads, remembered in localStorage so that after a reload (or a crash) the page can
 * offer to continue: the user picks the same file again and only the missing parts are sent.
 */

const PREFIX = 'skillhub.lecture-upload.';

export interface RememberedUpload extends UploadSession {
  lectureId: string;
}

function isRemembered(value: unknown): value is RememberedUpload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.lectureId === 'string' &&
    typeof v.uploadId === 'string' &&
    typeof v.fileKey === 'string' &&
    typeof v.chunkSize === 'number' &&
    typeof v.fileName === 'string' &&
    typeof v.fileSize === 'number' &&
    typeof v.lastModified === 'number'
  );
}

export function rememberUpload(lectureId: string, session: UploadSession): void {
  try {
    localStorage.setItem(PREFIX + lectureId, JSON.stringify({ lectureId, ...session }));
  } catch {
    // Storage full or disabled: the upload still runs, it just cannot be resumed after a reload.
  }
}

export function rememberedUpload(lectureId: string): RememberedUpload | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFIX + lectureId) ?? 'null');
    return isRemembered(parsed) && parsed.lectureId === lectureId ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function forgetUpload(lectureId: string): void {
  try {
    localStorage.removeItem(PREFIX + lectureId);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
