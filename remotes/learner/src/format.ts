import { formatDate, formatRupees } from '@skillhub/shared/format';

/**
 * How the learner pages show money, dates and video times: the shared formatters (Indian rupees, Indian date
 * order, in the page's language), and m:ss.
 */

/** Paise only when there are any: ₹34,999 but ₹4,999.50. */
export const formatInr = formatRupees;

export const formatDay = (iso: string) => formatDate(iso);

/** 75 -> '01:15', 3725 -> '1:02:05': the clock a video player shows. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return `${hours > 0 ? `${hours}:` : ''}${String(minutes).padStart(2, '0')}:${seconds}`;
}
