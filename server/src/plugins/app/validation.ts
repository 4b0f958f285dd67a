import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Request validation with the shared zod schemas. The error keeps zod's own issues so the error handler
 * can build the `errors` map with the shared `fieldErrors()` (the spec's messages, one per field path).
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super('Validation failed');
    this.name = 'RequestValidationError';
  }
}

export default fp(
  async (app) => {
    app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
      // A call without a body gets the same per-field messages as an empty form, not one generic error.
      const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
      const result = schema.safeParse(input);
      if (result.success) return { value: result.data };
      return { error: new RequestValidationError(httpPart ?? 'request', result.error.issues) };
    });
    // Responses are encoded by their zod schema too, which strips any field not in the contract.
    app.setSerializerCompiler(serializerCompiler);
    // The API speaks JSON only: a text/plain body gets 415 rather than being half-understood.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'validation' },
);
