import { hostileString } from './hostile-values.ts';
import type { Operation } from './openapi.ts';
import type { Random } from './random.ts';
import type { ValidValues } from './valid-values.ts';

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

const ODDITIES = [
  'no boundary',
  'other boundary',
  'truncated',
  'no closing',
  'long boundary',
  'quoted boundary',
  'empty body',
  'no disposition',
  'hostile filename',
  'proto field',
  'many fields',
  'many files',
  'big field',
  'hostile field value',
  'file first',
  'lf only',
  'no file',
] as const;

function encodeParts(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * File bytes that start like what the call takes (a video part, an image, a PDF), or like something else;
 * `size` when the upload announced its size (its only part is the whole video).
 */
function fileContent(rng: Random, field: string, size = rng.pick([0, 1, 16, 1024, 64 * 1024])): Buffer {
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i += 97) body[i] = rng.int(0, 255);
  const heads: Record<string, Buffer> = {
    mp4: Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]),
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pdf: Buffer.from('%PDF-1.4\n'),
    html: Buffer.from('<html><script>alert(1)</script>'),
    none: Buffer.alloc(0),
  };
  const head = heads[rng.pick(field === 'chunk' ? ['mp4', 'mp4', 'none', 'html'] : ['png', 'pdf', 'none', 'html'])];
  return Buffer.concat([head ?? Buffer.alloc(0), body]).subarray(0, Math.max(size, head?.length ?? 0));
}

/**
 * A multipart body for an upload call: the fields its description names and the file, well formed, or
 * (when `odd`) with one oddity: no or another boundary, cut short, a hostile file name or field, too many
 * parts, bare line feeds, and so on.
 */
export function multipartRequest(
  rng: Random,
  op: Operation,
  values: ValidValues,
  odd: boolean,
): { oddity: string; contentType: string; body: Buffer } {
  const spec = op.multipart ?? { fields: [], fileField: 'file' };
  const boundary = `----fuzz${rng.chars(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
  const fields: Part[] = spec.fields.map((name) => ({
    name,
    value:
      name === 'purpose'
        ? rng.pick(['thumbnail', 'brochure', 'attachment'])
        : name === 'partNumber'
          ? values.group.fileSize
            ? '1'
            : String(rng.int(1, 3))
          : String(values.value({ type: 'string' }, name, op.path)),
  }));
  const announced = Number(values.group.fileSize);
  const file: Part = {
    name: spec.fileField,
    value: Number.isFinite(announced) ? fileContent(rng, spec.fileField, announced) : fileContent(rng, spec.fileField),
    filename: rng.pick(['a.png', 'notes.pdf', 'lecture.mp4', 'blob']),
    type: rng.pick(['image/png', 'application/pdf', 'video/mp4', 'application/octet-stream']),
  };
  const oddity = odd ? rng.pick(ODDITIES) : 'valid';
  let parts: Part[] = [...fields, file];
  let contentType = `multipart/form-data; boundary=${boundary}`;

  if (oddity === 'hostile field value' && fields.length > 0) {
    const index = rng.int(0, fields.length - 1);
    parts[index] = { ...(parts[index] as Part), value: hostileString(rng).slice(0, 5000) };
  }
  if (oddity === 'hostile filename') {
    file.filename = rng.pick(['../../etc/passwd', 'a\u0000b.png', 'x'.repeat(1000), '"; name="x', '😀.png']);
  }
  if (oddity === 'proto field') parts.unshift({ name: '__proto__', value: 'polluted' });
  if (oddity === 'many fields')
    parts = [...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'v' })), ...parts];
  if (oddity === 'many files') parts = [...parts, { ...file }, { ...file }];
  if (oddity === 'big field') parts.unshift({ name: spec.fields[0] ?? 'purpose', value: 'x'.repeat(100_000) });
  if (oddity === 'file first') parts = [file, ...fields];
  if (oddity === 'no file') parts = fields;

  let body = encodeParts(parts, boundary);
  if (oddity === 'no boundary') contentType = 'multipart/form-data';
  if (oddity === 'other boundary') contentType = 'multipart/form-data; boundary=somethingelse';
  if (oddity === 'long boundary') {
    const long = 'b'.repeat(300);
    contentType = `multipart/form-data; boundary=${long}`;
    body = encodeParts(parts, long);
  }
  if (oddity === 'quoted boundary') contentType = `multipart/form-data; boundary="${boundary}"`;
  if (oddity === 'truncated') body = body.subarray(0, rng.int(0, Math.max(0, body.length - 1)));
  if (oddity === 'no closing') body = body.subarray(0, body.length - `--${boundary}--\r\n`.length);
  if (oddity === 'empty body') body = Buffer.alloc(0);
  if (oddity === 'no disposition') {
    body = Buffer.from(body.toString('latin1').replace(/Content-Disposition[^\r]*\r\n/, ''), 'latin1');
  }
  if (oddity === 'lf only') body = Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
  return { oddity, contentType, body };
}
