/**
 * The one source of "now" for expiries, cooldowns and rate-limit windows, injected so that tests can move
 * time forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
