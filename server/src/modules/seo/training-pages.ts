import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { staticPageHead } from '@skillhub/shared/page-head';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { certificateNumberParamsSchema, trainingIdParamsSchema } from '@skillhub/shared/schemas/training';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { keptWhileUnchanged } from '../../cache/kept-while-unchanged.ts';
import { perIpCounter } from '../../plugins/app/auth-rate-limit.ts';
import { createCertificatesService } from '../training/certificates.service.ts';
import { createProgramsService } from '../training/programs.service.ts';
import { foundOrNull, type SendPage, type SendRemotePage } from './server-page.ts';

/**
 * Verdicts and programs kept as page data at most; the numbers and ids come from visitors, so the maps cannot grow
 * without bound.
 */
const KEPT = 1_000;
/** What the page without a number is made from: one render per build of the training remote. */
const NO_NUMBER = {};

/**
 * The training remote's public pages, which a phone reaches from a QR code, rendered by the remote's own components
 * (remotes/training/src/server-render.tsx) with their data inlined under each page's key, so they show before any
 * script:
 *
 * - /certificate: the form, and for the number in the address (`?number=`, a certificate's QR code) its verdict,
 *   read as GET /api/training/certificates/verify/{number} reads it. A verdict counts against the same per-address
 *   limit as that call (it is how numbers would be guessed); past it, and for a number that is no number, the page
 *   goes out as the plain app, whose own call is told why.
 * - /training/apply/{id} (a program poster's QR code): the program and its application form, read as GET
 *   /api/training/programs/public/{id} reads it; an unknown or inactive program is the shell's not-found page.
 */
export function registerTrainingPages(app: FastifyInstance, sendPage: SendPage, sendRemotePage: SendRemotePage) {
  const certificates = createCertificatesService(app);
  const programs = createProgramsService(app);
  const head = staticPageHead(app.config.publicUrl, 'certificate');
  const limit = app.config.rateLimits.certificateVerify.perIp;
  /** Each number's verdict as the API sends it, the same object while it is unchanged: its render is kept. */
  const sameVerdict = keptWhileUnchanged<string, object>(KEPT);
  const verdictOf = async (number: string): Promise<object> => {
    const data = await certificates.verify(number);
    return sameVerdict(number, z.encode(trainingEndpoints.verifyCertificate.response, { success: true, data }).data);
  };

  app.get<{ Querystring: { number?: unknown } }>(
    PATHS.certificate,
    { schema: { hide: true } },
    async (request, reply) => {
      const plainApp = () => sendPage(reply, 200, head, PATHS.certificate);
      // The number as the page reads it from its address: trimmed; its key holds the verdict under it.
      const typed = typeof request.query.number === 'string' ? request.query.number.trim() : request.query.number;
      if (typed === undefined || typed === '') {
        return sendRemotePage(reply, {
          name: 'certificate',
          path: routeTo('certificate'),
          queries: () => [],
          data: NO_NUMBER,
          fallbackHead: head,
        });
      }
      const parsed = certificateNumberParamsSchema.safeParse({ number: typed });
      if (typeof typed !== 'string' || !parsed.success) return plainApp();
      const hit = await app.rateLimitCounters.hit(perIpCounter('certificateVerify', request.ip), limit.windowMs);
      if (hit.hits > limit.max) return plainApp();
      const data = await verdictOf(parsed.data.number);
      return sendRemotePage(reply, {
        name: 'certificate',
        path: `${routeTo('certificate')}?${new URLSearchParams({ number: typed })}`,
        queries: () => [{ key: ['certificate', typed], data }],
        data,
        fallbackHead: head,
      });
    },
  );

  /** Each program as the API sends it, the same object while unchanged (open or closed): its render is kept. */
  const sameProgram = keptWhileUnchanged<string, object>(KEPT);
  app.get<{ Params: { id: string } }>(PATHS.trainingApply, { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params;
    if (!trainingIdParamsSchema.safeParse({ id }).success) return sendPage(reply, 404, null, PATHS.trainingApply);
    const program = await foundOrNull(programs.publicView(id));
    // Unknown or inactive: the shell's not-found page, with the status saying so.
    if (!program) return sendPage(reply, 404, null, PATHS.trainingApply);
    const data = sameProgram(
      id,
      z.encode(trainingEndpoints.publicProgram.response, { success: true, data: program }).data,
    );
    return sendRemotePage(reply, {
      name: 'trainingApply',
      path: routeTo('trainingApply', { id }),
      queries: () => [{ key: ['training-public-program', id], data }],
      data,
      fallbackHead: null,
    });
  });
}
