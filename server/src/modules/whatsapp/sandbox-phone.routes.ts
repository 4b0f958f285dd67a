import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/http-error.ts';
import { messagesPermission } from './whatsapp-access.ts';

const tags = ['WhatsApp sandbox'];
export const SANDBOX_NOT_RUNNING = 'The sandbox is not running';

/**
 * A demo contact's phone in the sandbox: what it received (with each message's status) and sent, and a reply
 * typed on it, which reaches the platform as the real API's webhook would. 404 with the real API.
 */
const sandboxPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = () => {
    if (!app.whatsapp.sandbox) throw notFound(SANDBOX_NOT_RUNNING);
    return app.whatsapp.sandbox;
  };

  app.route({
    ...endpointRoute(endpoints.sandboxPhone, {
      tags,
      summary: "A sandbox contact's phone",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: messagesPermission('read') },
    handler: async (request) => ({ success: true as const, data: sandbox().phone(request.params.number) }),
  });

  app.route({
    ...endpointRoute(endpoints.sandboxReply, {
      tags,
      summary: "Reply from a sandbox contact's phone",
      description:
        'Posted to the platform as an inbound message webhook: it opens the 24-hour window; STOP opts out, YES ' +
        "or START opts in, and any message confirms a public form's opt-in awaiting confirmation while no " +
        'request to confirm has been sent.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: messagesPermission('create') },
    handler: async (request, reply) => {
      await sandbox().reply(request.params.number, request.body.text);
      return reply.code(202).send({ success: true as const, message: 'Reply sent from the phone' });
    },
  });
};

export default sandboxPhoneRoutes;
