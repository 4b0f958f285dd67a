import { isGstStateCode } from '@skillhub/shared/gst-states';
import { DEFAULT_GST_RATE } from '@skillhub/shared/schemas/gst-invoicing';

/**
 * Union territories without a legislature charge UTGST where a state charges SGST (same rate, same half of
 * the GST): Chandigarh, Dadra and Nagar Haveli and Daman and Diu, Lakshadweep, Andaman and Nicobar Islands,
 * Ladakh and Other Territory. Delhi, Puducherry and Jammu and Kashmir have legislatures and charge SGST.
 */
const UTGST_CODES: ReadonlySet<string> = new Set(['04', '26', '31', '35', '38', '97']);

export interface GstSplitInput {
  /** The price charged, in integer paise. */
  amount: number;
  /** GST rate in percent (18, 5, 0.25…), at most two decimals. */
  ratePercent?: number;
  /** Whether `amount` already includes GST, as Indian consumer prices do. */
  pricesIncludeGst?: boolean;
  /** The seller's GST state code (the first two digits of its GSTIN). */
  sellerStateCode: string;
  /** The buyer's place of supply: a GST state code. */
  placeOfSupply: string;
}

export interface GstSplit {
  /** Intra-state: CGST and SGST (or UTGST), half the rate each. Inter-state: IGST at the full rate. */
  supply: 'intra-state' | 'inter-state';
  ratePercent: number;
  /** What an intra-state invoice calls its second half: SGST in a state, UTGST in most union territories. */
  stateTaxName: 'SGST' | 'UTGST';
  taxableValue: number;
  cgst: number;
  /** SGST or UTGST, as `stateTaxName` says. */
  sgst: number;
  igst: number;
  totalTax: number;
  total: number;
}

/**
 * Splits a price into taxable value and GST, all in paise.
 *
 * Rounding: each tax is rounded to the nearest paisa, halves up, and nothing else is rounded.
 * - Prices including GST: each tax is amount × its rate ÷ (100 + GST rate), the formula of rule 35 of the
 *   CGST Rules for a value inclusive of tax (CGST and SGST each at half the rate, so they are always equal);
 *   the taxable value is what remains, so taxable + taxes == amount exactly. Re-computing 9% of that taxable
 *   value can differ from the printed CGST by a paisa (₹999: taxable 846.62, CGST 76.19, not 76.20): with
 *   two equal halves there is no other way for the three to add up to the price the buyer paid.
 * - Prices excluding GST: the taxable value is the amount, each tax is taxable × its rate ÷ 100, the total
 *   is their sum.
 */
export function splitGst(input: GstSplitInput): GstSplit {
  const { amount, sellerStateCode, placeOfSupply } = input;
  const ratePercent = input.ratePercent ?? DEFAULT_GST_RATE;
  const pricesIncludeGst = input.pricesIncludeGst ?? true;
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in paise: ${amount}`);
  // Basis points keep the arithmetic in integers: 18% is 1800, 0.25% is 25.
  const rateBp = Math.round(ratePercent * 100);
  if (!(ratePercent >= 0 && ratePercent <= 100) || Math.abs(rateBp - ratePercent * 100) > 1e-6) {
    throw new RangeError(`Not a GST rate: ${ratePercent}`);
  }
  if (!isGstStateCode(sellerStateCode)) throw new RangeError(`Not a GST state code: ${sellerStateCode}`);
  if (!isGstStateCode(placeOfSupply)) throw new RangeError(`Not a GST state code: ${placeOfSupply}`);

  const intra = sellerStateCode === placeOfSupply;
  const value = BigInt(amount);
  const bp = BigInt(rateBp);
  // One tax's share: the full rate for IGST, half of it for CGST and for SGST.
  const parts = intra ? 2n : 1n;
  const tax = pricesIncludeGst
    ? roundHalfUp(value * bp, parts * (10000n + bp))
    : roundHalfUp(value * bp, parts * 10000n);
  const totalTax = Number(tax * parts);
  const taxableValue = pricesIncludeGst ? amount - totalTax : amount;
  return {
    supply: intra ? 'intra-state' : 'inter-state',
    ratePercent,
    stateTaxName: UTGST_CODES.has(sellerStateCode) ? 'UTGST' : 'SGST',
    taxableValue,
    cgst: intra ? Number(tax) : 0,
    sgst: intra ? Number(tax) : 0,
    igst: intra ? 0 : Number(tax),
    totalTax,
    total: taxableValue + totalTax,
  };
}

/** numerator ÷ denominator to the nearest integer, halves up; both non-negative. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}
