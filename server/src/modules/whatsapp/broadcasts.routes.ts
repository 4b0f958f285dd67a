import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import { broadcastsRepository } from './broadcasts.repository.ts';
import { messagesPermission } from './whatsapp-access.ts';

const tags = ['WhatsApp messages'];

/** Dashboard › WhatsApp › Broadcasts: each send with its totals and its messages counted by status. */
const broadcastsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(endpoints.broadcasts, {
      tags,
      summary: 'List broadcasts, newest first',
      description: 'Each with the recipients it skipped and its messages by status (queued counts those being sent).',
      failures: [400, 401, 403],
    }),
    config: { permission: messagesPermission('read') },
    handler: async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await broadcastsRepository.list(app.db, page, limit);
      return { success: true as const, data: rows, pagination: pagination(total, page, limit) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.broadcast, { tags, summary: 'One broadcast', failures: [400, 401, 403, 404] }),
    config: { permission: messagesPermission('read') },
    handler: async (request) => {
      const broadcast = await broadcastsRepository.findById(app.db, request.params.id);
      if (!broadcast) throw notFound('Broadcast not found');
      return { success: true as const, data: broadcast };
    },
  });
};

export default broadcastsRoutes;
