import { describe, expect, it } from 'vitest';
import { splitGst } from '../../src/modules/invoices/gst-split.ts';

const KARNATAKA = '29';
const MAHARASHTRA = '27';
const intra = (amount: number, extra = {}) =>
  splitGst({ amount, sellerStateCode: KARNATAKA, placeOfSupply: KARNATAKA, ...extra });
const inter = (amount: number, extra = {}) =>
  splitGst({ amount, sellerStateCode: KARNATAKA, placeOfSupply: MAHARASHTRA, ...extra });

describe('splitGst, prices including GST (the default) at 18% (the default)', () => {
  it('splits ₹1 into CGST and SGST of 8 paise each within the state, IGST of 15 paise across states', () => {
    expect(intra(100)).toEqual({
      supply: 'intra-state',
      ratePercent: 18,
      stateTaxName: 'SGST',
      taxableValue: 84,
      cgst: 8,
      sgst: 8,
      igst: 0,
      totalTax: 16,
      total: 100,
    });
    expect(inter(100)).toMatchObject({
      supply: 'inter-state',
      taxableValue: 85,
      cgst: 0,
      sgst: 0,
      igst: 15,
      total: 100,
    });
  });

  it('₹999: each tax from the price (rule 35), the taxable value what remains', () => {
    // 99900 × 9 / 118 = 7619.49 → 7619 each; 99900 × 18 / 118 = 15238.98 → 15239.
    expect(intra(99_900)).toMatchObject({
      taxableValue: 84_662,
      cgst: 7619,
      sgst: 7619,
      totalTax: 15_238,
      total: 99_900,
    });
    expect(inter(99_900)).toMatchObject({ taxableValue: 84_661, igst: 15_239, totalTax: 15_239, total: 99_900 });
  });

  it('₹4,999 and ₹4,999.99 (odd paise)', () => {
    expect(intra(499_900)).toMatchObject({ taxableValue: 423_644, cgst: 38_128, sgst: 38_128, total: 499_900 });
    expect(inter(499_900)).toMatchObject({ taxableValue: 423_644, igst: 76_256, total: 499_900 });
    // 499999 × 9 / 118 = 38135.52 → 38136 each; × 18 / 118 = 76271.03 → 76271.
    expect(intra(499_999)).toMatchObject({ taxableValue: 423_727, cgst: 38_136, sgst: 38_136, total: 499_999 });
    expect(inter(499_999)).toMatchObject({ taxableValue: 423_728, igst: 76_271, total: 499_999 });
  });

  it('a free order and a single paisa carry no tax', () => {
    expect(intra(0)).toMatchObject({ taxableValue: 0, cgst: 0, sgst: 0, total: 0 });
    expect(inter(1)).toMatchObject({ taxableValue: 1, igst: 0, total: 1 });
  });

  it('always adds up to the price, each tax within half a paisa of the exact one', () => {
    const amounts = [...Array.from({ length: 20_000 }, (_, i) => i), 99_999_999_99, 12_345_678_901];
    const wrong: string[] = [];
    for (const amount of amounts) {
      for (const split of [intra(amount), inter(amount), intra(amount, { ratePercent: 5 })]) {
        const exact = (amount * split.ratePercent) / (100 + split.ratePercent);
        const [tax, share] = split.supply === 'intra-state' ? [split.cgst, exact / 2] : [split.igst, exact];
        const addsUp = split.taxableValue + split.cgst + split.sgst + split.igst === amount && split.total === amount;
        if (!addsUp || split.cgst !== split.sgst || Math.abs(tax - share) > 0.5) wrong.push(JSON.stringify(split));
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('splitGst, prices excluding GST', () => {
  it('adds the tax on top of the price, each tax rounded on the taxable value', () => {
    expect(intra(99_900, { pricesIncludeGst: false })).toMatchObject({
      taxableValue: 99_900,
      cgst: 8991,
      sgst: 8991,
      totalTax: 17_982,
      total: 117_882,
    });
    // 499999 × 9% = 44999.91 → 45000; × 18% = 89999.82 → 90000.
    expect(intra(499_999, { pricesIncludeGst: false })).toMatchObject({ cgst: 45_000, total: 589_999 });
    expect(inter(499_999, { pricesIncludeGst: false })).toMatchObject({ igst: 90_000, total: 589_999 });
  });
});

describe('splitGst, rates and places', () => {
  it('halves an odd rate between CGST and SGST (5% is 2.5% each)', () => {
    // 100000 × 2.5 / 105 = 2380.95 → 2381 each.
    expect(intra(100_000, { ratePercent: 5 })).toMatchObject({ taxableValue: 95_238, cgst: 2381, sgst: 2381 });
    expect(inter(100_000, { ratePercent: 0 })).toMatchObject({ taxableValue: 100_000, igst: 0, totalTax: 0 });
  });

  it('names the second half UTGST for a seller in a union territory without a legislature', () => {
    expect(splitGst({ amount: 100, sellerStateCode: '04', placeOfSupply: '04' }).stateTaxName).toBe('UTGST');
    expect(splitGst({ amount: 100, sellerStateCode: '38', placeOfSupply: '38' }).stateTaxName).toBe('UTGST');
    expect(splitGst({ amount: 100, sellerStateCode: '07', placeOfSupply: '07' }).stateTaxName).toBe('SGST');
  });

  it('refuses what cannot be priced', () => {
    expect(() => intra(-1)).toThrow(RangeError);
    expect(() => intra(10.5)).toThrow(RangeError);
    expect(() => intra(100, { ratePercent: -1 })).toThrow(RangeError);
    expect(() => intra(100, { ratePercent: 101 })).toThrow(RangeError);
    expect(() => intra(100, { ratePercent: 18.005 })).toThrow(RangeError);
    expect(() => splitGst({ amount: 100, sellerStateCode: '25', placeOfSupply: '29' })).toThrow(RangeError);
    expect(() => splitGst({ amount: 100, sellerStateCode: '29', placeOfSupply: '96' })).toThrow(RangeError);
  });
});
