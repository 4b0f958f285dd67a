/**
 * A sequence's send window: whole hours of the day in India time (UTC+5:30 all year, no daylight saving), from
 * `fromHour` up to but not including `untilHour`; 0 to 24 is the whole day.
 */

const INDIA_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface SendWindow {
  fromHour: number;
  untilHour: number;
}

/** Milliseconds since midnight, India time. */
const indiaTimeOfDay = (at: Date) => (((at.getTime() + INDIA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;

export function withinWindow(at: Date, window: SendWindow): boolean {
  const time = indiaTimeOfDay(at);
  return time >= window.fromHour * HOUR_MS && time < window.untilHour * HOUR_MS;
}

/** `at` itself when the window is open then; otherwise the window's next opening. */
export function nextWindowOpening(at: Date, window: SendWindow): Date {
  if (withinWindow(at, window)) return at;
  const time = indiaTimeOfDay(at);
  const midnight = at.getTime() - time;
  const opening = midnight + window.fromHour * HOUR_MS;
  return new Date(opening > at.getTime() ? opening : opening + DAY_MS);
}
