import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import contactsRoutes from './contacts.routes.ts';

/** Every WhatsApp call (shared/src/endpoints/whatsapp.ts). */
const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each part registers its routes here.
  await app.register(contactsRoutes);
};

export default whatsappRoutes;
