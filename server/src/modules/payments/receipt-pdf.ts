import { COMPANY } from '@skillhub/shared/constants';
import { printable, wrap } from '../../pdf/pdf-text.ts';
import { type ReceiptFacts, receiptLines } from './receipt-details.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 110;
const BODY_SIZE = 11;
const LINE_GAP = 16;
/** The downloadable receipt: one A4 page with the same facts as the receipt mail. */
export async function renderReceiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  // Loaded at the first PDF drawn (Node keeps it loaded after): most processes never draw one.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const brand = rgb(0.31, 0.27, 0.9);
  const muted = rgb(0.42, 0.45, 0.5);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${COMPANY.name} receipt ${facts.receipt}`);
  pdf.setAuthor(COMPANY.name);
  pdf.setCreationDate(facts.paidAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A4);
  const valueWidth = A4[0] - 2 * MARGIN - LABEL_WIDTH;

  let y = A4[1] - MARGIN - 24;
  page.drawText(COMPANY.name, { x: MARGIN, y, size: 24, font: bold, color: brand });
  y -= 30;
  page.drawText('Payment receipt', { x: MARGIN, y, size: 16, font: bold });
  y -= 36;

  for (const line of receiptLines(facts)) {
    page.drawText(printable(bold, line.label), { x: MARGIN, y, size: BODY_SIZE, font: bold });
    for (const part of wrap(regular, printable(regular, line.value), BODY_SIZE, valueWidth)) {
      page.drawText(part, { x: MARGIN + LABEL_WIDTH, y, size: BODY_SIZE, font: regular });
      y -= LINE_GAP;
    }
    y -= 6;
  }

  y -= 12;
  page.drawText('Status: Paid. Thank you for learning with us.', { x: MARGIN, y, size: BODY_SIZE, font: regular });
  page.drawText(printable(regular, COMPANY.address), { x: MARGIN, y: MARGIN, size: 9, font: regular, color: muted });
  return pdf.save();
}
