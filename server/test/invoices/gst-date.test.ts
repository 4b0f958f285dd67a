import { describe, expect, it } from 'vitest';
import { gstDate } from '../../src/modules/invoices/gst-date.ts';

describe('gstDate', () => {
  it('writes the India date, which at 18:30 UTC is already the next day', () => {
    expect(gstDate(new Date('2027-03-31T18:29:00Z'))).toBe('31-Mar-2027');
    expect(gstDate(new Date('2027-03-31T18:30:00Z'))).toBe('01-Apr-2027');
    expect(gstDate(new Date('2026-12-31T20:00:00Z'))).toBe('01-Jan-2027');
    expect(gstDate(new Date('2026-04-05T00:00:00+05:30'))).toBe('05-Apr-2026');
  });
});
