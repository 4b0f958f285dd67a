import fp from 'fastify-plugin';
import { keepListening } from '../../db/keep-listening.ts';
import {
  noteStoreCopies,
  REMOTE_RELEASES_CHANNEL,
  readCanaries,
  readCurrentReleases,
  setRegistryState,
} from '../../modules/web-app/release-registry.ts';
import { syncFromStore } from '../../modules/web-app/store-sync.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the release registry again now; resolves once this process serves what it holds. */
    reloadReleaseRegistry: () => Promise<void>;
  }
}

/** While the LISTEN connection is down, how often the registry is read instead: a release is still seen within it. */
const POLL_WHILE_DEAF_MS = 1_000;

/**
 * Keeps this process's copy of the release registry (modules/web-app/release-registry.ts) current: read at start,
 * read again on each NOTIFY a release sends, and read every second while notifications cannot be heard. Reads run
 * one at a time, and one more after a notification that came during a read, so an older read never lands last.
 * With the S3 release store, each read is followed by copying what this disk lacks of the builds it names
 * (store-sync.ts), in the background: a release is listed at once, its pages drawn here once copied.
 */
export default fp(
  async (app) => {
    let reading: Promise<void> | null = null;
    let again = false;
    let poll: NodeJS.Timeout | null = null;
    let syncing: Promise<void> | null = null;
    let syncAgain = false;
    const storeSyncs = app.config.remotesPublicUrl !== null && app.fileStorage.kind === 's3';

    /** One copy at a time, and one more when the registry changed during it. */
    function sync(): void {
      if (!storeSyncs) return;
      if (syncing) {
        syncAgain = true;
        return;
      }
      syncing = (async () => {
        do {
          syncAgain = false;
          if (await syncFromStore(app.fileStorage, app.config, app.log)) noteStoreCopies(app.config);
        } while (syncAgain);
      })()
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not copy builds from the release store'))
        .finally(() => {
          syncing = null;
        });
    }

    async function readLoop(): Promise<void> {
      do {
        again = false;
        const current = await readCurrentReleases(app.db);
        const canaries = await readCanaries(app.db);
        setRegistryState(app.config, current, canaries, app.config.remotesPublicUrl);
      } while (again);
      sync();
    }

    function reload(): Promise<void> {
      if (reading) {
        again = true;
        return reading;
      }
      reading = readLoop().finally(() => {
        reading = null;
      });
      return reading;
    }

    // A release made through this process is served by it from its answer on, without waiting for its own NOTIFY.
    app.decorate('reloadReleaseRegistry', reload);

    const reloadLogged = () =>
      void reload().catch((error: unknown) => app.log.warn({ err: error }, 'could not read the release registry'));

    function stopPolling() {
      if (poll) clearInterval(poll);
      poll = null;
    }

    const listening = await keepListening({
      database: app.database,
      channel: REMOTE_RELEASES_CHANNEL,
      log: app.log,
      onNotify: reloadLogged,
      // Whatever was released while not listening is read now.
      onUp: async () => {
        stopPolling();
        await reload();
      },
      onDown: () => {
        if (poll) return;
        poll = setInterval(reloadLogged, POLL_WHILE_DEAF_MS);
        poll.unref();
        reloadLogged();
      },
    });

    app.addHook('onClose', async () => {
      stopPolling();
      await listening.stop();
      await syncing;
    });
  },
  { name: 'release-registry', dependencies: ['database', 'file-storage'] },
);
