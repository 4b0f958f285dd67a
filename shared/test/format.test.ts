import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatRupees,
} from '../src/format.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way and shows paise only when there are any', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(12499.5)).toBe('₹12,499.50');
    expect(formatRupees(669.99)).toBe('₹669.99');
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});

describe('formatDate and formatDateTime', () => {
  // 10:00 UTC is 3:30 pm in India; the test runs in whatever zone the machine has, so it reads the day only.
  it('writes day, short month and year', () => {
    expect(formatDate('2025-09-02T10:00:00.000Z')).toMatch(/^2 Sept? 2025$/);
    expect(formatDate(new Date(2025, 10, 21))).toMatch(/^21 Nov 2025$/);
  });

  it('adds the time of day', () => {
    expect(formatDateTime(new Date(2025, 10, 21, 15, 5))).toMatch(/^21 Nov 2025, 3:05\s?pm$/i);
  });

  it('gives an empty text for a missing or unreadable date, which a table shows as N/A', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatDuration', () => {
  it('reads as a video clock', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(95.9)).toBe('1:35');
    expect(formatDuration(3909)).toBe('1:05:09');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('shows a server calendar day as that day, with or without the year', () => {
    expect(formatCalendarDay('2031-03-04')).toBe('4 Mar 2031');
    expect(formatCalendarDay('2031-03-04', false)).toBe('4 Mar');
    expect(formatCalendarDay('2031-12-31')).toBe('31 Dec 2031');
  });
});
