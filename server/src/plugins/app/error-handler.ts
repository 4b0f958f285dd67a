import { GENERIC_ERROR_MESSAGE } from '@skillhub/shared/constants';
import { type ErrorBody, fieldErrors } from '@skillhub/shared/schemas/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseReason, isDatabaseUnavailable, isInvalidValue } from '../../db/postgres-errors.ts';
import { HttpError } from '../../http/http-error.ts';
import { malformedMultipart } from '../../modules/media/multipart-request.ts';
import { RequestValidationError } from './validation.ts';

const MALFORMED_JSON = 'Malformed JSON in request body';

/** Messages for the framework's own client errors, worded for API users. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment of the URL is too long',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: MALFORMED_JSON,
};

/** A framework error that is the client's mistake (its status is 4xx), with a message for API users. */
function clientError(error: FastifyError | Error): HttpError | null {
  const statusCode = (error as FastifyError).statusCode;
  if (!statusCode || statusCode < 400 || statusCode >= 500) return null;
  const code = (error as FastifyError).code;
  const message = FRAMEWORK_MESSAGES[code] ?? (error instanceof SyntaxError ? MALFORMED_JSON : error.message);
  return new HttpError(statusCode, message);
}

function sendHttpError(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers);
  const body: ErrorBody = { success: false, message: error.message };
  if (error.errors) body.errors = error.errors;
  if (error.coded) Object.assign(body, error.coded);
  return reply.code(error.statusCode).send(body);
}

function sendUnexpected(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ success: false, message: GENERIC_ERROR_MESSAGE } satisfies ErrorBody);
}

/** Above an upload part's or a brochure's size with its multipart framing, closing beats reading to discard. */
const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

/**
 * An upload refused part-way through its body (a multipart field missing, a lecture not found) leaves the
 * rest of the body on the connection, and a kept-alive connection answers nothing more until it is read:
 * the rest is read and discarded, or the connection closed when it is large or of unknown size. A body not
 * read at all Node discards by itself.
 */
function finishUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.complete !== false || !raw.readableDidRead) return;
  const length = Number(raw.headers['content-length']);
  if (Number.isFinite(length) && length <= MAX_DRAINED_BYTES) {
    raw.unpipe();
    raw.resume();
  } else {
    reply.header('connection', 'close');
  }
}

/**
 * Errors the framework raises before a route is found (a URL that cannot be decoded, a path segment over
 * the router's length limit) bypass the error handler; the same failure bodies and statuses here.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = clientError(error);
  return known ? sendHttpError(reply, known) : sendUnexpected(request, reply, error);
}

/**
 * One error handler producing the failure body of api-conventions.md for every error. Client mistakes get
 * their real status and a useful message; anything unexpected is logged and answered with a generic 500
 * (or 503 when the database is down), never with a stack trace or SQL.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      finishUnreadBody(request, reply);

      if (error instanceof RequestValidationError) {
        const errors = fieldErrors(error.issues);
        const messages = Object.values(errors);
        const wholeBody = error.part === 'body' && error.issues.some((issue) => issue.path.length === 0);
        const message = wholeBody
          ? 'Request body must be a JSON object'
          : messages.length === 1 && messages[0]
            ? messages[0]
            : 'Validation failed';
        return reply.code(400).send({ success: false, message, errors } satisfies ErrorBody);
      }

      if (error instanceof HttpError) return sendHttpError(reply, error);

      const known = clientError(error) ?? malformedMultipart(error);
      if (known) return sendHttpError(reply, known);

      if (isInvalidValue(error)) {
        // The driver's reason is enough to see what was refused; the query and its parameters stay out of the log.
        request.log.warn(databaseReason(error), 'database refused a value from the request');
        return reply.code(400).send({
          success: false,
          message: 'The request contains a value that cannot be stored',
        } satisfies ErrorBody);
      }

      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.code(503).send({
          success: false,
          message: 'Service temporarily unavailable. Please try again shortly.',
        } satisfies ErrorBody);
      }

      return sendUnexpected(request, reply, error);
    });
  },
  { name: 'error-handler' },
);
