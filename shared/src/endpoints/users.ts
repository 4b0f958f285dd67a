import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, messageBodySchema, successBodySchema } from '../schemas/common.ts';
import {
  changeEmailBodySchema,
  emailChangeApprovedSchema,
  emailChangedSchema,
  emailChangeTokenParamsSchema,
} from '../schemas/email-change.ts';
import { userIdParamsSchema } from '../schemas/params.ts';
import { listUsersQuerySchema, staffUserBodySchema, userSchema, userStatusBodySchema } from '../schemas/user.ts';

/** The user-management calls, and the signed-in user's own e-mail change. */
export const userEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.users.all,
    query: listUsersQuerySchema,
    response: listBodySchema(userSchema),
  }),
  /** Sets `isActive` when given, otherwise toggles. */
  setStatus: endpoint({
    method: 'PATCH',
    path: apiPaths.users.status,
    params: userIdParamsSchema,
    body: userStatusBodySchema,
    response: successBodySchema(userSchema),
  }),
  add: endpoint({
    method: 'POST',
    path: apiPaths.users.add,
    body: staffUserBodySchema,
    response: successBodySchema(userSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.users.byId,
    params: userIdParamsSchema,
    body: staffUserBodySchema,
    response: successBodySchema(userSchema),
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: apiPaths.users.changeEmail,
    body: changeEmailBodySchema,
    response: messageBodySchema,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: apiPaths.users.confirmEmail,
    params: emailChangeTokenParamsSchema,
    response: successBodySchema(emailChangedSchema),
  }),
  /** The owner approves a change staff asked for; the new address then gets its confirmation link. */
  approveEmailChange: endpoint({
    method: 'POST',
    path: apiPaths.users.approveEmailChange,
    params: emailChangeTokenParamsSchema,
    response: successBodySchema(emailChangeApprovedSchema),
  }),
  /** The owner cancels a change (approved or not, until it is confirmed); its links stop working. */
  cancelEmailChange: endpoint({
    method: 'POST',
    path: apiPaths.users.cancelEmailChange,
    params: emailChangeTokenParamsSchema,
    response: messageBodySchema,
  }),
};
