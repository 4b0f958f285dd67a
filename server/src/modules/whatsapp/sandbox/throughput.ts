/**
 * The phone number's throughput: at most `perSecond` messages accepted within any one second (a sliding
 * window), as the Cloud API refuses the surplus with 429 / code 130429.
 */
export class Throughput {
  private readonly accepted: number[] = [];

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Null when a send may go now; otherwise the whole seconds until one may (Retry-After). */
  retryAfterSeconds(): number | null {
    const now = this.now();
    while (this.accepted.length > 0 && this.accepted[0]! <= now - 1000) this.accepted.shift();
    if (this.accepted.length < this.perSecond) return null;
    return Math.max(1, Math.ceil((this.accepted[0]! + 1000 - now) / 1000));
  }

  record(): void {
    this.accepted.push(this.now());
  }
}
