import { formatCalendarDay, formatRupees } from '@skillhub/shared/format';

// The server's days are India's calendar days as YYYY-MM-DD, shown as that day in any browser's zone.

/** '2031-03-04' -> '4 Mar' */
export const formatShortDay = (day: string): string => formatCalendarDay(day, false);

/** '2031-03-04' -> '4 Mar 2031' */
export const formatDay = (day: string): string => formatCalendarDay(day);

/** An amount in paise as the site shows rupees, Indian grouping: ₹1,23,456 or ₹12,500.50. */
export const formatPaise = (paise: number): string => formatRupees(paise / 100);
