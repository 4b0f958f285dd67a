import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http-error.ts';

/** The signed-in caller's id on a guarded route (the route guard has already required a session). */
export function sessionUserId(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.user.id;
}
