import fp from 'fastify-plugin';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL; `db.transaction()` gives a handle of the same type. */
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** An open database to use instead of the config's; its owner closes it, not the app. */
  lent?: DatabaseHandle;
}

/**
 * Opens the database named by the config (or takes the one lent), brings its schema up to date and closes it
 * with the app.
 */
export default fp<DatabasePluginOptions>(
  async (app, { lent }) => {
    const handle = lent ?? (await openDatabase(app.config.database));
    try {
      await handle.migrate();
    } catch (error) {
      if (!lent) await handle.close();
      throw error;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    // Registered first, so Fastify runs this onClose last: the worker and requests are done by then.
    app.addHook('onClose', async () => {
      if (!lent) await handle.close();
    });
  },
  { name: 'database' },
);
