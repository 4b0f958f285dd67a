import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  documentNumber,
  financialYear,
  financialYearOf,
  isInvoicePrefix,
  seriesCapacity,
} from '../../src/modules/invoices/invoice-series.ts';

describe('financialYearOf', () => {
  it('turns at 1 April 00:00 India time, which is 18:30 UTC on 31 March', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z')).label).toBe('2026-27'); // 31 March 23:59:59.999 IST
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z')).label).toBe('2027-28'); // 1 April 00:00 IST
    expect(financialYearOf(new Date('2027-03-31T23:59:59Z')).label).toBe('2027-28'); // still 31 March in UTC
  });

  it('knows 1 January to 31 March belong to the year that began the April before', () => {
    expect(financialYearOf(new Date('2027-01-01T00:00:00+05:30')).startYear).toBe(2026);
    expect(financialYearOf(new Date('2026-12-31T18:29:59Z')).startYear).toBe(2026);
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30')).startYear).toBe(2026);
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30')).startYear).toBe(2025);
  });

  it('gives the year its India-time bounds as instants, the end exclusive', () => {
    expect(financialYearOf(new Date('2026-11-28T12:00:00Z'))).toEqual({
      startYear: 2026,
      label: '2026-27',
      code: '26-27',
      startsAt: new Date('2026-03-31T18:30:00.000Z'),
      endsAt: new Date('2027-03-31T18:30:00.000Z'),
    });
  });

  it('writes the century turn with two digits', () => {
    expect(financialYear(2099)).toMatchObject({ label: '2099-00', code: '99-00' });
    expect(financialYear(2009)).toMatchObject({ label: '2009-10', code: '09-10' });
  });

  it('refuses an invalid instant', () => {
    expect(() => financialYearOf(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('documentNumber', () => {
  const year = financialYear(2026);

  it('numbers invoices PREFIX/YY-YY/NNNNNN', () => {
    expect(documentNumber('invoice', 'SKH', year, 123)).toBe('SKH/26-27/000123');
    expect(documentNumber('invoice', 'A1', year, 1)).toBe('A1/26-27/000001');
  });

  it('numbers credit notes from their own series, which no invoice number can equal', () => {
    expect(documentNumber('credit-note', 'SKH', year, 1)).toBe('SKH/26-27/C00001');
    expect(documentNumber('credit-note', 'SKH', year, 99_999)).toBe('SKH/26-27/C99999');
  });

  it('stays within the 16 characters GST allows, at the longest prefix and the last serial', () => {
    for (const series of ['invoice', 'credit-note'] as const) {
      const longest = documentNumber(series, 'ABC', financialYear(2099), seriesCapacity(series));
      expect(longest).toHaveLength(DOCUMENT_NUMBER_MAX_LENGTH);
      expect(longest).toMatch(/^[A-Z0-9/-]+$/);
    }
  });

  it('refuses a serial outside the series and a prefix that would not fit', () => {
    expect(() => documentNumber('invoice', 'SKH', year, 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('credit-note', 'SKH', year, 100_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 'SKH', year, 0)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 'SKH', year, 1.5)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 'SKHB', year, 1)).toThrow(RangeError);
  });
});

describe('isInvoicePrefix', () => {
  it('takes 1 to 3 capital letters or digits', () => {
    for (const prefix of ['S', 'SK', 'SKH', 'A1', '007']) expect(isInvoicePrefix(prefix)).toBe(true);
    for (const prefix of ['', 'skh', 'SKHB', 'S/K', 'S-K', 'SK ']) expect(isInvoicePrefix(prefix)).toBe(false);
  });
});
