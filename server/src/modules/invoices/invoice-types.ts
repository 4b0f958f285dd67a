import type { GstSplit } from './gst-split.ts';

/** The seller as its GST registration names it. */
export interface InvoiceSeller {
  legalName: string;
  gstin: string;
  address: string;
  /** GST state code of the registration (the GSTIN's first two digits). */
  stateCode: string;
}

/** The buyer: a learner, and for a B2B invoice the company and its GSTIN. */
export interface InvoiceBuyer {
  name: string;
  email?: string | null;
  companyName?: string | null;
  /** Present only for a registered buyer (a B2B invoice); already checked with `checkGstin`. */
  gstin?: string | null;
  address?: string | null;
}

interface GstDocumentBase {
  /** From its series: `SKH/26-27/000123` for an invoice, `SKH/26-27/C00001` for a credit note. */
  number: string;
  issuedAt: Date;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The buyer's state: a GST state code. */
  placeOfSupply: string;
  sac: string;
  /** The line: the course's title. */
  description: string;
  /** Taxable value, taxes and total of the document, in paise (a credit note's are what it gives back). */
  amounts: GstSplit;
}

export interface TaxInvoice extends GstDocumentBase {
  kind: 'tax-invoice';
}

/** A credit note reduces one invoice, fully or partly (a refund). */
export interface CreditNote extends GstDocumentBase {
  kind: 'credit-note';
  originalInvoice: {
    number: string;
    issuedAt: Date;
    /** The invoice's total in paise: GSTR-1 files a note by the size of the invoice it reduces. */
    total: number;
  };
  reason: string;
}

export type GstDocument = TaxInvoice | CreditNote;
