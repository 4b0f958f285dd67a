import { apiPaths } from '@skillhub/shared/api-paths';
import { trainingEndpoints as endpoints } from '@skillhub/shared/endpoints/training';
import { trainingIdParamsSchema } from '@skillhub/shared/schemas/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createApplicantsService } from './applicants.service.ts';
import { renderProgramPosterPdf } from './program-poster-pdf.ts';
import { createProgramsService } from './programs.service.ts';
import { programsPermission as program } from './training-access.ts';

const tags = ['Training programs'];

/** Dashboard › Training Programs › Programs, and the public application form of each program. */
const programsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProgramsService(app);
  const applicants = createApplicantsService(app);

  app.route({
    ...endpointRoute(endpoints.programs, {
      tags,
      summary: 'List programs, latest start first',
      description:
        'Active ones unless `active=false`; `institution` narrows to one; `search` matches title, topic, board.',
      failures: [400, 401, 403],
    }),
    config: { permission: program('read') },
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.createProgram, {
      tags,
      summary: 'Add a program to an active institution',
      failures: [400, 401, 403],
    }),
    config: { permission: program('create') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Program added successfully',
        data: await service.create(request.body),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.program, { tags, summary: 'One program', failures: [400, 401, 403, 404] }),
    config: { permission: program('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.updateProgram, { tags, summary: 'Edit a program', failures: [400, 401, 403, 404] }),
    config: { permission: program('update') },
    handler: async (request) => {
      const data = await service.update(request.params.id, request.body);
      return { success: true as const, message: `Program "${data.title}" updated successfully`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.toggleProgram, {
      tags,
      summary: 'Toggle a program between active and inactive',
      description: 'Nothing is deleted. An inactive program takes no applications and is not shown publicly.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: program('update') },
    handler: async (request) => {
      const { data, message } = await service.toggle(request.params.id);
      return { success: true as const, message, data };
    },
  });

  // A PDF, not a JSON body: a plain route, fetched by the client with download().
  app.post(
    apiPaths.training.programPoster,
    {
      config: { permission: program('read') },
      schema: {
        tags,
        summary: "Download a program's poster with the QR code of its application link (training_program_qrcode.pdf)",
        params: trainingIdParamsSchema,
        produces: ['application/pdf'],
        fileFailures: [404],
      },
    },
    async (request, reply) => {
      const row = await service.mustFind(request.params.id);
      const pdf = await renderProgramPosterPdf({
        title: row.title,
        description: row.description,
        duration: row.duration,
        institutionName: row.institutionName,
        topic: row.topic,
        board: row.board,
        startDate: row.startDate,
        endDate: row.endDate,
        prerequisites: row.prerequisites,
        applyUrl: service.applyUrl(row.id),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="training_program_qrcode.pdf"')
        .send(Buffer.from(pdf));
    },
  );

  app.route({
    ...endpointRoute(endpoints.publicProgram, {
      tags,
      summary: 'A program as its public application page shows it',
      description:
        '`open` is false once the program ended or its institution was deactivated. An inactive program is 404.',
      failures: [400, 404],
    }),
    handler: async (request) => ({ success: true as const, data: await service.publicView(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.apply, {
      tags,
      summary: 'Apply to a program (public)',
      description:
        'Creates a Pending applicant and mails a confirmation. One application per e-mail per program: a second ' +
        'one changes nothing and gets the same 201 answer, and the address a mail saying it has already applied ' +
        '(the form never tells whether an address has applied). A closed program is 409. Limited per address and ' +
        'across addresses like the other public forms.',
      failures: [400, 404, 409, 429],
    }),
    config: {
      authRateLimit: 'trainingApplication',
      leadForm: { name: 'training application', accepted: { status: 201, message: APPLICATION_RECEIVED } },
    },
    handler: async (request, reply) => {
      await applicants.apply(request.params.id, request.body);
      return reply.code(201).send({ success: true as const, message: APPLICATION_RECEIVED });
    },
  });
};

export const APPLICATION_RECEIVED =
  'Thank you! Your application has been received. We have e-mailed you a confirmation.';

export default programsRoutes;
