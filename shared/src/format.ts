/**
 * How every page shows money, counts, dates and durations: Indian rupees with Indian digit grouping
 * (₹1,20,000), and dates in the day-month-year order Indian readers expect. One formatter per kind, so a
 * price or a date reads the same on the catalogue, the dashboard and the learner's pages.
 */

/**
 * The Intl locale of the language the page shows: 'en-IN' until the translation layer (i18n.ts) switches it to
 * 'hi-IN' (dates then read "2 सित॰ 2025"; digits and grouping stay ₹1,20,000).
 */
let displayLocale = 'en-IN';

export function setDisplayLocale(locale: string): void {
  displayLocale = locale;
}

const NUMBER_FORMATS = {
  wholeRupees: { style: 'currency', currency: 'INR', maximumFractionDigits: 0 },
  rupeesAndPaise: { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  count: {},
} satisfies Record<string, Intl.NumberFormatOptions>;

const DATE_FORMATS = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  indiaDateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' },
  // A calendar day (YYYY-MM-DD) read as midnight UTC and shown in UTC: a browser in another zone shows that day.
  shortDay: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const built = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * Building an Intl formatter is slow (tens of milliseconds of a slow phone's start-up for a few), so each is built
 * once per locale, and only when a page first shows what it formats.
 */
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, make: () => T): T {
  const key = `${displayLocale}:${kind}`;
  let found = built.get(key) as T | undefined;
  if (!found) {
    found = make();
    built.set(key, found);
  }
  return found;
}

const numberFormat = (kind: keyof typeof NUMBER_FORMATS) =>
  formatter(kind, () => new Intl.NumberFormat(displayLocale, NUMBER_FORMATS[kind]));
const dateFormat = (kind: keyof typeof DATE_FORMATS) =>
  formatter(kind, () => new Intl.DateTimeFormat(displayLocale, DATE_FORMATS[kind]));

/** Rupees, with paise only when there are any: ₹4,999 but ₹12,499.50. */
export function formatRupees(amount: number): string {
  return numberFormat(Number.isInteger(amount) ? 'wholeRupees' : 'rupeesAndPaise').format(amount);
}

/** A count with Indian grouping: 1,20,000. */
export const formatCount = (value: number): string => numberFormat('count').format(value);

const parse = (iso: string | Date): Date | undefined => {
  const value = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(value.getTime()) ? undefined : value;
};

/** 2 Sept 2025. A missing or unreadable date gives '', which a table shows as N/A. */
export function formatDate(iso: string | Date | null | undefined): string {
  const value = iso ? parse(iso) : undefined;
  return value ? dateFormat('date').format(value) : '';
}

/** 2 Sept 2025, 3:05 pm. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  const value = iso ? parse(iso) : undefined;
  return value ? dateFormat('dateTime').format(value) : '';
}

/** 2 Sept 2025, 12:00 am in India's time whatever the browser's zone: for times the platform sets in IST. */
export function formatIndiaDateTime(iso: string | Date | null | undefined): string {
  const value = iso ? parse(iso) : undefined;
  return value ? dateFormat('indiaDateTime').format(value) : '';
}

/** A calendar day as the server counts them (India's, 'YYYY-MM-DD'): '4 Mar 2031', or '4 Mar' without the year. */
export function formatCalendarDay(day: string, withYear = true): string {
  return dateFormat(withYear ? 'day' : 'shortDay').format(new Date(`${day}T00:00:00Z`));
}

/** The clock of a video player: 75 → '1:15', 3909 → '1:05:09'. Part seconds are not yet a second. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
