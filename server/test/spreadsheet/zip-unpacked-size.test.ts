import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZIP_MAX_ENTRIES, zipUnpackedSize } from '../../src/spreadsheet/zip-unpacked-size.ts';
import { deflatedRun, inflatingXlsx, type ZipPart, zipOf } from '../support/spreadsheet-files.ts';

const MiB = 1024 * 1024;
const LIMIT = 64 * MiB;
const tooLarge = { fits: false, reason: 'too-large' };
const notAZip = { fits: false, reason: 'not-a-zip' };

const part = (name: string, bytes: number, extra: Partial<ZipPart> = {}): ZipPart => ({
  name,
  data: deflatedRun(bytes),
  declaredSize: bytes,
  ...extra,
});

describe('what a ZIP really unpacks to', () => {
  it('counts the bytes each part inflates to, stored or deflated', async () => {
    const stored = Buffer.from('stored as is');
    const zip = zipOf([
      part('a.xml', 3 * MiB),
      part('b.xml', 1000),
      { name: 'c.bin', data: stored, method: 0, declaredSize: stored.length },
    ]);
    expect(await zipUnpackedSize(zip, LIMIT)).toEqual({ fits: true, bytes: 3 * MiB + 1000 + stored.length });
  });

  it('refuses a deflate bomb whose headers declare its size, before inflating it', async () => {
    expect(await zipUnpackedSize(inflatingXlsx(300 * MiB), LIMIT)).toEqual(tooLarge);
  });

  it('refuses a bomb whose headers lie: a small size, sizes of 0 with a data descriptor, a tiny compressed size', async () => {
    const lies: Partial<ZipPart>[] = [
      { declaredSize: 1024 },
      { declaredSize: 0, declaredCompressedSize: 0, dataDescriptor: true },
      { declaredSize: 0, declaredCompressedSize: 0 },
      { declaredSize: 10, declaredCompressedSize: 10 },
    ];
    for (const lie of lies) {
      expect(await zipUnpackedSize(zipOf([part('sheet.xml', 300 * MiB, lie)]), LIMIT)).toEqual(tooLarge);
    }
    expect(await zipUnpackedSize(inflatingXlsx(300 * MiB, { declaredSize: 2000 }), LIMIT)).toEqual(tooLarge);
  });

  it('stops at the limit however much more a part would inflate to (4 GB here)', async () => {
    const bomb = zipOf([part('sheet.xml', 4 * 1024 * MiB, { declaredSize: 1 })]);
    expect(bomb.length).toBeLessThan(5 * MiB);
    expect(await zipUnpackedSize(bomb, LIMIT)).toEqual(tooLarge);
  });

  it('adds up many parts that each fit, and entries that share the same compressed bytes', async () => {
    const many = Array.from({ length: 70 }, (_, n) => part(`part${n}.xml`, MiB, { declaredSize: 0 }));
    expect(await zipUnpackedSize(zipOf(many), LIMIT)).toEqual(tooLarge);

    // One 8 MiB stream behind ten entries: a reader inflates it ten times.
    const overlapping = [
      part('first.xml', 8 * MiB, { declaredSize: 0 }),
      ...Array.from({ length: 9 }, (_, n) => part(`again${n}.xml`, 0, { declaredSize: 0, sameDataAs: 0 })),
    ];
    expect(await zipUnpackedSize(zipOf(overlapping), LIMIT)).toEqual(tooLarge);
    expect(await zipUnpackedSize(zipOf(overlapping.slice(0, 7)), LIMIT)).toEqual({ fits: true, bytes: 56 * MiB });
  });

  it(`refuses more than ${ZIP_MAX_ENTRIES} entries, however small`, async () => {
    const tiny = deflateRawSync(Buffer.from('x'));
    const parts = Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, n) => ({
      name: `${n}`,
      data: tiny,
      declaredSize: 1,
    }));
    expect(await zipUnpackedSize(zipOf(parts), LIMIT)).toEqual(tooLarge);
  });

  it('counts a stored part no larger than the bytes the file holds after it', async () => {
    const data = Buffer.alloc(1000, 'b');
    const zip = zipOf([{ name: 'a.bin', data, method: 0, declaredSize: 0, declaredCompressedSize: 0xfffffff0 }]);
    expect(await zipUnpackedSize(zip, LIMIT)).toMatchObject({ fits: true });
    const stored = zipOf([{ name: 'a.bin', data: Buffer.alloc(2 * MiB), method: 0, declaredSize: 0 }]);
    expect(await zipUnpackedSize(stored, MiB)).toEqual(tooLarge);
  });

  it('answers not-a-zip for no central directory, a broken deflate stream or an unknown compression', async () => {
    expect(await zipUnpackedSize(Buffer.from('PK\x03\x04 and nothing else', 'latin1'), LIMIT)).toEqual(notAZip);
    const broken = zipOf([{ name: 'a.xml', data: Buffer.from([0xff, 0xff, 0xff, 0xff]), declaredSize: 4 }]);
    expect(await zipUnpackedSize(broken, LIMIT)).toEqual(notAZip);
    const truncated = zipOf([{ name: 'a.xml', data: deflatedRun(MiB).subarray(0, 500), declaredSize: MiB }]);
    expect(await zipUnpackedSize(truncated, LIMIT)).toEqual(notAZip);
    const bzip2 = zipOf([{ name: 'a.xml', data: Buffer.from('BZh9'), method: 12, declaredSize: 4 }]);
    expect(await zipUnpackedSize(bzip2, LIMIT)).toEqual(notAZip);
  });
});
