import { constants, deflateRawSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Files an upload of spreadsheets must refuse whatever they are named: a PNG, bytes of no format, and a ZIP
 * signature followed by no ZIP.
 */
export function notSpreadsheets(): Buffer[] {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256));
  const brokenZip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), random]);
  return [png, random, brokenZip];
}

/** A copy of the .xlsx (a ZIP) whose every part claims to unpack to `bytes`, without being any larger. */
export function claimingUnpackedSize(xlsx: Buffer, bytes: number): Buffer {
  const copy = Buffer.from(xlsx);
  // Each central directory entry (PK\x01\x02) declares its unpacked size at offset 24.
  for (let at = copy.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = copy.indexOf('PK\x01\x02', at + 4, 'latin1')) {
    copy.writeUInt32LE(bytes, at + 24);
  }
  return copy;
}

/** One part of a ZIP written by zipOf, with the sizes it declares (which may lie). */
export interface ZipPart {
  name: string;
  /** The bytes as they sit in the ZIP: raw deflate unless `method` is 0 (stored). */
  data: Buffer;
  method?: number;
  /** The unpacked size its headers declare. */
  declaredSize: number;
  /** The compressed size its headers declare; the length of `data` unless given. */
  declaredCompressedSize?: number;
  /** Sizes of 0 in its local header and a data descriptor after its data (general purpose flag bit 3). */
  dataDescriptor?: boolean;
  /** Another part's index: this entry points at that part's local header and data instead of its own. */
  sameDataAs?: number;
}

/** A ZIP of the parts, headers as they say (CRCs left 0: readers of .xlsx do not check them by default). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const method = part.method ?? 8;
    const flags = part.dataDescriptor ? 0x8 : 0;
    const compressed = part.declaredCompressedSize ?? part.data.length;
    const at = part.sameDataAs === undefined ? offset : (offsets[part.sameDataAs] ?? 0);
    offsets.push(at);
    if (part.sameDataAs === undefined) {
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(flags, 6);
      local.writeUInt16LE(method, 8);
      local.writeUInt32LE(part.dataDescriptor ? 0 : compressed, 18);
      local.writeUInt32LE(part.dataDescriptor ? 0 : part.declaredSize, 22);
      local.writeUInt16LE(name.length, 26);
      const pieces = [local, name, part.data];
      if (part.dataDescriptor) {
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(compressed, 8);
        descriptor.writeUInt32LE(part.declaredSize, 12);
        pieces.push(descriptor);
      }
      for (const piece of pieces) {
        locals.push(piece);
        offset += piece.length;
      }
    }
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(flags, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(compressed, 20);
    entry.writeUInt32LE(part.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(at, 42);
    central.push(entry, name);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MiB = 1024 * 1024;

/**
 * Raw deflate of `head`, `bytes` repetitions of 'a' and `tail`, built in milliseconds without ever holding
 * the inflated bytes: each MiB of 'a' deflates (with a full flush, so every copy is the same bytes) to about
 * 1 KB, and the copies are concatenated. 300 MB makes about 300 KB.
 */
export function deflatedRun(bytes: number, head = '', tail = ''): Buffer {
  const flushed = (data: Buffer) => deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const mebibyte = flushed(Buffer.alloc(MiB, 'a'));
  const pieces = [flushed(Buffer.from(head))];
  for (let n = 0; n < Math.floor(bytes / MiB); n++) pieces.push(mebibyte);
  pieces.push(flushed(Buffer.alloc(bytes % MiB, 'a')), deflateRawSync(Buffer.from(tail)));
  return Buffer.concat(pieces);
}

const xlsxParts: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '</Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '</Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '</Relationships>',
};

/**
 * An .xlsx whose sheet XML holds one cell of `unpackedBytes` letters: a deflate bomb about a thousand times
 * smaller than what it unpacks to. Its headers declare the sheet's real size, or `declaredSize` when given
 * (a lying ZIP).
 */
export function inflatingXlsx(unpackedBytes: number, { declaredSize }: { declaredSize?: number } = {}): Buffer {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>';
  const tail = '</t></is></c></row></sheetData></worksheet>';
  const sheet = deflatedRun(unpackedBytes, head, tail);
  const parts: ZipPart[] = Object.entries(xlsxParts).map(([name, xml]) => ({
    name,
    data: deflateRawSync(Buffer.from(xml)),
    declaredSize: Buffer.byteLength(xml),
  }));
  parts.push({
    name: 'xl/worksheets/sheet1.xml',
    data: sheet,
    declaredSize: declaredSize ?? head.length + unpackedBytes + tail.length,
  });
  return zipOf(parts);
}

/**
 * Sends two 300 KB spreadsheets that inflate to 300 MB (one honest about its sizes, one lying) through `send`,
 * and expects each to be refused with the field message while `/api/health` answers before the refusal does.
 */
export async function expectBombsRefusedWhileHealthy(
  app: FastifyInstance,
  send: (bomb: Buffer) => Promise<LightMyRequestResponse>,
): Promise<void> {
  const sheetBytes = 300 * 1024 * 1024;
  const bombs = [inflatingXlsx(sheetBytes), inflatingXlsx(sheetBytes, { declaredSize: 2048 })];
  for (const bomb of bombs) {
    expect(bomb.length).toBeLessThan(400 * 1024);
    let answered = false;
    const refused = send(bomb).then((response) => {
      answered = true;
      return response;
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(answered).toBe(false);
    const response = await refused;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The spreadsheet is too large once unpacked',
      errors: { file: 'The spreadsheet is too large once unpacked' },
    });
  }
}
