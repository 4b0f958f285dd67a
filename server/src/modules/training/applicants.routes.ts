import { trainingEndpoints as endpoints } from '@skillhub/shared/endpoints/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createApplicantsService } from './applicants.service.ts';
import { applicantsPermission as applicant } from './training-access.ts';

const tags = ['Training applicants'];

/** Dashboard › Training Programs › Applicants: the applicants and their statuses. */
const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicantsService(app);

  app.route({
    ...endpointRoute(endpoints.applicants, {
      tags,
      summary: 'List applicants, newest first',
      description: 'Filters: `status`, `institution`, `program`; `search` matches the name, e-mail or phone.',
      failures: [400, 401, 403],
    }),
    config: { permission: applicant('read') },
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.createApplicant, {
      tags,
      summary: 'Add an applicant (Pending)',
      description:
        'The program must belong to the institution, both active. The same e-mail twice in a program is 409.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: applicant('create') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Applicant added successfully',
        data: await service.create(request.body, sessionUserId(request)),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.applicant, { tags, summary: 'One applicant', failures: [400, 401, 403, 404] }),
    config: { permission: applicant('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.updateApplicant, {
      tags,
      summary: "Edit an applicant's details",
      description: 'The status changes only through the status call.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: applicant('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Applicant updated successfully',
      data: await service.update(request.params.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.applicantHistory, {
      tags,
      summary: "An applicant's status changes, oldest first, with who made each",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: applicant('read') },
    handler: async (request) => ({ success: true as const, data: await service.history(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.setStatus, {
      tags,
      summary: "Change an applicant's status",
      description:
        'Allowed: Pending → In Progress, Approved, Rejected; In Progress → Pending, Approved, Rejected; Approved → ' +
        'Rejected; Rejected → Pending, In Progress. Anything else is 409 on `status`. Rejecting revokes the certificate.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: applicant('update') },
    handler: async (request) => {
      const data = await service.setStatus(request.params.id, request.query.status, sessionUserId(request));
      return { success: true as const, message: `Status changed to ${data.status}`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.bulkStatus, {
      tags,
      summary: 'Change the status of several applicants',
      description: 'Each one on its own: `failed` lists those that could not move, with why.',
      failures: [400, 401, 403],
    }),
    config: { permission: applicant('update') },
    handler: async (request) => {
      const data = await service.bulkStatus(request.body.ids, request.body.status, sessionUserId(request));
      return {
        success: true as const,
        message: `${data.updated.length} applicant(s) changed to ${request.body.status}`,
        data,
      };
    },
  });
};

export default applicantsRoutes;
