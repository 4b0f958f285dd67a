import type { ServerMessageCode } from '@skillhub/shared/server-message-codes';

/**
 * An error a client is meant to see: its status, message, optional per-field messages and headers are sent
 * as the failure body of api-conventions.md. Anything else thrown becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** The code of a message a person sees, so the front end shows it in the page's language (errorBodySchema). */
    readonly coded?: MessageCoding,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface MessageCoding {
  code?: ServerMessageCode;
  params?: Record<string, string | number>;
  /** The code of each field error that has one. */
  codes?: Record<string, ServerMessageCode>;
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);

/** A 400 for one field, with that field's message as the top-level message too (as validation does). */
export const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: message });

export const unauthorized = (message = 'Authentication required', coded?: MessageCoding) =>
  new HttpError(401, message, undefined, undefined, coded);

export const forbidden = (message = 'You do not have permission to perform this action') => new HttpError(403, message);

export const notFound = (message: string) => new HttpError(404, message);

export const conflict = (message: string, errors?: Record<string, string>, coded?: MessageCoding) =>
  new HttpError(409, message, errors, undefined, coded);

export function tooManyRequests(retryAfterSeconds: number, message?: string): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    message ?? `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
