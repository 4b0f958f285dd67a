import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isInvalidValue } from '../../db/postgres-errors.ts';
import type { SendPage } from './server-page.ts';

/** A request's own mistake (a 4xx, or a value the database refused): answered as the API answers it. */
function requestFault(error: FastifyError | Error): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return (typeof status === 'number' && status >= 400 && status < 500) || isInvalidValue(error);
}

/**
 * The error handler of the pages (seo.routes.ts): a page whose data could not be read (the database down, or a
 * query it refused) goes out as the plain app, with the status the API answers such a failure with (503 while the
 * database is unavailable, 500 otherwise). The visitor gets the app, which asks for the data itself and shows its own
 * error and retry, instead of a JSON error body where a page should be; a crawler gets a status that says the page
 * is not what it should be. Logged and counted as a failed server render (reason `data`, by the page's route).
 * A request's own mistake, and a plain app that cannot be sent either, go on to the API's error handler
 * (plugins/app/error-handler.ts), as a throw from a route's error handler does.
 */
export function pageFailureHandler(app: FastifyInstance, sendPage: SendPage) {
  return async (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (requestFault(error)) throw error;
    // The route's pattern (`/course/:slug`), never the address: one series per page, not per course or token.
    const route = request.routeOptions.url ?? 'unknown';
    request.log.error({ err: error }, 'a page went out as the plain app: its data could not be read');
    app.countServerRenderFailure('page', route, 'data');
    try {
      return await sendPage(reply, isDatabaseUnavailable(error) ? 503 : 500, null, route);
    } catch {
      throw error;
    }
  };
}
