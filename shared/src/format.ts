/**
 * How every page shows money, counts, dates and durations: Indian rupees with Indian digit grouping
 * (₹1,20,000), and dates in the day-month-year order Indian readers expect. One formatter per kind, so a
 * price or a date reads the same on the catalogue, the dashboard and the learner's pages.
 */

export const DISPLAY_LOCALE = 'en-IN';

const wholeRupees = new Intl.NumberFormat(DISPLAY_LOCALE, {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat(DISPLAY_LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat(DISPLAY_LOCALE);
const date = new Intl.DateTimeFormat(DISPLAY_LOCALE, { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(DISPLAY_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** Rupees, with paise only when there are any: ₹4,999 but ₹12,499.50. */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}

/** A count with Indian grouping: 1,20,000. */
export const formatCount = (value: number): string => count.format(value);

const parse = (iso: string | Date): Date | undefined => {
  const value = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(value.getTime()) ? undefined : value;
};

/** 2 Sept 2025. A missing or unreadable date gives '', which a table shows as N/A. */
export function formatDate(iso: string | Date | null | undefined): string {
  const value = iso ? parse(iso) : undefined;
  return value ? date.format(value) : '';
}

/** 2 Sept 2025, 3:05 pm. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  const value = iso ? parse(iso) : undefined;
  return value ? dateTime.format(value) : '';
}

/** The clock of a video player: 75 → '1:15', 3909 → '1:05:09'. Part seconds are not yet a second. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
