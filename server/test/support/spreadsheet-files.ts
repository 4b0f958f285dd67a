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
