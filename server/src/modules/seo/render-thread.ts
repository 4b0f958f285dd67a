import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ServerRenderRequest } from '@skillhub/shared/ssr/server-render-contract';
import type { ServerRenderFailure } from '../../plugins/app/metrics.ts';

/**
 * The worker thread public pages are rendered in (render-worker.mjs), seen from the thread that answers requests.
 * A render may take a hundred milliseconds or more of processor: in a thread of its own it never holds up other
 * requests, a render past its time is stopped there, and a thread stuck in a render that never yields is ended
 * and replaced. A thread holds the modules of the releases it has rendered with; after MODULES_KEPT of them the
 * next render starts a fresh thread, so years of releases do not pile up in memory.
 */

/** Builds' modules one thread holds before it is replaced: the current ones of each app and a few older. */
const MODULES_KEPT = 8;
/**
 * What a release's module may take to load the first time a thread renders with it (about 0.25 s for the courses
 * remote's 8 MB), on top of the render's own time; this only bounds a module whose top level never finishes.
 */
const MODULE_LOAD_MS = 10_000;
/** A thread asked to stop a render and silent for this long is stuck in it: it is ended. */
const STUCK_MS = 1_000;
/** A thread's heap limit: a render that runs away with memory ends its thread, not the API. */
const HEAP_LIMIT_MB = 512;

export class RenderFailure extends Error {
  constructor(
    readonly reason: ServerRenderFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface Job {
  resolve: (result: unknown) => void;
  reject: (error: RenderFailure) => void;
  timer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, Job>;
  modules: Set<string>;
  /** When it last answered: a thread stuck in synchronous code answers nothing. */
  heardAt: number;
  retiring: boolean;
}

/** A server target's build: its file, and what names this build of it (a file rebuilt in place is another). */
export interface RenderModule {
  file: string;
  build: string;
}

export interface RenderThread {
  /** `module`'s `render(request)` in the thread: its answer, or a RenderFailure after `timeoutMs` at most. */
  render(module: RenderModule, request: ServerRenderRequest, timeoutMs: number): Promise<unknown>;
  /**
   * `module` imported in the thread the next render goes to, rendering nothing: a release's first page then costs
   * its render only. Resolves once loaded; a RenderFailure when it cannot be.
   */
  load(module: RenderModule): Promise<void>;
  close(): Promise<void>;
}

export function createRenderThread(): RenderThread {
  let current: Thread | null = null;
  const threads = new Set<Thread>();
  let lastId = 0;

  function end(thread: Thread, failure: RenderFailure): void {
    threads.delete(thread);
    if (current === thread) current = null;
    for (const job of thread.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(failure);
    }
    thread.jobs.clear();
    void thread.worker.terminate();
  }

  function start(): Thread {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      // Node alone: the server's TypeScript loader would transform each release's whole module (render-worker.mjs).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    });
    // The API's own work keeps the process alive, never a thread waiting for pages to render.
    worker.unref();
    const thread: Thread = { worker, jobs: new Map(), modules: new Set(), heardAt: Date.now(), retiring: false };
    worker.on('message', (message: { id: number; result?: unknown; failure?: { reason: string; message: string } }) => {
      thread.heardAt = Date.now();
      const job = thread.jobs.get(message.id);
      if (!job) return;
      thread.jobs.delete(message.id);
      clearTimeout(job.timer);
      if (message.failure) {
        const reason = message.failure.reason === 'load' ? 'load' : 'error';
        job.reject(new RenderFailure(reason, message.failure.message));
      } else job.resolve(message.result);
      if (thread.retiring && thread.jobs.size === 0) end(thread, new RenderFailure('error', 'replaced'));
    });
    worker.on('error', (error) =>
      end(thread, new RenderFailure('error', 'the render thread failed', { cause: error })),
    );
    worker.on('exit', () => end(thread, new RenderFailure('error', 'the render thread ended')));
    threads.add(thread);
    return thread;
  }

  /** The thread to render with `module` (named `id`) in: the current one, unless it holds enough builds already. */
  function threadFor(id: string): Thread {
    if (current && !current.modules.has(id) && current.modules.size >= MODULES_KEPT) {
      const old = current;
      old.retiring = true;
      current = null;
      if (old.jobs.size === 0) end(old, new RenderFailure('error', 'replaced'));
    }
    current ??= start();
    return current;
  }

  /** Sends `module` and `request` (null: load only) to the thread, and its answer back, or a RenderFailure. */
  function ask(module: RenderModule, request: ServerRenderRequest | null, timeoutMs: number): Promise<unknown> {
    // The module's address names its build: Node imports a file once per address, so a file rebuilt in place
    // (the shell's) is imported afresh under its new name.
    const url = `${pathToFileURL(module.file).href}?build=${encodeURIComponent(module.build)}`;
    const thread = threadFor(url);
    const loading = !thread.modules.has(url);
    thread.modules.add(url);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => {
          thread.jobs.delete(id);
          reject(new RenderFailure('timeout', `no page within ${timeoutMs} ms`));
          thread.worker.postMessage({ type: 'abort', id });
          setTimeout(() => {
            if (threads.has(thread) && Date.now() - thread.heardAt >= STUCK_MS) {
              end(thread, new RenderFailure('timeout', 'the render thread was stuck'));
            }
          }, STUCK_MS).unref();
        },
        loading ? timeoutMs + MODULE_LOAD_MS : timeoutMs,
      );
      thread.jobs.set(id, { resolve, reject, timer });
      thread.worker.postMessage(request ? { type: 'render', id, url, request } : { type: 'load', id, url });
    });
  }

  return {
    render: (module, request, timeoutMs) => ask(module, request, timeoutMs),
    load: async (module) => {
      await ask(module, null, MODULE_LOAD_MS);
    },
    async close() {
      for (const thread of [...threads]) end(thread, new RenderFailure('error', 'the server is closing'));
    },
  };
}
