import { BLOG_TIME_ZONE_OFFSET_MINUTES } from './constants.ts';

/**
 * Blog publish dates and times are written and shown in India's time (Asia/Kolkata, always +05:30), whatever
 * zone the server or the editor's browser runs in. The instant is what the server stores and compares.
 */

const OFFSET_MS = BLOG_TIME_ZONE_OFFSET_MINUTES * 60_000;

export const PUBLISH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const PUBLISH_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `2025-09-02` and `09:30` in India's time as an instant; null when the date does not exist (2025-02-30). */
export function publishInstant(date: string, time: string): Date | null {
  if (!PUBLISH_DATE_PATTERN.test(date) || !PUBLISH_TIME_PATTERN.test(time)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const utc = Date.UTC(y, m - 1, d, hh, mm);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return new Date(utc - OFFSET_MS);
}

/** An instant as India's date (`YYYY-MM-DD`) and time (`HH:mm`). */
export function publishDateTimeOf(instant: Date | string): { publishDate: string; publishTime: string } {
  const shifted = new Date(new Date(instant).getTime() + OFFSET_MS).toISOString();
  return { publishDate: shifted.slice(0, 10), publishTime: shifted.slice(11, 16) };
}
