import { apiPaths } from '@skillhub/shared/api-paths';
import { listBodySchema, listQuerySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import { roleIdParamsSchema } from '@skillhub/shared/schemas/params';
import { createRoleBodySchema, roleSchema, updateRolePermissionsBodySchema } from '@skillhub/shared/schemas/role';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { createRolesService } from './roles.service.ts';

const tags = ['Roles'];

/** Every call of apiPaths.roles. */
const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRolesService(app);

  app.get(
    apiPaths.roles.all,
    {
      // The Users page loads the roles for its role picker, so Users/Users read is enough to list them.
      config: {
        permission: {
          anyOf: [
            { module: 'Settings', operation: 'read' },
            { module: 'Users', subModule: 'Users', operation: 'read' },
          ],
        },
      },
      schema: {
        tags,
        summary: 'List roles with the number of users holding each',
        querystring: listQuerySchema,
        response: { 200: listBodySchema(roleSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    apiPaths.roles.create,
    {
      config: { permission: { module: 'Settings', operation: 'create' } },
      schema: {
        tags,
        summary: 'Create a role',
        description:
          'Permissions are stored in canonical form: unknown modules dropped, missing ones denied. ' +
          'The caller must hold every permission the role is given (403 otherwise): nobody hands out more than they hold.',
        body: createRoleBodySchema,
        response: { 201: successBodySchema(roleSchema), ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const role = await service.create(request.session!, request.body);
      return reply.code(201).send({ success: true as const, message: 'Role created successfully', data: role });
    },
  );

  app.put(
    apiPaths.roles.permissions,
    {
      config: { permission: { module: 'Settings', operation: 'update' } },
      schema: {
        tags,
        summary: "Replace a role's permissions",
        description:
          'Takes effect on the next request of every user holding the role. SUPER_ADMIN cannot be edited (400). ' +
          'Refused with 403 when the caller holds the role themselves (no one widens their own access), or lacks a ' +
          'permission the role has now or is given (editing a role grants to everyone holding it).',
        params: roleIdParamsSchema,
        body: updateRolePermissionsBodySchema,
        response: { 200: successBodySchema(roleSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const role = await service.updatePermissions(request.session!, request.params.id, request.body);
      return { success: true as const, message: 'Role permissions updated successfully', data: role };
    },
  );

  app.get(
    apiPaths.roles.byId,
    {
      config: { permission: { module: 'Settings', operation: 'read' } },
      schema: {
        tags,
        summary: 'Get a role',
        params: roleIdParamsSchema,
        response: { 200: successBodySchema(roleSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );

  app.delete(
    apiPaths.roles.byId,
    {
      config: { permission: { module: 'Settings', operation: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a role',
        description: 'System roles and roles still held by users cannot be deleted.',
        params: roleIdParamsSchema,
        response: { 200: successBodySchema(roleSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const role = await service.delete(request.params.id);
      return { success: true as const, message: 'Role deleted successfully', data: role };
    },
  );
};

export default rolesRoutes;
