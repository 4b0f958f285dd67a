import { formatRupees } from '@skillhub/shared/format';
import { currentLocale, INTL_LOCALES } from '@skillhub/shared/i18n';

/**
 * The server's days are India's calendar days as YYYY-MM-DD. They are formatted as dates in UTC, so a browser
 * in another zone still shows the day the server meant ("4 Mar", not "3 Mar").
 */
const formats = new Map<string, { short: Intl.DateTimeFormat; long: Intl.DateTimeFormat }>();

function formatsFor(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      short: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
    formats.set(locale, found);
  }
  return found;
}

const instant = (day: string) => new Date(`${day}T00:00:00Z`);

/** '2031-03-04' -> '4 Mar' */
export const formatShortDay = (day: string): string =>
  formatsFor(INTL_LOCALES[currentLocale()]).short.format(instant(day));

/** '2031-03-04' -> '4 Mar 2031' */
export const formatDay = (day: string): string => formatsFor(INTL_LOCALES[currentLocale()]).long.format(instant(day));

/** An amount in paise as the site shows rupees, Indian grouping: ₹1,23,456 or ₹12,500.50. */
export const formatPaise = (paise: number): string => formatRupees(paise / 100);
