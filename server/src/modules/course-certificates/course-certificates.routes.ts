import { apiPaths } from '@skillhub/shared/api-paths';
import { courseCertificateEndpoints as endpoints } from '@skillhub/shared/endpoints/course-certificates';
import { myCertificateParamsSchema } from '@skillhub/shared/schemas/course-certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { coursePermission } from '../courses/courses.routes.ts';
import { createCourseCertificatesService } from './course-certificates.service.ts';

const tags = ['Course certificates'];

/**
 * Course completion certificates. The setting and the list need Courses read to see and Courses update to
 * change or revoke, as the course itself does. The learner's own calls need only a session: each answers the
 * caller's certificates alone. Anyone checks a number at GET /training/certificates/verify/{number}.
 */
const courseCertificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCourseCertificatesService(app);

  app.route({
    ...endpointRoute(endpoints.settings, {
      tags,
      summary: 'Whether the course gives a completion certificate',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('read') },
    handler: async (request) => ({ success: true as const, data: await service.settings(request.params.courseId) }),
  });

  app.route({
    ...endpointRoute(endpoints.saveSettings, {
      tags,
      summary: 'Turn the course completion certificate on or off',
      description:
        'With it on, a learner who completes every live lecture and passes every live quiz gets a certificate ' +
        '(mailed with the PDF). Learners who had already completed the course get theirs on their next visit ' +
        'to My courses. Turning it off issues no more; those issued stay valid.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request) => ({
      success: true as const,
      data: await service.saveSettings(request.params.courseId, request.body.enabled, sessionUserId(request)),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: "The course's certificates, newest first",
      description: "Search matches the learner's name or e-mail, or the certificate number.",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('read') },
    handler: async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await service.list(request.params.courseId, request.query);
      return {
        success: true as const,
        data: rows,
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.revoke, {
      tags,
      summary: 'Revoke a certificate of the course, with the reason',
      description:
        'The public check then answers "revoked" for its number and the learner can no longer download it. ' +
        'The learner does not get another for the course. 409 when it is already revoked.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request) => {
      const { courseId, certificateId } = request.params;
      const data = await service.revoke(courseId, certificateId, request.body.reason, sessionUserId(request));
      return { success: true as const, message: 'Certificate revoked', data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.mine, {
      tags,
      summary: "The caller's course certificates, newest first",
      description:
        'First issues any now due: a course the caller completed that began giving certificates afterwards. ' +
        'Each with the address of its public check (for sharing and for LinkedIn).',
      failures: [401],
    }),
    config: { signedIn: true },
    handler: async (request) => ({ success: true as const, data: await service.mine(sessionUserId(request)) }),
  });

  // A PDF, not a JSON body: a plain route, fetched by the client with download().
  app.get(
    apiPaths.courseCertificates.myPdf,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Download one of your course certificates as a PDF',
        description:
          "application/pdf as an attachment; 404 unless the certificate is the caller's, 409 when it was revoked.",
        params: myCertificateParamsSchema,
        produces: ['application/pdf'],
        fileFailures: [404, 409],
      },
    },
    async (request, reply) => {
      const file = await service.myPdf(sessionUserId(request), request.params.certificateId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${file.number}.pdf"`)
        .send(Buffer.from(file.pdf));
    },
  );
};

export default courseCertificatesRoutes;
