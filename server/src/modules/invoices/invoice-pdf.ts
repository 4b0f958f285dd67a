import { gstStateName } from '@skillhub/shared/gst-states';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { printable, printableLine, wrap } from '../../pdf/pdf-text.ts';
import { formatRupees } from '../payments/receipt-details.ts';
import { amountInWords } from './amount-in-words.ts';
import { gstDate } from './gst-date.ts';
import type { GstDocument } from './invoice-types.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
/** The seller and buyer on the left, the document's number and dates on the right. */
const LEFT_WIDTH = 300;
const RIGHT_X = MARGIN + LEFT_WIDTH + 24;
const RIGHT_WIDTH = A4[0] - MARGIN - RIGHT_X;
const BODY = 9.5;
const SMALL = 8.5;
const LEADING = 1.35;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const stateText = (code: string) => `${gstStateName(code) ?? code} (${code})`;
const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;

/**
 * A tax invoice, or a credit note against one, on one A4 page with what rule 46 of the CGST Rules asks of
 * it: the seller's name, address and GSTIN; number and date; the buyer (name, and company and GSTIN when
 * registered); place of supply; SAC; the line with its taxable value, each tax's rate and amount and the
 * total; the amount in words.
 */
export async function renderInvoicePdf(document: GstDocument): Promise<Uint8Array> {
  // Loaded at the first PDF drawn (Node keeps it loaded after): most processes never draw one.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const brand = rgb(0.31, 0.27, 0.9);
  const muted = rgb(0.42, 0.45, 0.5);
  const rule = rgb(0.82, 0.84, 0.87);
  const shade = rgb(0.95, 0.95, 0.97);
  const isCreditNote = document.kind === 'credit-note';
  const title = isCreditNote ? 'Credit Note' : 'Tax Invoice';
  const { seller, buyer, amounts } = document;

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${document.number}`);
  pdf.setAuthor(seller.legalName);
  pdf.setCreationDate(document.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A4);
  const pen = new Pen(page);

  // Heading: the seller on the left, the document's title on the right.
  let y = A4[1] - MARGIN;
  pen.right(title, A4[0] - MARGIN, y - 18, bold, 18, brand);
  let left = pen.paragraph(seller.legalName, MARGIN, y - 14, LEFT_WIDTH, bold, 14);
  left = pen.paragraph(seller.address, MARGIN, left - 4, LEFT_WIDTH, regular, BODY, muted);
  left = pen.paragraph(`GSTIN: ${seller.gstin}`, MARGIN, left - 2, LEFT_WIDTH, bold, BODY);
  left = pen.paragraph(`State: ${stateText(seller.stateCode)}`, MARGIN, left, LEFT_WIDTH, regular, BODY);

  let right = y - 44;
  const facts: [string, string][] = isCreditNote
    ? [
        ['Credit note no.', document.number],
        ['Date', gstDate(document.issuedAt)],
        ['Against invoice', document.originalInvoice.number],
        ['Invoice date', gstDate(document.originalInvoice.issuedAt)],
      ]
    : [
        ['Invoice no.', document.number],
        ['Date', gstDate(document.issuedAt)],
      ];
  for (const [label, value] of facts) {
    pen.text(label, RIGHT_X, right, regular, BODY, muted);
    pen.right(value, A4[0] - MARGIN, right, bold, BODY);
    right -= BODY * LEADING + 2;
  }
  y = Math.min(left, right) - 14;
  pen.line(y, rule);

  // The buyer, and where the supply is taxed.
  y -= 18;
  pen.text(isCreditNote ? 'Credit to' : 'Bill to', MARGIN, y, bold, BODY, muted);
  pen.text('Place of supply', RIGHT_X, y, bold, BODY, muted);
  pen.paragraph(stateText(document.placeOfSupply), RIGHT_X, y - 14, RIGHT_WIDTH, regular, BODY);
  pen.text('Reverse charge', RIGHT_X, y - 34, bold, BODY, muted);
  pen.text('No', RIGHT_X, y - 48, regular, BODY);
  let buyerY = pen.paragraph(buyer.companyName || buyer.name, MARGIN, y - 14, LEFT_WIDTH, bold, BODY + 1);
  if (buyer.companyName) buyerY = pen.paragraph(`Attn: ${buyer.name}`, MARGIN, buyerY, LEFT_WIDTH, regular, BODY);
  if (buyer.gstin) buyerY = pen.paragraph(`GSTIN: ${buyer.gstin}`, MARGIN, buyerY, LEFT_WIDTH, bold, BODY);
  if (buyer.address) buyerY = pen.paragraph(buyer.address, MARGIN, buyerY, LEFT_WIDTH, regular, BODY);
  if (buyer.email) buyerY = pen.paragraph(buyer.email, MARGIN, buyerY, LEFT_WIDTH, regular, BODY, muted);
  y = Math.min(buyerY, y - 48 - BODY * LEADING) - 16;

  // The line: one course.
  const intra = amounts.supply === 'intra-state';
  const stateTax = amounts.stateTaxName;
  const taxColumns: Column[] = intra
    ? [
        { title: `CGST ${percent(amounts.ratePercent / 2)}`, width: 72, align: 'right' },
        { title: `${stateTax} ${percent(amounts.ratePercent / 2)}`, width: 72, align: 'right' },
      ]
    : [{ title: `IGST ${percent(amounts.ratePercent)}`, width: 84, align: 'right' }];
  const taxValues = intra ? [amounts.cgst, amounts.sgst] : [amounts.igst];
  const cells = [
    document.sac,
    formatRupees(amounts.taxableValue),
    ...taxValues.map(formatRupees),
    formatRupees(amounts.total),
  ];
  // A column grows when its heading or figure would not fit (crores of rupees); the description gives way.
  const fixed: Column[] = [
    { title: 'SAC', width: 46, align: 'left' as const },
    { title: 'Taxable value', width: 80, align: 'right' as const },
    ...taxColumns,
    { title: 'Total', width: 80, align: 'right' as const },
  ].map((column, i) => ({
    ...column,
    width: Math.max(
      column.width,
      bold.widthOfTextAtSize(column.title, SMALL) + 8,
      regular.widthOfTextAtSize(printableLine(regular, cells[i] ?? ''), SMALL) + 8,
    ),
  }));
  const description: Column = {
    title: 'Description',
    width: CONTENT_WIDTH - fixed.reduce((sum, column) => sum + column.width, 0),
    align: 'left',
  };
  const columns = [description, ...fixed];

  page.drawRectangle({ x: MARGIN, y: y - 6, width: CONTENT_WIDTH, height: 20, color: shade });
  pen.row(
    columns,
    columns.map((column) => column.title),
    y,
    bold,
    SMALL,
  );
  y -= 24;
  const descriptionLines = wrap(regular, printable(regular, document.description), SMALL, description.width - 8);
  descriptionLines.forEach((line, i) => {
    pen.text(line, MARGIN + 4, y - i * SMALL * LEADING, regular, SMALL);
  });
  pen.row(fixed, cells, y, regular, SMALL, MARGIN + description.width);
  y -= descriptionLines.length * SMALL * LEADING + 8;
  pen.line(y, rule);

  // Totals, right-aligned under the tax columns.
  y -= 18;
  const totals: [string, number][] = [
    ['Taxable value', amounts.taxableValue],
    ...(intra
      ? ([
          [`CGST @ ${percent(amounts.ratePercent / 2)}`, amounts.cgst],
          [`${stateTax} @ ${percent(amounts.ratePercent / 2)}`, amounts.sgst],
        ] as [string, number][])
      : ([[`IGST @ ${percent(amounts.ratePercent)}`, amounts.igst]] as [string, number][])),
  ];
  for (const [label, value] of totals) {
    pen.text(label, RIGHT_X, y, regular, BODY);
    pen.right(formatRupees(value), A4[0] - MARGIN, y, regular, BODY);
    y -= BODY * LEADING + 2;
  }
  y -= 4;
  const totalLabel = isCreditNote ? 'Total credited' : 'Total';
  pen.text(totalLabel, RIGHT_X, y, bold, BODY + 1.5);
  pen.right(formatRupees(amounts.total), A4[0] - MARGIN, y, bold, BODY + 1.5);
  y -= 26;

  pen.text('Amount in words', MARGIN, y, bold, BODY, muted);
  y = pen.paragraph(amountInWords(amounts.total), MARGIN, y - 14, CONTENT_WIDTH, regular, BODY);
  if (isCreditNote) {
    pen.text('Reason', MARGIN, y - 8, bold, BODY, muted);
    y = pen.paragraph(document.reason, MARGIN, y - 22, CONTENT_WIDTH, regular, BODY);
  }

  y -= 36;
  pen.right(`For ${printableLine(bold, seller.legalName)}`, A4[0] - MARGIN, y, bold, BODY);
  pen.right('Authorised signatory', A4[0] - MARGIN, y - 30, regular, SMALL, muted);
  return pdf.save();
}

/** Draws text made printable in the standard fonts (see `printable`). */
class Pen {
  constructor(private readonly page: PDFPage) {}

  text(text: string, x: number, y: number, font: PDFFont, size: number, color?: RGB) {
    this.page.drawText(printableLine(font, text), { x, y, size, font, ...(color ? { color } : {}) });
  }

  right(text: string, rightEdge: number, y: number, font: PDFFont, size: number, color?: RGB) {
    const line = printableLine(font, text);
    this.text(line, rightEdge - font.widthOfTextAtSize(line, size), y, font, size, color);
  }

  /** Wraps text to `width` from the baseline `y` down; returns the baseline under its last line. */
  paragraph(text: string, x: number, y: number, width: number, font: PDFFont, size: number, color?: RGB): number {
    let baseline = y;
    for (const line of wrap(font, printableLine(font, text), size, width)) {
      this.text(line, x, baseline, font, size, color);
      baseline -= size * LEADING;
    }
    return baseline;
  }

  row(columns: Column[], cells: string[], y: number, font: PDFFont, size: number, startX = MARGIN) {
    let x = startX;
    columns.forEach((column, i) => {
      const cell = cells[i] ?? '';
      if (column.align === 'right') this.right(cell, x + column.width - 4, y, font, size);
      else this.text(cell, x + 4, y, font, size);
      x += column.width;
    });
  }

  line(y: number, color: RGB) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.75, color });
  }
}
