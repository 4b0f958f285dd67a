import { COMPANY } from '@skillhub/shared/constants';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { type ReceiptFacts, receiptLines } from './receipt-details.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 110;
const BODY_SIZE = 11;
const LINE_GAP = 16;
const brand = rgb(0.31, 0.27, 0.9);
const muted = rgb(0.42, 0.45, 0.5);

/**
 * The standard PDF fonts only cover WinAnsi: the rupee sign becomes "INR", anything else outside the font
 * (a title in Devanagari, an emoji) becomes "?" rather than failing the download.
 */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replaceAll('₹', 'INR ')]
    .map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}

/** Breaks `text` into lines no wider than `width`; a single word longer than that is cut. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** The downloadable receipt: one A4 page with the same facts as the receipt mail. */
export async function renderReceiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
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
