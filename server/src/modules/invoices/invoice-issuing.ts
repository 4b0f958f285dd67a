import { isGstStateCode } from '@skillhub/shared/gst-states';
import { checkGstin } from '@skillhub/shared/gstin';
import type { Database } from '../../db/database.ts';
import type { CreditNoteRow, StoredGstDocument, TaxInvoiceRow } from '../../db/schema/invoices.ts';
import type { PaymentOrderRow } from '../../db/schema/payments.ts';
import { splitGst } from './gst-split.ts';
import { documentNumber, financialYearOf } from './invoice-series.ts';
import type { CreditNote, TaxInvoice } from './invoice-types.ts';
import { invoicesRepository as repo } from './invoices.repository.ts';
import { isInvoicingComplete, readInvoicingSettings } from './invoicing-settings.ts';

/**
 * The place of supply of a course sold to this buyer (section 12(2) of the IGST Act): a registered buyer's
 * GSTIN state; else the state the learner gave at checkout; else, with no address of the buyer on record, the
 * seller's own state.
 */
export function placeOfSupplyOf(
  order: Pick<PaymentOrderRow, 'buyerGstin' | 'buyerState'>,
  sellerStateCode: string,
): string {
  const registered = order.buyerGstin ? checkGstin(order.buyerGstin) : null;
  if (registered?.valid) return registered.stateCode;
  if (order.buyerState && isGstStateCode(order.buyerState)) return order.buyerState;
  return sellerStateCode;
}

export type InvoiceOutcome =
  | { issued: true; invoice: TaxInvoiceRow }
  | { issued: false; reason: 'no-amount' | 'settings-incomplete' };

/**
 * Issues the tax invoice of an order just turned paid, in the transaction that turned it paid: the number is
 * the next of this financial year's invoice series (see invoicesRepository.nextSerial), and what the invoice
 * prints is copied into it. Called once per order by the one caller that turned it paid; the unique order_id
 * would refuse a second invoice anyway.
 *
 * No invoice is issued for an order of no amount (a 100% coupon: nothing was charged, so there is no taxable
 * value to invoice), nor while the seller's GST details are incomplete (the invoice could not say who issued it).
 */
export async function issueTaxInvoice(
  tx: Database,
  input: {
    order: PaymentOrderRow;
    buyer: { name: string; email: string };
    description: string;
    now: Date;
  },
): Promise<InvoiceOutcome> {
  const { order, buyer, now } = input;
  if (order.amountPaise <= 0) return { issued: false, reason: 'no-amount' };
  const settings = await readInvoicingSettings(tx);
  if (!isInvoicingComplete(settings)) return { issued: false, reason: 'settings-incomplete' };

  const placeOfSupply = placeOfSupplyOf(order, settings.stateCode);
  const amounts = splitGst({
    amount: order.amountPaise,
    ratePercent: settings.ratePercent,
    pricesIncludeGst: settings.pricesIncludeGst,
    sellerStateCode: settings.stateCode,
    placeOfSupply,
  });
  const document: StoredGstDocument = {
    seller: {
      legalName: settings.legalName,
      gstin: settings.gstin,
      address: settings.address,
      stateCode: settings.stateCode,
    },
    buyer: {
      name: buyer.name,
      email: buyer.email,
      companyName: order.buyerGstin ? order.buyerCompany : null,
      gstin: order.buyerGstin,
    },
    placeOfSupply,
    sac: settings.sac,
    description: input.description,
    pricesIncludeGst: settings.pricesIncludeGst,
    amounts,
  };
  const year = financialYearOf(now);
  // Taken last, just before the insert and the commit: the counter row stays locked for as short as possible.
  const serial = await repo.nextSerial(tx, 'invoice', year.startYear);
  const invoice = await repo.insertInvoice(tx, {
    orderId: order.id,
    userId: order.userId,
    financialYear: year.startYear,
    serial,
    number: documentNumber('invoice', settings.invoicePrefix, year, serial),
    issuedAt: now,
    document,
  });
  return { issued: true, invoice };
}

