import { gstStateName } from '@skillhub/shared/gst-states';
import { indiaMidnight } from '../dashboard/dashboard-period.ts';
import { csvRow } from '../enquiries/enquiry-csv.ts';
import { gstDate } from './gst-date.ts';
import type { CreditNote, GstDocument, TaxInvoice } from './invoice-types.ts';

/**
 * A month's invoices and credit notes as the CSV files the GST returns offline tool imports for GSTR-1, one
 * file per table, with the tool's own header names:
 * - b2b (table 4): invoices to registered buyers, one row per invoice and rate, by the buyer's GSTIN;
 * - b2cl (table 5): inter-state invoices to unregistered buyers above the B2C-large limit (rule 59(4): an
 *   invoice value over ₹1,00,000 from 1 August 2024, over ₹2,50,000 before), one row each;
 * - b2cs (table 7): the other invoices to unregistered buyers, the taxable value summed by place of supply and
 *   rate; credit notes to unregistered buyers against such invoices have no table of their own and are
 *   subtracted from the row of their place of supply and rate in the month they are issued;
 * - cdnr (table 9B): credit notes to registered buyers;
 * - cdnur (table 9B): credit notes to unregistered buyers against B2C-large invoices (UR type B2CL).
 * Dates are India dates as dd-Mmm-yyyy, amounts in rupees, places of supply as the tool's list writes them
 * ("29-Karnataka"). This business charges no cess, sells directly (no e-commerce operator's GSTIN), never
 * under reverse charge, and at the full rate (the "Applicable % of Tax Rate" column stays empty).
 */
export const GSTR1_HEADERS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
} as const;

export type Gstr1Section = keyof typeof GSTR1_HEADERS;
type Cell = string | number;

/** Where the offline tool's place-of-supply list spells a name differently from the checkout's list. */
const TOOL_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu & Kashmir',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '31': 'Lakshdweep',
  '35': 'Andaman & Nicobar Islands',
};

const B2CL_LIMIT_CHANGED_AT = indiaMidnight('2024-08-01');

export function placeOfSupplyLabel(code: string): string {
  const name = TOOL_STATE_NAMES[code] ?? gstStateName(code);
  if (!name) throw new RangeError(`Not a GST state code: ${code}`);
  return `${code}-${name}`;
}

/** Rupees as a number: the cell writer leaves numbers alone, so a negative B2CS total is not taken for a formula. */
const rupees = (paise: number): number => paise / 100;

/** Whether an invoice to an unregistered buyer goes to B2C large: inter-state and above the limit of its date. */
function isB2cLarge(supply: 'intra-state' | 'inter-state', invoiceTotal: number, invoiceDate: Date): boolean {
  const limit = invoiceDate < B2CL_LIMIT_CHANGED_AT ? 250_000_00 : 100_000_00;
  return supply === 'inter-state' && invoiceTotal > limit;
}

const isRegistered = (document: GstDocument): boolean => Boolean(document.buyer.gstin);

export interface Gstr1Input {
  invoices: readonly TaxInvoice[];
  creditNotes: readonly CreditNote[];
}

/** The rows of each table, headers apart, in the order documents were given (B2CS by place and rate). */
export function gstr1Rows({ invoices, creditNotes }: Gstr1Input): Record<Gstr1Section, Cell[][]> {
  const rows: Record<Gstr1Section, Cell[][]> = { b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [] };
  const smallByPlaceAndRate = new Map<string, { placeOfSupply: string; rate: number; taxable: number }>();
  const addSmall = (document: GstDocument, taxable: number) => {
    const key = `${document.placeOfSupply}|${document.amounts.ratePercent}`;
    const entry = smallByPlaceAndRate.get(key) ?? {
      placeOfSupply: document.placeOfSupply,
      rate: document.amounts.ratePercent,
      taxable: 0,
    };
    entry.taxable += taxable;
    smallByPlaceAndRate.set(key, entry);
  };

  for (const invoice of invoices) {
    const { amounts } = invoice;
    const place = placeOfSupplyLabel(invoice.placeOfSupply);
    if (isRegistered(invoice)) {
      rows.b2b.push([
        invoice.buyer.gstin ?? '',
        invoice.buyer.companyName || invoice.buyer.name,
        invoice.number,
        gstDate(invoice.issuedAt),
        rupees(amounts.total),
        place,
        'N',
        '',
        'Regular B2B',
        '',
        amounts.ratePercent,
        rupees(amounts.taxableValue),
        0,
      ]);
    } else if (isB2cLarge(amounts.supply, amounts.total, invoice.issuedAt)) {
      rows.b2cl.push([
        invoice.number,
        gstDate(invoice.issuedAt),
        rupees(amounts.total),
        place,
        '',
        amounts.ratePercent,
        rupees(amounts.taxableValue),
        0,
        '',
      ]);
    } else {
      addSmall(invoice, amounts.taxableValue);
    }
  }

  for (const note of creditNotes) {
    const { amounts } = note;
    const place = placeOfSupplyLabel(note.placeOfSupply);
    if (isRegistered(note)) {
      rows.cdnr.push([
        note.buyer.gstin ?? '',
        note.buyer.companyName || note.buyer.name,
        note.number,
        gstDate(note.issuedAt),
        'C',
        place,
        'N',
        'Regular B2B',
        rupees(amounts.total),
        '',
        amounts.ratePercent,
        rupees(amounts.taxableValue),
        0,
      ]);
    } else if (isB2cLarge(amounts.supply, note.originalInvoice.total, note.originalInvoice.issuedAt)) {
      rows.cdnur.push([
        'B2CL',
        note.number,
        gstDate(note.issuedAt),
        'C',
        place,
        rupees(amounts.total),
        '',
        amounts.ratePercent,
        rupees(amounts.taxableValue),
        0,
      ]);
    } else {
      addSmall(note, -amounts.taxableValue);
    }
  }

  const small = [...smallByPlaceAndRate.values()]
    .filter((entry) => entry.taxable !== 0)
    .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate);
  for (const entry of small) {
    rows.b2cs.push(['OE', placeOfSupplyLabel(entry.placeOfSupply), '', entry.rate, rupees(entry.taxable), 0, '']);
  }
  return rows;
}

/** Each table as a CSV file (CRLF, RFC 4180 quoting, text that a spreadsheet would run as a formula defused). */
export function gstr1Csv(input: Gstr1Input): Record<Gstr1Section, string> {
  const rows = gstr1Rows(input);
  const file = (section: Gstr1Section) =>
    [csvRow(GSTR1_HEADERS[section]), ...rows[section].map((row) => csvRow(row))].join('');
  return { b2b: file('b2b'), b2cl: file('b2cl'), b2cs: file('b2cs'), cdnr: file('cdnr'), cdnur: file('cdnur') };
}
