import { userEndpoints as endpoints } from '@skillhub/shared/endpoints/users';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createEmailChangeService } from './email-change.service.ts';
import { createUsersService } from './users.service.ts';

const tags = ['Users'];
const users = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Users',
  subModule: 'Users',
  operation,
});

/** Every call of userEndpoints. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app);
  const emailChanges = createEmailChangeService(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'List users',
      description: 'Search matches name or e-mail; `active` filters by status; `pageNo` is accepted for `page`.',
      failures: [400, 401, 403],
    }),
    config: { permission: users('read') },
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.setStatus, {
      tags,
      summary: 'Activate or deactivate a user',
      description:
        'Sets `isActive` when given, otherwise toggles. Deactivation signs the user out everywhere. ' +
        "Only a super admin manages super admins; other staff only users whose role's permissions they hold (403).",
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: users('update') },
    handler: async (request) => {
      const user = await service.setStatus(request.session!, request.params.userId, request.body?.isActive);
      return {
        success: true as const,
        message: user.isActive ? 'User activated successfully' : 'User deactivated successfully',
        data: user,
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.add, {
      tags,
      summary: 'Add a staff user',
      description:
        'The user gets no password; a set-password link (valid 72 hours) is mailed to them. The caller must hold ' +
        'every permission of the role (403 otherwise); only a super admin grants SUPER_ADMIN.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: users('create') },
    handler: async (request, reply) => {
      const user = await service.add(request.session!, request.body);
      return reply.code(201).send({
        success: true as const,
        message: `User added successfully. A link to set the password has been sent to ${user.email}`,
        data: user,
      });
    },
  });

  app.route({
    ...endpointRoute(endpoints.update, {
      tags,
      summary: 'Update a user',
      description:
        'Name and role change at once. A new e-mail does not. Asked by a super admin, a confirmation link (24 ' +
        'hours, single use) goes to the new address and a notice naming the caller to the current one, and the ' +
        'change is written to the audit log. Asked by other staff, only the current address is mailed, with links ' +
        'to approve or cancel (24 hours; POST /api/user/approve-email-change/{token}, ' +
        'POST /api/user/cancel-email-change/{token}), and the new address gets its confirmation link only once ' +
        'the owner approves (`pendingEmailAwaitsApproval` until then). `email` changes, and `pendingEmail` ' +
        'clears, only when the confirmation link is opened (POST /api/user/confirm-email/{token}). Nobody changes ' +
        'their own e-mail here (403; see POST /api/user/change-email) or their own role (403). Granting a role ' +
        'needs every permission it carries, and a user whose role has permissions the caller lacks cannot be ' +
        'changed at all (403); only a super admin manages super admins, and the last active one keeps the role (409).',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: users('update') },
    handler: async (request) => {
      const { user, emailChange } = await service.update(request.session!, request.params.userId, request.body);
      const message = !emailChange
        ? 'User updated successfully'
        : emailChange.awaitsApproval
          ? `User updated successfully. ${user.email} has been asked to approve the change to ${emailChange.newEmail}; the email changes once the owner approves and the new address confirms.`
          : `User updated successfully. A link to confirm the new email has been sent to ${emailChange.newEmail}; the email changes once it is opened.`;
      return { success: true as const, message, data: user };
    },
  });

  app.route({
    ...endpointRoute(endpoints.changeEmail, {
      tags,
      summary: 'Ask to change the e-mail of the signed-in user',
      description:
        'Needs the current password. Mails a confirmation link (24 hours, single use) to the new address and a ' +
        'notice to the current one; nothing changes until the link is opened. An address that already has an ' +
        'account gets the same answer (its owner is told instead). One request a minute.',
      failures: [400, 401, 429],
    }),
    config: { signedIn: true, authRateLimit: 'login' },
    handler: async (request) => {
      await emailChanges.requestOwn(request.session!, request.body);
      return {
        success: true as const,
        message: `A link to confirm your new email has been sent to ${request.body.newEmail}. Your email changes once you open it.`,
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.confirmEmail, {
      tags,
      summary: 'Confirm an e-mail change with the link mailed to the new address',
      description:
        'The link works once. The e-mail changes (409 if another account took the address meanwhile), every ' +
        'session of the user ends, open password-reset links stop working and the old address is told.',
      failures: [400, 409, 429],
    }),
    config: { authRateLimit: 'resetPassword' },
    handler: async (request) => {
      const data = await emailChanges.confirm(request.params.token);
      return {
        success: true as const,
        message: 'Your email has been changed. Please log in with your new email.',
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.approveEmailChange, {
      tags,
      summary: 'Approve an e-mail change staff asked for, with the link mailed to the current address',
      description:
        'Works once, while the request is open (24 hours, not cancelled or replaced). The new address then gets ' +
        'its confirmation link (24 hours from now); the e-mail changes only when that is opened. 409 if another ' +
        'account has the address by now.',
      failures: [400, 409, 429],
    }),
    config: { authRateLimit: 'resetPassword' },
    handler: async (request) => {
      const data = await emailChanges.approve(request.params.token);
      return {
        success: true as const,
        message: `Change approved. A link to confirm it has been sent to ${data.newEmail}; your email changes once it is opened there.`,
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.cancelEmailChange, {
      tags,
      summary: 'Cancel an e-mail change, with the link mailed to the current address',
      description:
        'Until the change is confirmed, approved or not: the request and every link of it stop working, and the ' +
        'account keeps its e-mail.',
      failures: [400, 429],
    }),
    config: { authRateLimit: 'resetPassword' },
    handler: async (request) => {
      await emailChanges.cancel(request.params.token);
      return {
        success: true as const,
        message: 'The email change has been cancelled. Your account keeps its current email.',
      };
    },
  });
};

export default usersRoutes;
