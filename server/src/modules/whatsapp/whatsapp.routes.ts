import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Every WhatsApp call (shared/src/endpoints/whatsapp.ts). */
const whatsappRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Each part registers its routes here.
};

export default whatsappRoutes;
