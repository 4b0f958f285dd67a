import fp from 'fastify-plugin';
import { pingDatabase } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface Readiness {
  /**
   * A dependency the process cannot serve without. `check` throws when it is down; `message` is what the
   * readiness answer says then (public, so never the error itself, which goes to the log).
   */
  addCheck(name: string, message: string, check: () => Promise<void>): void;
  /** From now on the process reports not ready: it drains before shutting down. */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
  /** Runs every check: the names of all, and of those that failed with their messages (none: ready). */
  run(): Promise<{ checked: string[]; failed: Record<string, string> }>;
}

export const SHUTTING_DOWN = 'Shutting down';

/**
 * What GET /api/health/ready reports. Registered right after the database, so every later plugin that
 * brings a dependency (file storage, Redis) adds its check here.
 */
export default fp(
  async (app) => {
    const checks: Array<{ name: string; message: string; check: () => Promise<void> }> = [];
    let shuttingDown = false;

    const readiness: Readiness = {
      addCheck: (name, message, check) => {
        checks.push({ name, message, check });
      },
      beginShutdown: () => {
        shuttingDown = true;
      },
      get shuttingDown() {
        return shuttingDown;
      },
      async run() {
        const checked = checks.map((c) => c.name);
        if (shuttingDown) return { checked, failed: { server: SHUTTING_DOWN } };
        const failed: Record<string, string> = {};
        await Promise.all(
          checks.map(async ({ name, message, check }) => {
            try {
              await check();
            } catch (error) {
              app.log.warn({ err: error, check: name }, `readiness: ${name} is down`);
              failed[name] = message;
            }
          }),
        );
        return { checked, failed };
      },
    };

    readiness.addCheck('database', 'Database unreachable', () => pingDatabase(app.db));
    readiness.addCheck('migrations', 'Database migrations not applied', async () => {
      const pending = await app.database.pendingMigrations();
      if (pending > 0) throw new Error(`${pending} migrations not applied`);
    });
    app.decorate('readiness', readiness);
    // Fastify's own close refuses new requests from here on; the flag covers a check already under way.
    app.addHook('preClose', async () => readiness.beginShutdown());
  },
  { name: 'readiness', dependencies: ['database'] },
);
