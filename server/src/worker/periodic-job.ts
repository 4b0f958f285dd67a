import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs` and whenever kicked, never two runs at once in this process. A kick during
 * a run asks for one more run right after, so work committed meanwhile is not left for the next tick.
 * Nothing is kept in memory between runs: all state is in the database, so any process can do the work.
 * With `exclusive`, a run also waits for no other process: it is skipped while another process runs the job.
 */
export interface PeriodicJob {
  start(): void;
  kick(): void;
  /**
   * Stops the schedule and waits for a run in progress; that run is told through its signal to take no new
   * work (it finishes what it holds).
   */
  stop(): Promise<void>;
  /** Runs now and resolves when the run (and any run it was waiting for) is finished. */
  runNow(): Promise<void>;
}

export type JobOutcome = 'completed' | 'failed' | 'skipped';

/** Told of every run: how it ended and how long it took. */
export type JobObserver = (job: string, outcome: JobOutcome, seconds: number) => void;

/** Runs `work` unless another process is running the job `name`; false when it did not run. */
export type JobLock = (name: string, work: () => Promise<void>) => Promise<boolean>;

export function createPeriodicJob(options: {
  name: string;
  intervalMs: number;
  /** One run; `signal` aborts when the job stops, so a run that loops over batches ends after the current one. */
  work: (signal: AbortSignal) => Promise<void>;
  log: FastifyBaseLogger;
  exclusive?: JobLock;
  observe?: JobObserver;
}): PeriodicJob {
  const { name, intervalMs, work, log, exclusive, observe } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let stopping = new AbortController();

  async function loop(): Promise<void> {
    do {
      again = false;
      const started = performance.now();
      let outcome: JobOutcome = 'completed';
      try {
        const { signal } = stopping;
        if (exclusive) {
          if (!(await exclusive(name, () => work(signal)))) outcome = 'skipped';
        } else {
          await work(signal);
        }
      } catch (error) {
        outcome = 'failed';
        log.error({ err: error, job: name }, `${name} failed`);
      }
      observe?.(name, outcome, (performance.now() - started) / 1000);
    } while (again && !stopped);
  }

  function trigger(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = new AbortController();
      timer = setInterval(() => void trigger(), intervalMs);
      timer.unref();
      void trigger();
    },
    kick() {
      if (!stopped) void trigger();
    },
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    runNow: () => trigger(),
  };
}
