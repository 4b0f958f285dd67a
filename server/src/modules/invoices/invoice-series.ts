import { INVOICE_PREFIX_PATTERN } from '@skillhub/shared/schemas/gst-invoicing';
import { indiaDayOf, indiaMidnight } from '../dashboard/dashboard-period.ts';

/**
 * Invoice and credit-note numbers. Rule 46(b) of the CGST Rules wants a consecutive serial number of at most
 * 16 characters (letters, digits, "-" and "/"), unique within a financial year; the GSTR-1 upload refuses a
 * longer one. So a number is `PREFIX/YY-YY/NNNNNN`: a prefix of 1 to 3 letters or digits, the financial year
 * in short (26-27 for April 2026 to March 2027) and a 6-digit serial, `SKH/26-27/000123`, 16 characters at
 * most. Credit notes have their own series in the same shape, their serial a C and 5 digits,
 * `SKH/26-27/C00001`: a credit note's number can never equal an invoice's, and both fit the 16 characters.
 */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

export type DocumentSeries = 'invoice' | 'credit-note';

export interface FinancialYear {
  /** The calendar year of its April: 2026 for 2026-27. */
  startYear: number;
  /** "2026-27", as accounts and returns name it. */
  label: string;
  /** "26-27", as invoice numbers carry it. */
  code: string;
  /** 1 April 00:00 IST. */
  startsAt: Date;
  /** The next 1 April 00:00 IST: the year is [startsAt, endsAt). */
  endsAt: Date;
}

/** The financial year (April to March, India time) an instant falls in. */
export function financialYearOf(instant: Date): FinancialYear {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not an instant');
  const day = indiaDayOf(instant);
  const year = Number(day.slice(0, 4));
  return financialYear(Number(day.slice(5, 7)) >= 4 ? year : year - 1);
}

export function financialYear(startYear: number): FinancialYear {
  if (!Number.isInteger(startYear) || startYear < 2000 || startYear > 9998) {
    throw new RangeError(`Not a financial year: ${startYear}`);
  }
  const twoDigits = (year: number) => String(year % 100).padStart(2, '0');
  return {
    startYear,
    label: `${startYear}-${twoDigits(startYear + 1)}`,
    code: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`,
    startsAt: indiaMidnight(`${startYear}-04-01`),
    endsAt: indiaMidnight(`${startYear + 1}-04-01`),
  };
}

/** A prefix settings may hold: 1 to 3 capital letters or digits (the 16 characters leave room for no more). */
export const isInvoicePrefix = (prefix: string): boolean => INVOICE_PREFIX_PATTERN.test(prefix);

const SERIAL_DIGITS: Readonly<Record<DocumentSeries, number>> = { invoice: 6, 'credit-note': 5 };
const SERIAL_LEAD: Readonly<Record<DocumentSeries, string>> = { invoice: '', 'credit-note': 'C' };

/** The largest serial a series can number in a year within the 16 characters. */
export const seriesCapacity = (series: DocumentSeries): number => 10 ** SERIAL_DIGITS[series] - 1;

/**
 * The number of the `serial`th document (from 1) of a series in a financial year. A serial past the
 * series' capacity is refused rather than printed longer than the rules allow.
 */
export function documentNumber(series: DocumentSeries, prefix: string, year: FinancialYear, serial: number): string {
  if (!isInvoicePrefix(prefix)) throw new RangeError(`Not an invoice prefix: ${prefix}`);
  if (!Number.isInteger(serial) || serial < 1 || serial > seriesCapacity(series)) {
    throw new RangeError(`Serial ${serial} is outside the ${series} series (1 to ${seriesCapacity(series)})`);
  }
  const padded = String(serial).padStart(SERIAL_DIGITS[series], '0');
  return `${prefix}/${year.code}/${SERIAL_LEAD[series]}${padded}`;
}
