import { roleEndpoints as endpoints } from '@skillhub/shared/endpoints/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createRolesService } from './roles.service.ts';

const tags = ['Roles'];

/** Every call of roleEndpoints. */
const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRolesService(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'List roles with the number of users holding each',
      failures: [400, 401, 403],
    }),
    // The Users page loads the roles for its role picker, so Users/Users read is enough to list them.
    config: {
      permission: {
        anyOf: [
          { module: 'Settings', operation: 'read' },
          { module: 'Users', subModule: 'Users', operation: 'read' },
        ],
      },
    },
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Create a role',
      description:
        'Permissions are stored in canonical form: unknown modules dropped, missing ones denied. ' +
        'The caller must hold every permission the role is given (403 otherwise): nobody hands out more than they hold.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: { module: 'Settings', operation: 'create' } },
    handler: async (request, reply) => {
      const role = await service.create(request.session!, request.body);
      return reply.code(201).send({ success: true as const, message: 'Role created successfully', data: role });
    },
  });

  app.route({
    ...endpointRoute(endpoints.updatePermissions, {
      tags,
      summary: "Replace a role's permissions",
      description:
        'Takes effect on the next request of every user holding the role. SUPER_ADMIN cannot be edited (400). ' +
        'Refused with 403 when the caller holds the role themselves (no one widens their own access), or lacks a ' +
        'permission the role has now or is given (editing a role grants to everyone holding it).',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: { module: 'Settings', operation: 'update' } },
    handler: async (request) => {
      const role = await service.updatePermissions(request.session!, request.params.id, request.body);
      return { success: true as const, message: 'Role permissions updated successfully', data: role };
    },
  });

  app.route({
    ...endpointRoute(endpoints.get, { tags, summary: 'Get a role', failures: [400, 401, 403, 404] }),
    config: { permission: { module: 'Settings', operation: 'read' } },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.delete, {
      tags,
      summary: 'Delete a role',
      description: 'System roles and roles still held by users cannot be deleted.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: { module: 'Settings', operation: 'delete' } },
    handler: async (request) => {
      const role = await service.delete(request.params.id);
      return { success: true as const, message: 'Role deleted successfully', data: role };
    },
  });
};

export default rolesRoutes;
