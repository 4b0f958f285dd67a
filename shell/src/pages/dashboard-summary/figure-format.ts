import { formatRupees } from '@skillhub/shared/format';
import { currentLocale, INTL_LOCALES } from '@skillhub/shared/i18n';

/**
 * The server's days are India's calendar days as YYYY-MM-DD. They are formatted as dates in UTC, so a browser
 * in another zone still shows the day the server meant ("4 Mar", not "3 Mar").
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** Each format built when first needed (building one is slow on a phone), once per locale. */
function formatFor(locale: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withYear}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(key, found);
  }
  return found;
}

const instant = (day: string) => new Date(`${day}T00:00:00Z`);

/** '2031-03-04' -> '4 Mar' */
export const formatShortDay = (day: string): string =>
  formatFor(INTL_LOCALES[currentLocale()], false).format(instant(day));

/** '2031-03-04' -> '4 Mar 2031' */
export const formatDay = (day: string): string => formatFor(INTL_LOCALES[currentLocale()], true).format(instant(day));

/** An amount in paise as the site shows rupees, Indian grouping: ₹1,23,456 or ₹12,500.50. */
export const formatPaise = (paise: number): string => formatRupees(paise / 100);
