import fp from 'fastify-plugin';
import { type SeedReport, seedDatabase } from '../../seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the start-up seeding created, for the banner (generated passwords are shown only once). */
    seedReport: SeedReport;
  }
}

export default fp(
  async (app) => {
    const report = await app.database.exclusive((db) => seedDatabase(db, app.config));
    app.decorate('seedReport', report);
  },
  { name: 'seed', dependencies: ['database'] },
);
