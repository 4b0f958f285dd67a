import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';

/**
 * A body busboy could not read: no boundary (or an overlong one) in the Content-Type, or data that ends
 * before the closing boundary. Busboy raises these as plain errors, at the first read or later from a file
 * stream a handler is consuming, so the error handler asks here too.
 */
export function malformedMultipart(error: unknown): HttpError | null {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== undefined) return null;
  if (/^Multipart: Boundary not found$|^Boundary required$/.test(error.message)) {
    return new HttpError(400, 'The multipart body has no boundary: send Content-Type multipart/form-data; boundary=…');
  }
  if (/unexpected end of multipart data/i.test(error.message)) {
    return new HttpError(400, 'The multipart body ended early: send the whole body again');
  }
  if (/^The needle cannot have a length bigger than/.test(error.message)) {
    return new HttpError(400, 'The multipart boundary is too long: at most 70 characters');
  }
  if (/^Unsupported Content-Type\.$/.test(error.message)) return new HttpError(400, 'Malformed multipart body');
  return null;
}

/** The failures of @fastify/multipart, worded for API users and with the statuses of api-conventions.md. */
export function multipartError(error: unknown, maxBytes: number): unknown {
  const malformed = malformedMultipart(error);
  if (malformed) return malformed;
  const code = (error as { code?: string }).code;
  const mb = Math.round(maxBytes / (1024 * 1024));
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, `The file must not exceed ${mb} MB`);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, 'Send the file as multipart/form-data');
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'Send one file per request');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(400, 'Too many form fields');
  return error;
}

/** The first file of a multipart request, with the text fields sent before it. */
export async function firstFile(
  request: FastifyRequest,
  fieldName: string,
  maxBytes: number,
): Promise<{ file: MultipartFile; fields: Record<string, string> }> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  if (!file || file.fieldname !== fieldName) {
    throw new HttpError(400, `${fieldName} is required`, { [fieldName]: `${fieldName} is required` });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const first = [value].flat()[0];
    if (first && first.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  return { file, fields };
}
