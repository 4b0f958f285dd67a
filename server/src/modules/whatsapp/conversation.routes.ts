import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import { CUSTOMER_SERVICE_WINDOW_MS } from '@skillhub/shared/schemas/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/http-error.ts';
import { contactsRepository } from './contacts.repository.ts';
import { toContactDto } from './contacts.service.ts';
import { messagesRepository, toMessageDto } from './messages.repository.ts';
import { messagesPermission } from './whatsapp-access.ts';

/** The messages a conversation shows: the latest this many. */
export const CONVERSATION_LIMIT = 200;

/** Dashboard › WhatsApp › a contact's conversation. */
const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(endpoints.conversation, {
      tags: ['WhatsApp messages'],
      summary: "A contact's conversation",
      description:
        `The latest ${CONVERSATION_LIMIT} messages both ways, oldest first, and until when free text may be sent ` +
        "(24 hours after the contact's last message; null when that has passed).",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: messagesPermission('read') },
    handler: async (request) => {
      const contact = await contactsRepository.findById(app.db, request.params.contactId);
      if (!contact) throw notFound('Contact not found');
      const messages = await messagesRepository.ofContact(app.db, contact.id, CONVERSATION_LIMIT);
      const until = contact.lastInboundAt ? contact.lastInboundAt.getTime() + CUSTOMER_SERVICE_WINDOW_MS : null;
      return {
        success: true as const,
        data: {
          contact: toContactDto(contact),
          messages: messages.map(toMessageDto),
          windowOpenUntil: until !== null && until > app.clock.now().getTime() ? new Date(until).toISOString() : null,
        },
      };
    },
  });
};

export default conversationRoutes;
