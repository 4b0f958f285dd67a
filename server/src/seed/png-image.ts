import { deflateSync } from 'node:zlib';

/**
 * Small PNG pictures drawn in code, so that the demo blog's covers are real image files (stored through the
 * storage driver like an upload) without shipping binary assets: a diagonal gradient between two colours with
 * a few soft circles placed by a seed, distinct per post.
 */

export type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A deterministic pseudo-random sequence (mulberry32), so the same seed draws the same picture. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * PNG's Sub filter on every row (each byte minus the same colour's byte one pixel to the left): a gradient's
 * rows become runs of small repeating differences, which deflate packs twice as tight as the pixels themselves
 * (a demo cover 93 -> 45 kB): the blog list's first cover is its page's largest content.
 */
function subFilter(raw: Buffer, rowBytes: number): void {
  for (let row = 0; row < raw.length; row += rowBytes) {
    raw[row] = 1; // filter type: Sub
    // Right to left, so that each byte is taken from its unfiltered neighbour.
    for (let i = row + rowBytes - 1; i >= row + 1 + 3; i--)
      raw[i] = ((raw[i] as number) - (raw[i - 3] as number)) & 0xff;
  }
}

/**
 * The pictures drawn so far, by their arguments: drawing one costs a quarter of a second of CPU (deflate at level 9
 * most of it), and a process that seeds the demo blog again draws the same ones (each test app on its own database).
 */
const drawn = new Map<string, Buffer>();

export function coverPng(width: number, height: number, from: Rgb, to: Rgb, seed: number): Buffer {
  const key = `${width}x${height} ${from.join(',')} ${to.join(',')} ${seed}`;
  const known = drawn.get(key);
  if (known) return known;
  const png = drawPng(width, height, from, to, seed);
  drawn.set(key, png);
  return png;
}

function drawPng(width: number, height: number, from: Rgb, to: Rgb, seed: number): Buffer {
  const next = random(seed);
  const circles = Array.from({ length: 5 }, () => ({
    x: next() * width,
    y: next() * height,
    r: (0.1 + next() * 0.25) * height,
    light: next() > 0.5,
  }));
  const rowBytes = width * 3 + 1;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let shade = 0;
      for (const c of circles) {
        const d = Math.hypot(x - c.x, y - c.y);
        if (d < c.r) shade += (c.light ? 0.18 : -0.12) * (1 - d / c.r);
      }
      const offset = y * rowBytes + 1 + x * 3;
      for (let i = 0; i < 3; i++) {
        const base = (from[i] as number) * (1 - t) + (to[i] as number) * t;
        raw[offset + i] = Math.max(0, Math.min(255, Math.round(base + shade * 255)));
      }
    }
  }
  subFilter(raw, rowBytes);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
