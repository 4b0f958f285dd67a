import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import applicantsRoutes from './applicants.routes.ts';
import bulkUploadRoutes from './bulk-upload.routes.ts';
import certificatesRoutes from './certificates.routes.ts';
import institutionsRoutes from './institutions.routes.ts';
import programsRoutes from './programs.routes.ts';

/** Every training call (shared/src/endpoints/training.ts). */
const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(institutionsRoutes);
  await app.register(programsRoutes);
  await app.register(applicantsRoutes);
  await app.register(bulkUploadRoutes);
  await app.register(certificatesRoutes);
};

export default trainingRoutes;
