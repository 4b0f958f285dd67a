import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { pagination } from '../../http/responses.ts';
import { messagesRepository, toMessageDto } from './messages.repository.ts';
import { messagesPermission } from './whatsapp-access.ts';

/** Dashboard › WhatsApp › Messages: every message sent and received, with its status. */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(endpoints.messages, {
      tags: ['WhatsApp messages'],
      summary: 'List messages, newest first',
      description:
        "Filtered by contact, broadcast, status and direction; `search` matches the number, the contact's " +
        'name or the text.',
      failures: [400, 401, 403],
    }),
    config: { permission: messagesPermission('read') },
    handler: async (request) => {
      const { rows, total } = await messagesRepository.list(app.db, request.query);
      return {
        success: true as const,
        data: rows.map(toMessageDto),
        pagination: pagination(total, request.query.page, request.query.limit),
      };
    },
  });
};

export default messagesRoutes;
