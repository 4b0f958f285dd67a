import type { FastifyBaseLogger } from 'fastify';

/**
 * Every timer the sandbox sets (status steps, template reviews, webhook retries) goes through here, so that
 * close() clears them all and nothing keeps the process alive or fires after the sandbox is gone.
 */
export class SandboxTimers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Runs `task` after `ms`; answers a cancel. Nothing is scheduled once closed. */
  after(ms: number, task: () => void): () => void {
    if (this.closed) return () => {};
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      try {
        task();
      } catch (error) {
        this.log.error({ err: error }, 'WhatsApp sandbox task failed');
      }
    }, ms);
    this.pending.add(timer);
    return () => {
      clearTimeout(timer);
      this.pending.delete(timer);
    };
  }

  get size(): number {
    return this.pending.size;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
