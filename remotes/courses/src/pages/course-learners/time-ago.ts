import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2 h ago", "3 days ago": how long before `now` a moment was, in the page's language. */
export function timeAgo(iso: string, now: number, t: TFunction<'courses'>): string {
  const ms = Math.max(0, now - new Date(iso).getTime());
  if (ms < MINUTE) return t('learners.ago.justNow');
  if (ms < HOUR) return t('learners.ago.minutes', { count: Math.floor(ms / MINUTE) });
  if (ms < DAY) return t('learners.ago.hours', { count: Math.floor(ms / HOUR) });
  return t('learners.ago.days', { count: Math.floor(ms / DAY) });
}
