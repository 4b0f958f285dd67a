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

interface Formatters {
  wholeRupees: Intl.NumberFormat;
  rupeesAndPaise: Intl.NumberFormat;
  count: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  indiaDateTime: Intl.DateTimeFormat;
}

const byLocale = new Map<string, Formatters>();

/** Building an Intl formatter is slow, so each locale's are built once, when first needed. */
function formatters(): Formatters {
  let found = byLocale.get(displayLocale);
  if (!found) {
    found = {
      wholeRupees: new Intl.NumberFormat(displayLocale, {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      }),
      rupeesAndPaise: new Intl.NumberFormat(displayLocale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
      count: new Intl.NumberFormat(displayLocale),
      date: new Intl.DateTimeFormat(displayLocale, { dateStyle: 'medium' }),
      dateTime: new Intl.DateTimeFormat(displayLocale, { dateStyle: 'medium', timeStyle: 'short' }),
      indiaDateTime: new Intl.DateTimeFormat(displayLocale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }),
    };
    byLocale.set(displayLocale, found);
  }
  return found;
}

/** Rupees, with paise only when there are any: ₹4,999 but ₹12,499.50. */
export function formatRupees(amount: number): string {
  const { wholeRupees, rupeesAndPaise } = formatters();
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}

/** A count with Indian grouping: 1,20,000. */
export const formatCount = (value: number): string => formatters().count.format(value);

const parse = (iso: string | Date): Date | undefined => {
  const value = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(value.getTime()) ? undefined : value;
};

/** 2 Sept 2025. A missing or unreadable date gives '', which a table shows as N/A. */
export function formatDate(iso: string | Date | null | undefined): string {
  const value = iso ? parse(iso) : undefined;
  return value ? formatters().date.format(value) : '';
}

/** 2 Sept 2025, 3:05 pm. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  const value = iso ? parse(iso) : undefined;
  return value ? formatters().dateTime.format(value) : '';
}

/** 2 Sept 2025, 12:00 am in India's time whatever the browser's zone: for times the platform sets in IST. */
export function formatIndiaDateTime(iso: string | Date | null | undefined): string {
  const value = iso ? parse(iso) : undefined;
  return value ? formatters().indiaDateTime.format(value) : '';
}

/** The clock of a video player: 75 → '1:15', 3909 → '1:05:09'. Part seconds are not yet a second. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