/** What the PDF and the GSTR-1 export need of a stored invoice. */
export function toTaxInvoice(row: TaxInvoiceRow): TaxInvoice {
  const { document } = row;
  return {
    kind: 'tax-invoice',
    number: row.number,
    issuedAt: row.issuedAt,
    seller: document.seller,
    buyer: document.buyer,
    placeOfSupply: document.placeOfSupply,
    sac: document.sac,
    description: document.description,
    amounts: document.amounts,
  };
}

export function toCreditNote(note: CreditNoteRow, invoice: TaxInvoiceRow): CreditNote {
  const { document } = note;
  return {
    kind: 'credit-note',
    number: note.number,
    issuedAt: note.issuedAt,
    seller: document.seller,
    buyer: document.buyer,
    placeOfSupply: document.placeOfSupply,
    sac: document.sac,
    description: document.description,
    amounts: document.amounts,
    originalInvoice: { number: invoice.number, issuedAt: invoice.issuedAt, total: invoice.totalPaise },
    reason: note.reason,
  };
}

export class CreditNoteRefused extends Error {}

/**
 * Issues the credit note of a refund against an invoice, in the refund's transaction: the next number of the
 * credit-note series of the financial year it is issued in, the same seller, buyer, place of supply, SAC and
 * rate as the invoice, and the refunded amount split as the invoice's price was. Idempotent by `refundKey`
 * (a retried refund gets its note back). The invoice row is locked while issuing, so refunds at once cannot
 * together credit more than the invoice's total.
 */
export async function issueCreditNote(
  tx: Database,
  input: { invoiceId: string; refundKey: string; amountPaise: number; reason: string; now: Date },
): Promise<CreditNoteRow> {
  const { amountPaise, now } = input;
  const reason = input.reason.trim();
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new CreditNoteRefused('A credit note is for an amount of at least one paisa');
  }
  if (!reason) throw new CreditNoteRefused('A credit note needs the reason for the refund');
  const invoice = await repo.lockInvoice(tx, input.invoiceId);
  if (!invoice) throw new CreditNoteRefused('There is no such invoice');
  const existing = await repo.findCreditNoteByRefund(tx, input.refundKey);
  if (existing) {
    if (existing.invoiceId !== invoice.id) throw new CreditNoteRefused('That refund is credited on another invoice');
    return existing;
  }
  const credited = await repo.creditedPaise(tx, invoice.id);
  if (credited + amountPaise > invoice.totalPaise) {
    throw new CreditNoteRefused(
      `The invoice's total is ${invoice.totalPaise} paise and ${credited} are already credited: ` +
        `${amountPaise} more is too much`,
    );
  }
  const printed = invoice.document;
  // A refund is money the buyer paid, tax included, so a part is split as an inclusive price whatever the
  // settings say; a full refund gives back exactly what the invoice charged, each tax to the paisa.
  const amounts =
    credited === 0 && amountPaise === invoice.totalPaise
      ? printed.amounts
      : splitGst({
          amount: amountPaise,
          ratePercent: printed.amounts.ratePercent,
          pricesIncludeGst: true,
          sellerStateCode: printed.seller.stateCode,
          placeOfSupply: printed.placeOfSupply,
        });
  const year = financialYearOf(now);
  // The note carries its invoice's prefix: the two read as one series even if the settings' prefix changed since.
  const prefix = invoice.number.split('/')[0] ?? '';
  const serial = await repo.nextSerial(tx, 'credit-note', year.startYear);
  return repo.insertCreditNote(tx, {
    invoiceId: invoice.id,
    refundKey: input.refundKey,
    financialYear: year.startYear,
    serial,
    number: documentNumber('credit-note', prefix, year, serial),
    issuedAt: now,
    reason,
    document: { ...printed, amounts },
  });
}
