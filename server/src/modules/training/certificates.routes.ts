import { apiPaths } from '@skillhub/shared/api-paths';
import { trainingEndpoints as endpoints } from '@skillhub/shared/endpoints/training';
import { meets } from '@skillhub/shared/permissions';
import { downloadCertificateBodySchema, trainingIdParamsSchema } from '@skillhub/shared/schemas/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createCertificatesService } from './certificates.service.ts';
import { applicantsPermission as applicant } from './training-access.ts';

const tags = ['Training certificates'];

/** Certificates: send (one or many), download, resend, and the public verification by number. */
const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCertificatesService(app);

  app.route({
    ...endpointRoute(endpoints.sendCertificates, {
      tags,
      summary: 'Send the certificates of approved applicants',
      description:
        'Issues each certificate (a unique number) and mails it with the PDF attached, exactly once per ' +
        'applicant: a repeated or concurrent call reports it in `failed`, as it does applicants not Approved. ' +
        'A certificate is due once its program has ended (end date before today in India); to issue one ' +
        'earlier give `earlyIssueReason`, which is kept with it. Without it such a call sends none: 400 on ' +
        '`earlyIssueReason`.',
      failures: [400, 401, 403],
    }),
    config: { permission: applicant('update') },
    handler: async (request) => {
      const data = await service.send(request.body.ids, {
        by: sessionUserId(request),
        earlyIssueReason: request.body.earlyIssueReason,
      });
      return { success: true as const, message: `${data.updated.length} certificate(s) sent`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.resendCertificate, {
      tags,
      summary: 'Mail an applicant their certificate again',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: applicant('update') },
    handler: async (request) => {
      await service.resend(request.params.id);
      return { success: true as const, message: 'Certificate sent again' };
    },
  });

  // A PDF, not a JSON body: a plain route, fetched by the client with download().
  app.post(
    apiPaths.training.downloadCertificate,
    {
      config: { permission: applicant('read') },
      schema: {
        tags,
        summary: "Download an approved applicant's certificate (training_certificate.pdf)",
        description:
          'Needs Applicants `read` for a certificate already issued. Issuing one (which makes its number publicly ' +
          'verifiable) needs Applicants `update`, as sending does: such a caller gets it issued if it was not yet ' +
          '(before its program has ended only with `earlyIssueReason`, else 400 on that field); a caller who may ' +
          'only read gets 403 until it is issued. 409 unless the applicant is Approved.',
        params: trainingIdParamsSchema,
        body: downloadCertificateBodySchema.optional(),
        produces: ['application/pdf'],
        fileFailures: [404, 409],
      },
    },
    async (request, reply) => {
      // The route admits readers; whether this download may also issue depends on the caller's role.
      const mayIssue = meets(request.session?.permissions, applicant('update'));
      const pdf = await service.download(
        request.params.id,
        mayIssue ? { by: sessionUserId(request), earlyIssueReason: request.body?.earlyIssueReason } : null,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="training_certificate.pdf"')
        .send(Buffer.from(pdf));
    },
  );

  app.route({
    ...endpointRoute(endpoints.verifyCertificate, {
      tags,
      summary: 'Verify a certificate by its number (public)',
      description:
        'Valid (holder, program, institution, dates), revoked, or not-found; nothing else about the applicant. ' +
        'Limited per address.',
      failures: [400, 429],
    }),
    config: { authRateLimit: 'certificateVerify' },
    handler: async (request) => ({ success: true as const, data: await service.verify(request.params.number) }),
  });
};

export default certificatesRoutes;
