import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../src/modules/invoices/invoice-pdf.ts';
import { pdfText } from '../support/pdf-text.ts';
import { COMPANY_BUYER, creditNote, SELLER, taxInvoice } from './invoice-fixtures.ts';

const b2cHere = taxInvoice({
  number: 'SKH/26-27/000123',
  issuedAt: '2026-11-28T10:15:00+05:30',
  amount: 499_950,
  placeOfSupply: '29',
});
const b2bElsewhere = taxInvoice({
  number: 'SKH/26-27/000124',
  issuedAt: '2027-03-31T23:59:00+05:30',
  amount: 499_900,
  placeOfSupply: '27',
  buyer: COMPANY_BUYER,
});

async function render(document: Parameters<typeof renderInvoicePdf>[0]) {
  const bytes = await renderInvoicePdf(document);
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const parsed = await PDFDocument.load(bytes);
  expect(parsed.getPageCount()).toBe(1);
  return { text: pdfText(bytes), title: parsed.getTitle(), author: parsed.getAuthor() };
}

describe('renderInvoicePdf', () => {
  it('prints an intra-state tax invoice to a consumer with CGST and SGST', async () => {
    const { text, title, author } = await render(b2cHere);
    expect(title).toBe('Tax Invoice SKH/26-27/000123');
    expect(author).toBe(SELLER.legalName);
    const lines = text.split('\n');
    for (const expected of [
      'Tax Invoice',
      SELLER.legalName,
      'GSTIN: 29AAGCB7383J1Z4',
      'State: Karnataka (29)',
      'SKH/26-27/000123',
      '28-Nov-2026',
      'Bill to',
      'Asha Verma',
      'Place of supply',
      'Karnataka (29)',
      '999293',
      'CGST 9%',
      'SGST 9%',
      // 499950 paise: CGST = SGST = 499950 × 9 / 118 = 38131.78 → 381.32 each; taxable 4,236.86.
      'INR 4,236.86',
      'INR 381.32',
      'INR 4,999.50',
      'Rupees Four Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
    ]) {
      expect(lines, expected).toContain(expected);
    }
    expect(text).toContain('Full-Stack Web Development');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Credit Note');
  });

  it('prints an inter-state B2B invoice with the company, its GSTIN and IGST, dated in India time', async () => {
    const { text } = await render(b2bElsewhere);
    const lines = text.split('\n');
    for (const expected of [
      'Reliance Industries Ltd',
      'Attn: Ravi Kumar',
      'GSTIN: 27AAACR5055K1Z7',
      'Maharashtra (27)',
      // 23:59 on 31 March in India is 18:29 UTC: still 31 March on the invoice.
      '31-Mar-2027',
      'IGST 18%',
      'IGST @ 18%',
      'INR 4,236.44',
      'INR 762.56',
      'INR 4,999.00',
      'Rupees Four Thousand Nine Hundred Ninety-Nine Only',
    ]) {
      expect(lines, expected).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });

  it('prints a credit note against its invoice, with what it gives back and why', async () => {
    const note = creditNote(b2bElsewhere, {
      number: 'SKH/27-28/C00001',
      issuedAt: '2027-04-02T11:00:00+05:30',
      amount: 250_000,
      reason: 'Partial refund: the live sessions were cancelled',
    });
    const { text, title } = await render(note);
    expect(title).toBe('Credit Note SKH/27-28/C00001');
    const lines = text.split('\n');
    for (const expected of [
      'Credit Note',
      'Credit note no.',
      'SKH/27-28/C00001',
      '02-Apr-2027',
      'Against invoice',
      'SKH/26-27/000124',
      '31-Mar-2027',
      'Credit to',
      'Total credited',
      'INR 2,500.00',
      'Rupees Two Thousand Five Hundred Only',
      'Partial refund: the live sessions were cancelled',
    ]) {
      expect(lines, expected).toContain(expected);
    }
    expect(text).not.toContain('Tax Invoice');
  });

  it('names the second half UTGST for a seller in Chandigarh', async () => {
    const chandigarh = { ...b2cHere, seller: { ...SELLER, stateCode: '04' }, placeOfSupply: '04' };
    chandigarh.amounts = { ...chandigarh.amounts, stateTaxName: 'UTGST' };
    const { text } = await render(chandigarh);
    expect(text.split('\n')).toContain('UTGST 9%');
    expect(text).not.toContain('SGST 9%');
  });

  it('wraps a long course title, prints what the font lacks as "?" and fits crores of rupees', async () => {
    const title = 'डेटा साइंस — a very long course title that keeps going well past the width of its column on the page';
    const crore = taxInvoice({
      number: 'SKH/26-27/000125',
      issuedAt: '2026-11-28T10:15:00+05:30',
      amount: 12_34_56_789_99,
      placeOfSupply: '29',
    });
    const { text } = await render({ ...crore, description: title });
    expect(text.split('\n')).toContain('INR 12,34,56,789.99');
    expect(text).toContain(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Ninety-Nine Paise Only',
    );
    expect(text).toContain('???? ?????');
    const titleLines = text.split('\n').filter((line) => /long course|keeps going|width of its|column on/.test(line));
    expect(titleLines.length).toBeGreaterThan(1);
  });
});
