import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import leadSequencesRoutes from '../lead-sequences/lead-sequences.routes.ts';
import accountRoutes from './account.routes.ts';
import attachmentsRoutes from './attachments.routes.ts';
import broadcastsRoutes from './broadcasts.routes.ts';
import contactsRoutes from './contacts.routes.ts';
import conversationRoutes from './conversation.routes.ts';
import messagesRoutes from './messages.routes.ts';
import sandboxPhoneRoutes from './sandbox-phone.routes.ts';
import sendMessageRoutes from './send-message.routes.ts';
import templatesRoutes from './templates.routes.ts';
import webhookRoutes from './webhook.routes.ts';

/** Every WhatsApp call (shared/src/endpoints/whatsapp.ts). */
const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each part registers its routes here.
  await app.register(accountRoutes);
  await app.register(attachmentsRoutes);
  await app.register(templatesRoutes);
  await app.register(contactsRoutes);
  await app.register(sendMessageRoutes);
  await app.register(messagesRoutes);
  await app.register(broadcastsRoutes);
  await app.register(leadSequencesRoutes);
  await app.register(conversationRoutes);
  await app.register(sandboxPhoneRoutes);
  await app.register(webhookRoutes);
};

export default whatsappRoutes;
