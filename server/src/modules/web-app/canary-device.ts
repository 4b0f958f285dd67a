import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../../cache/public-reply.ts';
import type { AppConfig } from '../../config.ts';
import { canaryOpen } from './runtime-config.ts';

/**
 * The device id a canary draws by: sent back by the browser with every page and /runtime-config.json request, so
 * the server draws a page with the build the device gets (page-sender.ts).
 */
export const CANARY_DEVICE_COOKIE = 'skillhub_rollout';
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Which device asks for a page or the runtime config while a canary is open (null otherwise: every device gets the same
 * answer, and no cookie is set). A shell that keeps its own id (localStorage) sends it as `?device=`; otherwise the
 * cookie names the device, and a device without one gets one now, so it stays on the same build from then on.
 */
export function canaryDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<AppConfig, 'secureCookies'>,
): string | null {
  if (!canaryOpen(config)) return null;
  addVary(reply, 'cookie');
  const sent = (request.query as { device?: unknown }).device;
  if (typeof sent === 'string' && DEVICE_PATTERN.test(sent)) return sent;
  const cookie = request.cookies[CANARY_DEVICE_COOKIE];
  if (cookie && DEVICE_PATTERN.test(cookie)) return cookie;
  const id = randomUUID();
  reply.setCookie(CANARY_DEVICE_COOKIE, id, {
    path: '/',
    maxAge: YEAR_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
  return id;
}
