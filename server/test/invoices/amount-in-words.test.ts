import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from '../../src/modules/invoices/amount-in-words.ts';

describe('numberInIndianWords', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [45, 'Forty-Five'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [4999, 'Four Thousand Nine Hundred Ninety-Nine'],
    [10_010, 'Ten Thousand Ten'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [250_000, 'Two Lakh Fifty Thousand'],
    [1_00_00_000, 'One Crore'],
    [1_00_00_001, 'One Crore One'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [99_99_99_999, 'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1000_00_00_000, 'One Thousand Crore'],
    [1_25_000 * 1_00_00_000, 'One Lakh Twenty-Five Thousand Crore'],
    [12_505_00_00_000, 'Twelve Thousand Five Hundred Five Crore'],
  ])('%i is %s', (n, words) => {
    expect(numberInIndianWords(n)).toBe(words);
  });

  it('refuses what is not a whole number of at most 2^53', () => {
    expect(() => numberInIndianWords(-1)).toThrow(RangeError);
    expect(() => numberInIndianWords(1.5)).toThrow(RangeError);
    expect(() => numberInIndianWords(2 ** 53)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'One Paisa Only'],
    [50, 'Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and One Paisa Only'],
    [499_950, 'Rupees Four Thousand Nine Hundred Ninety-Nine and Fifty Paise Only'],
    [499_999, 'Rupees Four Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      99_99_99_999_99,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
  ])('%i paise is %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses a fraction of a paisa and a negative amount', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
