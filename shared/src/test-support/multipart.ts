/**
 * Test support: the text fields of a multipart/form-data body, and the byte size of each file in it. A plain
 * scan of the bytes: Node's own form parser takes seconds over a 5 MiB upload part.
 */
export interface MultipartBody {
  fields: Record<string, string>;
  fileSizes: Record<string, number>;
}

export function parseMultipart(raw: Buffer, contentType: string): MultipartBody {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const body: MultipartBody = { fields: {}, fileSizes: {} };
  if (!boundary) return body;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, a blank line, the content, and a CRLF before the next delimiter.
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString();
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    if (/filename="/.test(headers)) body.fileSizes[name] = content.length;
    else body.fields[name] = content.toString();
    start = next;
  }
  return body;
}
