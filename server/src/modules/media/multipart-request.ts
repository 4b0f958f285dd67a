import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';

/** The failures of @fastify/multipart, worded for API users and with the statuses of api-conventions.md. */
export function multipartError(error: unknown, maxBytes: number): unknown {
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
