import { request } from '../api-client.ts';
import { uploadEndpoints } from '../endpoints/uploads.ts';
import type { StartUploadResult } from '../schemas/upload.ts';
import type { LectureRef } from './skillhub-seed.ts';

/**
 * Test support: an MP4 the real server accepts and reads a length from, and a lecture video put on the
 * server the way the content page uploads one. The file is a real MP4 head ('ftyp', then a 'moov' box whose
 * 'mvhd' says how long it plays) and filler bytes in 'mdat'; nothing decodes it.
 */

export function mp4Bytes(size: number, durationSeconds: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) bytes[offset + i] = text.charCodeAt(i);
  };
  // ftyp: isom, minor 0x200, compatible isom and mp41.
  view.setUint32(0, 24);
  ascii(4, 'ftypisom');
  view.setUint32(12, 0x200);
  ascii(16, 'isommp41');
  // moov holding a version-0 mvhd: timescale 1000, the duration in milliseconds.
  const moov = 24;
  const mvhdSize = 8 + 100;
  view.setUint32(moov, 8 + mvhdSize);
  ascii(moov + 4, 'moov');
  view.setUint32(moov + 8, mvhdSize);
  ascii(moov + 12, 'mvhd');
  view.setUint32(moov + 16 + 12, 1000);
  view.setUint32(moov + 16 + 16, Math.round(durationSeconds * 1000));
  // mdat: the rest, each byte telling its position so a misplaced part would show.
  const mdat = moov + 8 + mvhdSize;
  view.setUint32(mdat, size - mdat);
  ascii(mdat + 4, 'mdat');
  for (let i = mdat + 8; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
}

export function mp4File(size: number, durationSeconds: number, name = 'welcome.mp4'): File {
  return new File([mp4Bytes(size, durationSeconds)], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 });
}

/**
 * Starts an upload of `file` to a lecture and sends the parts listed (1-based; all of them when none are
 * given), as an upload cut short would have: completing it attaches the video.
 */
export async function uploadParts(lecture: LectureRef, file: File, parts?: number[]): Promise<StartUploadResult> {
  const started = await request(uploadEndpoints.start, {
    params: lecture,
    body: { fileName: file.name, fileType: file.type, fileSize: file.size },
  });
  const session = started.data;
  const numbers = parts ?? Array.from({ length: Math.ceil(file.size / session.chunkSize) }, (_, i) => i + 1);
  for (const partNumber of numbers) {
    const form = new FormData();
    form.set('uploadId', session.uploadId);
    form.set('fileKey', session.fileKey);
    form.set('partNumber', String(partNumber));
    const chunk = file.slice((partNumber - 1) * session.chunkSize, partNumber * session.chunkSize);
    form.set('chunk', new File([chunk], file.name, { type: file.type }));
    await request(uploadEndpoints.chunk, { params: lecture, body: form });
  }
  return session;
}

/** A lecture video, uploaded in full and attached. */
export async function seedLectureVideo(lecture: LectureRef, file: File): Promise<void> {
  const session = await uploadParts(lecture, file);
  const status = await request(uploadEndpoints.status, { params: lecture, query: { uploadId: session.uploadId } });
  await request(uploadEndpoints.complete, {
    params: lecture,
    body: { uploadId: session.uploadId, fileKey: session.fileKey, parts: status.data.receivedParts },
  });
}
