import { apiPaths } from '@skillhub/shared/api-paths';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import { listBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import { userIdParamsSchema } from '@skillhub/shared/schemas/params';
import {
  listUsersQuerySchema,
  staffUserBodySchema,
  userSchema,
  userStatusBodySchema,
} from '@skillhub/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { createUsersService } from './users.service.ts';

const tags = ['Users'];
const users = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Users',
  subModule: 'Users',
  operation,
});

/** Every call of apiPaths.users. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app);

  app.get(
    apiPaths.users.all,
    {
      config: { permission: users('read') },
      schema: {
        tags,
        summary: 'List users',
        description: 'Search matches name or e-mail; `active` filters by status; `pageNo` is accepted for `page`.',
        querystring: listUsersQuerySchema,
        response: { 200: listBodySchema(userSchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.patch(
    apiPaths.users.status,
    {
      config: { permission: users('update') },
      schema: {
        tags,
        summary: 'Activate or deactivate a user',
        description:
          'Sets `isActive` when given, otherwise toggles. Deactivation signs the user out everywhere. ' +
          "Only a super admin manages super admins; other staff only users whose role's permissions they hold (403).",
        params: userIdParamsSchema,
        body: userStatusBodySchema,
        response: { 200: successBodySchema(userSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await service.setStatus(request.session!, request.params.userId, request.body?.isActive);
      return {
        success: true as const,
        message: user.isActive ? 'User activated successfully' : 'User deactivated successfully',
        data: user,
      };
    },
  );

  app.post(
    apiPaths.users.add,
    {
      config: { permission: users('create') },
      schema: {
        tags,
        summary: 'Add a staff user',
        description:
          'The user gets no password; a set-password link (valid 72 hours) is mailed to them. The caller must hold ' +
          'every permission of the role (403 otherwise); only a super admin grants SUPER_ADMIN.',
        body: staffUserBodySchema,
        response: { 201: successBodySchema(userSchema), ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await service.add(request.session!, request.body);
      return reply.code(201).send({
        success: true as const,
        message: `User added successfully. A link to set the password has been sent to ${user.email}`,
        data: user,
      });
    },
  );

  app.put(
    apiPaths.users.byId,
    {
      config: { permission: users('update') },
      schema: {
        tags,
        summary: 'Update a user',
        description:
          'Nobody changes their own role (403). Granting a role needs every permission it carries, and a user whose ' +
          'role has permissions the caller lacks cannot be changed at all (403); only a super admin manages super admins, and the last active one keeps the role (409).',
        params: userIdParamsSchema,
        body: staffUserBodySchema,
        response: { 200: successBodySchema(userSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await service.update(request.session!, request.params.userId, request.body);
      return { success: true as const, message: 'User updated successfully', data: user };
    },
  );
};

export default usersRoutes;
