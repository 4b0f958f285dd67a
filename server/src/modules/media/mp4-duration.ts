/**
 * Reads a video's duration from the MP4/MOV 'mvhd' box with a few small range reads: walk the top-level
 * boxes (skipping 'mdat', whatever its size) until 'moov', then read 'mvhd' inside it. Nothing is decoded;
 * files where the box is absent or odd simply have no duration.
 */

export type ReadRange = (start: number, length: number) => Promise<Buffer>;

const MAX_TOP_LEVEL_BOXES = 32;
/** moov holds every sample table; mvhd is its first child in practice, so the head of moov is enough. */
const MOOV_HEAD_BYTES = 4096;

export async function readMp4DurationSeconds(read: ReadRange, fileSize: number): Promise<number | null> {
  let offset = 0;
  for (let i = 0; i < MAX_TOP_LEVEL_BOXES && offset + 8 <= fileSize; i++) {
    const header = await read(offset, 16);
    if (header.length < 8) return null;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = fileSize - offset;
    }
    if (size < headerSize) return null;
    if (type === 'moov') {
      const moov = await read(offset + headerSize, Math.min(size - headerSize, MOOV_HEAD_BYTES));
      return durationFromMoov(moov);
    }
    offset += size;
  }
  return null;
}

function durationFromMoov(moov: Buffer): number | null {
  let offset = 0;
  while (offset + 8 <= moov.length) {
    const size = moov.readUInt32BE(offset);
    const type = moov.toString('latin1', offset + 4, offset + 8);
    if (type === 'mvhd') return durationFromMvhd(moov.subarray(offset + 8, offset + size));
    if (size < 8) return null;
    offset += size;
  }
  return null;
}

function durationFromMvhd(box: Buffer): number | null {
  const version = box[0];
  // version 0: 32-bit creation, modification, timescale, duration; version 1: 64-bit times and duration.
  const [timescale, duration] =
    version === 1
      ? box.length >= 32
        ? [box.readUInt32BE(20), Number(box.readBigUInt64BE(24))]
        : [0, 0]
      : box.length >= 20
        ? [box.readUInt32BE(12), box.readUInt32BE(16)]
        : [0, 0];
  if (!timescale || !duration) return null;
  return Math.round((duration / timescale) * 100) / 100;
}
