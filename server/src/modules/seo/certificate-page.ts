import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { staticPageHead } from '@skillhub/shared/page-head';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { certificateNumberParamsSchema } from '@skillhub/shared/schemas/training';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { keptWhileUnchanged } from '../../cache/kept-while-unchanged.ts';
import { perIpCounter } from '../../plugins/app/auth-rate-limit.ts';
import { createCertificatesService } from '../training/certificates.service.ts';
import type { SendPage, SendRemotePage } from './server-page.ts';

/** Verdicts kept as page data at most; the numbers come from visitors, so the map cannot grow without bound. */
const VERDICTS_KEPT = 1_000;
/** What the page without a number is made from: one render per build of the training remote. */
const NO_NUMBER = {};

/**
 * /certificate rendered by the training remote's own page (remotes/training/src/server-render.tsx): the form, and
 * for the number in the address (`?number=`, where a certificate's QR code leads) its verdict, read as GET
 * /api/training/certificate/verify/{number} reads it and inlined under the page's key, so a phone that scanned a
 * certificate shows whether it is genuine before any script. A verdict counts against the same per-address limit
 * as that call (it is how numbers would be guessed); past it, and for a number that is no number, the page goes
 * out as the plain app, whose own call is told why.
 */
export function registerCertificatePage(app: FastifyInstance, sendPage: SendPage, sendRemotePage: SendRemotePage) {
  const certificates = createCertificatesService(app);
  const head = staticPageHead(app.config.publicUrl, 'certificate');
  const limit = app.config.rateLimits.certificateVerify.perIp;
  /** Each number's verdict as the API sends it, the same object while it is unchanged: its render is kept. */
  const sameVerdict = keptWhileUnchanged<string, object>(VERDICTS_KEPT);
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
}
