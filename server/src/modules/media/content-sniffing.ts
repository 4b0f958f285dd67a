/**
 * File types decided by the first bytes of the content, never by the name or the type the browser claims:
 * a renamed executable must not become a "video" that the site then serves to learners.
 */

/** Enough leading bytes for every signature below. */
export const SNIFF_BYTES = 64;

/** ISO base-media brands of video files; audio-only (M4A) and image (HEIC, AVIF) brands share the box. */
const VIDEO_BRANDS: Record<string, string> = {
  isom: 'video/mp4',
  iso2: 'video/mp4',
  iso4: 'video/mp4',
  iso5: 'video/mp4',
  iso6: 'video/mp4',
  mp41: 'video/mp4',
  mp42: 'video/mp4',
  avc1: 'video/mp4',
  dash: 'video/mp4',
  mmp4: 'video/mp4',
  MSNV: 'video/mp4',
  'M4V ': 'video/x-m4v',
  M4VH: 'video/x-m4v',
  M4VP: 'video/x-m4v',
  'qt  ': 'video/quicktime',
};

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export function sniffVideo(head: Buffer): string | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return VIDEO_BRANDS[head.toString('latin1', 8, 12)] ?? null;
  }
  if (head.subarray(0, 4).equals(EBML_MAGIC)) {
    // WebM is Matroska with the doc type "webm", written in the EBML header right at the start.
    return head.includes('webm', 0, 'latin1') ? 'video/webm' : 'video/x-matroska';
  }
  return null;
}

export function sniffImage(head: Buffer): string | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function sniffPdf(head: Buffer): string | null {
  return head.toString('latin1', 0, 5) === '%PDF-' ? 'application/pdf' : null;
}

export const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'm4v',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
