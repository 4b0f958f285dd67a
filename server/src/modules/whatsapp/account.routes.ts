import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { connectFromConfig, createAccountService } from './account.service.ts';
import { messagesPermission as messages } from './whatsapp-access.ts';

const tags = ['WhatsApp account'];

/**
 * Dashboard › WhatsApp › Account: the business account messages go out through. Once the app is ready, the
 * account of the WHATSAPP_ credentials is connected when none is stored (account.service.ts connectFromConfig).
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountService(app);
  app.addHook('onReady', async () => {
    await connectFromConfig(app);
  });

  app.route({
    ...endpointRoute(endpoints.status, {
      tags,
      summary: 'The business account connection',
      description:
        'Mode (sandbox or cloud), whether connected, and the phone number as the API described it at connection. ' +
        'In sandbox mode `sandboxCredentials` holds the credentials the sandbox accepts; the stored token is never ' +
        'answered.',
      failures: [401, 403],
    }),
    config: { permission: messages('read') },
    handler: async () => ({ success: true as const, data: await service.status() }),
  });

  app.route({
    ...endpointRoute(endpoints.login, {
      tags,
      summary: 'Connect the business account',
      description:
        'The credentials are checked with the API (the phone number is read with them) before they are stored, ' +
        'replacing the account connected before; the token is stored encrypted. A refused token is 400 on ' +
        '`accessToken`, an unknown phone number ID 400 on `phoneNumberId`; 502 when the API cannot be reached.',
      failures: [400, 401, 403, 502],
    }),
    config: { permission: messages('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'WhatsApp account connected',
      data: await service.login(request.body, sessionUserId(request)),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.logout, {
      tags,
      summary: 'Disconnect the business account',
      description: 'Forgets the stored credentials; nothing can be sent until an account is connected again.',
      failures: [401, 403],
    }),
    config: { permission: messages('update') },
    handler: async () => ({
      success: true as const,
      message: 'WhatsApp account disconnected',
      data: await service.logout(),
    }),
  });
};

export default accountRoutes;
