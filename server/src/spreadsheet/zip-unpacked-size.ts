import { createInflateRaw } from 'node:zlib';

/**
 * What the parts of a ZIP (an .xlsx) unpack to, counted by inflating them rather than believed from the sizes
 * the ZIP declares: a directory can say 1 KB for a part that inflates to gigabytes (or 0, with a data
 * descriptor), and several entries can point at the same compressed bytes. Each entry is inflated from the
 * start of its data to the end of its deflate stream, which is the most any reader can get out of it whatever
 * compressed size is declared; the output is counted and dropped, and counting stops the moment the total
 * passes the limit, so a bomb costs the time of inflating the limit (tens of milliseconds), not its size.
 */

export type UnpackedSize = { fits: true; bytes: number } | { fits: false; reason: 'not-a-zip' | 'too-large' };

/** More entries than this is refused as too large: a real workbook has tens, with pictures a few hundred. */
export const ZIP_MAX_ENTRIES = 10_000;

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

interface ZipEntry {
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

/** The entries the central directory lists; null when there is no readable central directory (not a ZIP). */
function zipEntries(content: Buffer): ZipEntry[] | null {
  if (content.length < 22) return null;
  // The end record is 22 bytes plus a comment of up to 65,535.
  const from = Math.max(0, content.length - 22 - 0xffff);
  let end = -1;
  for (let i = content.length - 22; i >= from; i--) {
    if (content.readUInt32LE(i) === END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = content.readUInt16LE(end + 10);
  let offset = content.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > content.length || content.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null;
    entries.push({
      flags: content.readUInt16LE(offset + 8),
      method: content.readUInt16LE(offset + 10),
      compressedSize: content.readUInt32LE(offset + 20),
      declaredSize: content.readUInt32LE(offset + 24),
      localHeader: content.readUInt32LE(offset + 42),
    });
    offset +=
      46 + content.readUInt16LE(offset + 28) + content.readUInt16LE(offset + 30) + content.readUInt16LE(offset + 32);
  }
  return entries;
}

/** What the ZIP's entries really unpack to, or why not: not a ZIP we can read, or more than `maxBytes`. */
export async function zipUnpackedSize(content: Buffer, maxBytes: number): Promise<UnpackedSize> {
  const entries = zipEntries(content);
  if (!entries) return { fits: false, reason: 'not-a-zip' };
  if (entries.length > ZIP_MAX_ENTRIES) return { fits: false, reason: 'too-large' };
  // A first, cheap refusal before inflating anything; ZIP64 sizes (over 4 GB) are too large too.
  const declared = entries.reduce((sum, e) => sum + e.declaredSize, 0);
  if (entries.some((e) => e.declaredSize === 0xffffffff) || declared > maxBytes) {
    return { fits: false, reason: 'too-large' };
  }
  let total = 0;
  for (const entry of entries) {
    const at = entry.localHeader;
    if (at + 30 > content.length || content.readUInt32LE(at) !== LOCAL_SIGNATURE) {
      return { fits: false, reason: 'not-a-zip' };
    }
    if (entry.flags & ENCRYPTED_FLAG) return { fits: false, reason: 'not-a-zip' };
    const data = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
    if (data > content.length) return { fits: false, reason: 'not-a-zip' };
    const budget = maxBytes - total;
    let size: number | 'over' | 'corrupt';
    if (entry.method === STORED) {
      // Stored bytes are their own size; a reader cannot take more than the file holds.
      size = Math.min(entry.compressedSize, content.length - data);
      if (size > budget) size = 'over';
    } else if (entry.method === DEFLATED) {
      size = await inflatedSize(content.subarray(data), budget);
    } else {
      return { fits: false, reason: 'not-a-zip' };
    }
    if (size === 'over') return { fits: false, reason: 'too-large' };
    if (size === 'corrupt') return { fits: false, reason: 'not-a-zip' };
    total += size;
  }
  return { fits: true, bytes: total };
}

/**
 * What a raw deflate stream at the start of `data` inflates to ('over' as soon as it passes `budget`). Bytes
 * after the stream's last block (the next entries) are left unread by zlib.
 */
function inflatedSize(data: Buffer, budget: number): Promise<number | 'over' | 'corrupt'> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        // zlib checks for destruction between output chunks: nothing more is inflated.
        inflater.destroy();
        resolve('over');
      }
    });
    inflater.on('end', () => resolve(size));
    inflater.on('error', () => resolve('corrupt'));
    inflater.end(data);
  });
}
