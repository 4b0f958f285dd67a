import type { InjectOptions } from 'fastify';
import { multipartBody } from '../media/media-fixtures.ts';
import { bearer } from './test-app.ts';

export interface MultipartFileOptions {
  /** The file's name as uploaded. */
  name: string;
  /** Sent without an authorization header when absent. */
  token?: string;
  /** Form fields sent before the file. */
  fields?: Record<string, string>;
  type?: string;
  /** The form field the file is sent as. */
  field?: string;
}

/**
 * A POST of `file` (no file part when null; a string is sent as its UTF-8 bytes) with form fields as
 * multipart/form-data, ready for `app.inject`.
 */
export function multipartFile(
  url: string,
  file: Buffer | string | null,
  { name, token, fields = {}, type = 'text/csv', field = 'file' }: MultipartFileOptions,
): InjectOptions {
  const content = typeof file === 'string' ? Buffer.from(file) : file;
  const body = multipartBody(fields, content ? { field, name, type, content } : null);
  return {
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  };
}
