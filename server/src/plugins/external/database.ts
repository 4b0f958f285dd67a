import fp from 'fastify-plugin';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL; `db.transaction()` gives a handle of the same type. */
    db: Database;
    database: DatabaseHandle;
  }
}

/** Opens the database named by the config, brings its schema up to date and closes it with the app. */
export default fp(
  async (app) => {
    const handle = await openDatabase(app.config.database);
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    // Registered first, so Fastify runs this onClose last: the worker and requests are done by then.
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
