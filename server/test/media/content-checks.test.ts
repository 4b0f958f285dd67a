import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseRange } from '../../src/modules/media/byte-range.ts';
import { sniffImage, sniffPdf, sniffVideo } from '../../src/modules/media/content-sniffing.ts';
import { readMp4DurationSeconds } from '../../src/modules/media/mp4-duration.ts';

const demo = await readFile(new URL('../../src/seed/assets/demo-lecture.mp4', import.meta.url));
const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);

describe('file types by content', () => {
  it('knows MP4, M4V, MOV, WebM and Matroska, and nothing else, as video', () => {
    expect(sniffVideo(demo)).toBe('video/mp4');
    expect(sniffVideo(ftyp('M4V '))).toBe('video/x-m4v');
    expect(sniffVideo(ftyp('qt  '))).toBe('video/quicktime');
    const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]);
    expect(sniffVideo(Buffer.concat([ebml, Buffer.from('webm')]))).toBe('video/webm');
    expect(sniffVideo(Buffer.concat([ebml, Buffer.from('matroska')]))).toBe('video/x-matroska');
    // Same box, but audio or a still image.
    expect(sniffVideo(ftyp('M4A '))).toBeNull();
    expect(sniffVideo(ftyp('heic'))).toBeNull();
    expect(sniffVideo(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffVideo(Buffer.from('MZ\x90\x00'))).toBeNull();
  });

  it('knows JPEG, PNG, WebP and PDF', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPdf(Buffer.from('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffPdf(Buffer.from('<html>'))).toBeNull();
  });
});

describe('MP4 duration', () => {
  const reader = (file: Buffer) => async (start: number, length: number) => file.subarray(start, start + length);

  it('reads the demo video’s six seconds, with moov first or last', async () => {
    expect(await readMp4DurationSeconds(reader(demo), demo.length)).toBe(6);
    // Move moov behind mdat, as encoders without faststart write it.
    const boxes: Buffer[] = [];
    for (let offset = 0; offset < demo.length; ) {
      const size = demo.readUInt32BE(offset);
      boxes.push(demo.subarray(offset, offset + size));
      offset += size;
    }
    const moov = boxes.find((box) => box.toString('latin1', 4, 8) === 'moov') as Buffer;
    const reordered = Buffer.concat([...boxes.filter((box) => box !== moov), moov]);
    expect(await readMp4DurationSeconds(reader(reordered), reordered.length)).toBe(6);
  });

  it('gives null for files without a movie header', async () => {
    const junk = Buffer.alloc(100);
    expect(await readMp4DurationSeconds(reader(junk), junk.length)).toBeNull();
  });
});

describe('HTTP Range', () => {
  it('parses single ranges and refuses ranges past the end', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'range', range: { start: 50, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=9-2', 100)).toEqual({ kind: 'whole' });
  });
});
