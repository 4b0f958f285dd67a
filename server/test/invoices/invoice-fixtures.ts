import { DEFAULT_SAC } from '@skillhub/shared/schemas/gst-invoicing';
import { splitGst } from '../../src/modules/invoices/gst-split.ts';
import type { CreditNote, InvoiceBuyer, InvoiceSeller, TaxInvoice } from '../../src/modules/invoices/invoice-types.ts';

/** A seller registered in Karnataka, with GSTN's published sample PAN and a valid check character. */
export const SELLER: InvoiceSeller = {
  legalName: 'Skillhub Learning Private Limited',
  gstin: '29AAGCB7383J1Z4',
  address: '2nd Floor, 14 Residency Road, Bengaluru 560025',
  stateCode: '29',
};

export const CONSUMER: InvoiceBuyer = { name: 'Asha Verma', email: 'asha@example.in' };
export const COMPANY_BUYER: InvoiceBuyer = {
  name: 'Ravi Kumar',
  companyName: 'Reliance Industries Ltd',
  gstin: '27AAACR5055K1Z7',
  address: 'Maker Chambers IV, Nariman Point, Mumbai 400021',
};

interface DocumentOptions {
  number: string;
  issuedAt: string;
  amount: number;
  placeOfSupply: string;
  buyer?: InvoiceBuyer;
  ratePercent?: number;
  description?: string;
}

export function taxInvoice(options: DocumentOptions): TaxInvoice {
  return {
    kind: 'tax-invoice',
    number: options.number,
    issuedAt: new Date(options.issuedAt),
    seller: SELLER,
    buyer: options.buyer ?? CONSUMER,
    placeOfSupply: options.placeOfSupply,
    sac: DEFAULT_SAC,
    description: options.description ?? 'Full-Stack Web Development with React and Node',
    amounts: splitGst({
      amount: options.amount,
      ratePercent: options.ratePercent,
      sellerStateCode: SELLER.stateCode,
      placeOfSupply: options.placeOfSupply,
    }),
  };
}

/** A credit note giving back `amount` of `invoice` (all of it for a full refund). */
export function creditNote(
  invoice: TaxInvoice,
  options: { number: string; issuedAt: string; amount?: number; reason?: string },
): CreditNote {
  return {
    ...invoice,
    kind: 'credit-note',
    number: options.number,
    issuedAt: new Date(options.issuedAt),
    amounts: splitGst({
      amount: options.amount ?? invoice.amounts.total,
      ratePercent: invoice.amounts.ratePercent,
      sellerStateCode: SELLER.stateCode,
      placeOfSupply: invoice.placeOfSupply,
    }),
    originalInvoice: { number: invoice.number, issuedAt: invoice.issuedAt, total: invoice.amounts.total },
    reason: options.reason ?? 'Refund on request',
  };
}
