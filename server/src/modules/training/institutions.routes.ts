import { trainingEndpoints as endpoints } from '@skillhub/shared/endpoints/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createInstitutionsService } from './institutions.service.ts';
import { institutionsPermission as institution } from './training-access.ts';

const tags = ['Training institutions'];

/** Dashboard › Training Programs › Institutions. */
const institutionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInstitutionsService(app);

  app.route({
    ...endpointRoute(endpoints.institutions, {
      tags,
      summary: 'List institutions by name',
      description: 'Active ones unless `active=false`; `search` matches the name or e-mail.',
      failures: [400, 401, 403],
    }),
    config: { permission: institution('read') },
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.createInstitution, {
      tags,
      summary: 'Add an institution',
      description: 'A name another institution has (in any case) is 409 on `name`.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: institution('create') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Institution added successfully',
        data: await service.create(request.body),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.institution, { tags, summary: 'One institution', failures: [400, 401, 403, 404] }),
    config: { permission: institution('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.updateInstitution, {
      tags,
      summary: 'Edit an institution',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: institution('update') },
    handler: async (request) => {
      const data = await service.update(request.params.id, request.body);
      return { success: true as const, message: `Institution "${data.name}" updated successfully`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.toggleInstitution, {
      tags,
      summary: 'Toggle an institution between active and inactive',
      description: 'Nothing is deleted: its programs and applicants stay; an inactive one takes no new programs.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: institution('update') },
    handler: async (request) => {
      const { data, message } = await service.toggle(request.params.id);
      return { success: true as const, message, data };
    },
  });
};

export default institutionsRoutes;
