import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { queueSend } from './send-message.service.ts';
import { messagesPermission } from './whatsapp-access.ts';

/** Dashboard › WhatsApp › Send message: one contact, a selection, or a broadcast to a filter. */
const sendMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(endpoints.sendMessage, {
      tags: ['WhatsApp messages'],
      summary: 'Queue a template or a free text for chosen contacts or every contact matching a filter',
      description:
        'Skips, and counts (as not opted in), contacts not opted in, those awaiting confirmation of a public ' +
        "form's opt-in included, numbers WhatsApp refused before, and for free text contacts " +
        'whose last message is over 24 hours old. A template must be Approved, with one value per body variable ' +
        '(a contact field, empty ones sent as "-", or a typed text), its header variable and its media header ' +
        "file. The messages are queued in one transaction and sent in the background at the account's pace; " +
        'their statuses follow from the webhook. 409 when no account is connected.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: messagesPermission('create') },
    handler: async (request, reply) => {
      const outcome = await queueSend(app, request.body, sessionUserId(request));
      if (outcome.queued > 0) app.whatsappSender.kick();
      const message =
        outcome.queued === 0
          ? 'No message was queued: every recipient was skipped'
          : `${outcome.queued} message${outcome.queued === 1 ? '' : 's'} queued`;
      return reply.code(202).send({ success: true as const, message, data: outcome });
    },
  });
};

export default sendMessageRoutes;
