import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Listening } from './database.ts';

/** Waits between attempts to listen again after the connection was lost: doubling from the first to the last. */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 30_000;

export interface KeptListening {
  /** Whether notifications are being heard right now. */
  readonly listening: boolean;
  stop(): Promise<void>;
}

/**
 * LISTENs on `channel` for as long as the process runs, listening again (with a growing wait) whenever the
 * connection is lost or cannot be made. `onUp` runs each time listening starts (whatever changed while not
 * listening is unknown, so the caller reloads or clears there), `onDown` each time it stops or cannot start.
 * Resolves after the first attempt, listening or not.
 */
export async function keepListening(options: {
  database: Pick<DatabaseHandle, 'listen'>;
  channel: string;
  log: FastifyBaseLogger;
  onNotify: (payload: string) => void;
  onUp: () => void | Promise<void>;
  onDown: () => void;
}): Promise<KeptListening> {
  const { database, channel, log } = options;
  let current: Listening | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;

  async function listen(waitMs: number): Promise<void> {
    retryTimer = null;
    if (stopped) return;
    let started: Listening | null = null;
    try {
      started = await database.listen(channel, options.onNotify);
      if (stopped) {
        await started.stop();
        return;
      }
      const mine = started;
      await options.onUp();
      if (stopped) {
        await mine.stop();
        return;
      }
      current = mine;
      mine.lost.then(() => {
        if (stopped || current !== mine) return;
        current = null;
        options.onDown();
        log.warn({ channel }, 'the LISTEN connection was lost; listening again');
        scheduleListen(RELISTEN_FIRST_MS);
      });
    } catch (error) {
      // A connection that listens while onUp failed would hear changes over state that was never loaded.
      await started?.stop().catch(() => {});
      log.warn({ err: error, channel }, 'cannot LISTEN; trying again');
      options.onDown();
      scheduleListen(Math.min(waitMs * 2, RELISTEN_MAX_MS));
    }
  }

  function scheduleListen(waitMs: number): void {
    if (stopped) return;
    retryTimer = setTimeout(() => void listen(waitMs), waitMs);
    retryTimer.unref();
  }

  await listen(RELISTEN_FIRST_MS);
  return {
    get listening() {
      return current !== null;
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = current;
      current = null;
      await last?.stop();
    },
  };
}
