export interface WindowHit {
  /** Hits in the current window (this one included, for `hit`); 0 when no window is open. */
  hits: number;
  /** Time until the window ends; 0 when no window is open. */
  resetInMs: number;
}

/**
 * Fixed-window counters that every API process shares: the sign-in limits and their backoff, resend
 * cooldowns, the caps of the public forms. Two drivers: PostgreSQL (the default) and Redis (REDIS_URL). Both
 * read the time from the app's clock, so a window ends at the same moment whichever process asks.
 */
export interface RateLimitStore {
  readonly driver: 'postgres' | 'redis';
  /** Counts one hit on `key`; the window (of `windowMs`) starts with the first hit after the last one ended. */
  hit(key: string, windowMs: number): Promise<WindowHit>;
  /** The open window of `key`, without counting. */
  peek(key: string): Promise<WindowHit>;
  /** Opens a window of `windowMs` on `key` holding `hits`, replacing any open one (a block of a set length). */
  set(key: string, hits: number, windowMs: number): Promise<void>;
  /** Forgets `key`. */
  clear(key: string): Promise<void>;
  /** Deletes ended windows; Redis expires its keys itself and answers 0. */
  deleteExpired(): Promise<number>;
}

export const NO_WINDOW: WindowHit = { hits: 0, resetInMs: 0 };
