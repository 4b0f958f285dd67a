import type { Clock } from '../../src/clock.ts';

/** A clock the test moves by hand: expiry, cooldowns and rate-limit windows without sleeping. */
export class TestClock implements Clock {
  private current = Date.now();

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
