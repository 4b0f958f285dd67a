import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, listQuerySchema, successBodySchema } from '../schemas/common.ts';
import { roleIdParamsSchema } from '../schemas/params.ts';
import { createRoleBodySchema, roleSchema, updateRolePermissionsBodySchema } from '../schemas/role.ts';

/** The role calls of Settings (and the Users page's role picker). */
export const roleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.roles.all,
    query: listQuerySchema,
    response: listBodySchema(roleSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.roles.create,
    body: createRoleBodySchema,
    response: successBodySchema(roleSchema),
    status: 201,
  }),
  updatePermissions: endpoint({
    method: 'PUT',
    path: apiPaths.roles.permissions,
    params: roleIdParamsSchema,
    body: updateRolePermissionsBodySchema,
    response: successBodySchema(roleSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: apiPaths.roles.byId,
    params: roleIdParamsSchema,
    response: successBodySchema(roleSchema),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: apiPaths.roles.byId,
    params: roleIdParamsSchema,
    response: successBodySchema(roleSchema),
  }),
};
