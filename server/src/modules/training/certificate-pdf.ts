import { COMPANY } from '@skillhub/shared/constants';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { fit, printableLine, wrap } from '../../pdf/pdf-text.ts';
import { qrPng } from './qr-code.ts';

/** What every certificate says: who, its number, when, and where to check it. */
interface CommonFacts {
  number: string;
  holderName: string;
  issuedAt: Date;
  /** Where the QR code leads: the public page that confirms this certificate number. */
  verifyUrl: string;
}

/** A course completion certificate: the course is all it names. */
export interface CourseCertificateFacts extends CommonFacts {
  courseTitle: string;
}

/** What a training certificate says; the caller looks these up and joins the holder's names. */
export interface CertificateFacts extends CommonFacts {
  programTitle: string;
  institutionName: string;
  /** Program dates, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 80;
const QR_SIZE = 96;
const LEADING = 1.2;
/** Baseline of the lowest line, inside the double border. */
const BOTTOM = 48;
/** The verification address is right-aligned under the QR code and may reach this far left. */
const VERIFY_WIDTH = 360;

// A program date is a calendar day, not an instant: format it in UTC so the server's zone cannot shift it.
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
// Certificates are issued to Indian learners: the issue date is the day in India when it was issued.
const indianDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '2026-09-02' → '2 Sept 2026'; anything that is not a YYYY-MM-DD day is printed as given. */
export function formatDay(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}

/**
 * One A4 landscape page: who completed which program where and when (or which course), with a QR code to verify
 * it online. Both kinds share the layout, the number and the check, so they look and verify alike.
 */
export async function renderCertificatePdf(facts: CertificateFacts | CourseCertificateFacts): Promise<Uint8Array> {
  // Loaded at the first PDF drawn (Node keeps it loaded after): most processes never draw one.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const brand = rgb(0.31, 0.27, 0.9);
  const muted = rgb(0.42, 0.45, 0.5);
  const ink = rgb(0, 0, 0);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${COMPANY.name} certificate ${facts.number}`);
  pdf.setAuthor(COMPANY.name);
  pdf.setCreationDate(facts.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const qr = await pdf.embedPng(await qrPng(facts.verifyUrl));
  const [width, height] = A4_LANDSCAPE;
  const page = pdf.addPage(A4_LANDSCAPE);
  const contentWidth = width - 2 * MARGIN;

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: brand, borderWidth: 3 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: height - 64, borderColor: brand, borderWidth: 0.75 });

  const fitted = (text: string, font: PDFFont, maxSize: number, minSize: number, maxLines: number) =>
    fit(font, printableLine(font, text), { maxSize, minSize, width: contentWidth, maxLines });
  const holder = fitted(facts.holderName, bold, 34, 20, 2);
  const completed: Block[] =
    'courseTitle' in facts
      ? [
          { lines: ['has completed the course'], font: regular, size: 13, gap: 16, color: muted },
          { ...fitted(facts.courseTitle, bold, 22, 12, 3), font: bold, gap: 12 },
        ]
      : [
          { lines: ['has completed the training program'], font: regular, size: 13, gap: 16, color: muted },
          { ...fitted(facts.programTitle, bold, 22, 12, 3), font: bold, gap: 12 },
          { ...fitted(`at ${facts.institutionName}`, regular, 14, 10, 2), font: regular, gap: 12 },
          {
            lines: [`from ${formatDay(facts.startDate)} to ${formatDay(facts.endDate)}`],
            font: regular,
            size: 13,
            gap: 10,
          },
        ];
  const blocks: Block[] = [
    { lines: [printableLine(bold, COMPANY.name)], font: bold, size: 22, gap: 0, color: brand },
    { lines: ['Certificate of Completion'], font: bold, size: 32, gap: 22 },
    { lines: ['This certifies that'], font: regular, size: 13, gap: 24, color: muted },
    { ...holder, font: bold, gap: 16, color: brand },
    ...completed,
  ];

  // Bottom band: the certificate's identity on the left, the QR code over its address on the right.
  const right = width - MARGIN;
  const verify = printableLine(regular, `Verify at ${facts.verifyUrl}`);
  const verifySize = Math.max(6, Math.min(9, (9 * VERIFY_WIDTH) / regular.widthOfTextAtSize(verify, 9)));
  const verifyLines = wrap(regular, verify, verifySize, VERIFY_WIDTH);
  let verifyY = BOTTOM + (verifyLines.length - 1) * verifySize * LEADING;
  const qrBottom = verifyY + verifySize + 6;
  for (const line of verifyLines) {
    const x = right - regular.widthOfTextAtSize(line, verifySize);
    page.drawText(line, { x, y: verifyY, size: verifySize, font: regular, color: muted });
    verifyY -= verifySize * LEADING;
  }
  page.drawImage(qr, { x: right - QR_SIZE, y: qrBottom, width: QR_SIZE, height: QR_SIZE });
  page.drawText(`Issued on ${indianDay.format(facts.issuedAt)}`, {
    x: MARGIN,
    y: BOTTOM + 36,
    size: 11,
    font: regular,
  });
  const number = printableLine(bold, `Certificate No. ${facts.number}`);
  page.drawText(number, { x: MARGIN, y: BOTTOM + 18, size: 11, font: bold });

  // The wording sits centred in the space between the top border and the QR code, however long it runs.
  const bandTop = height - 56;
  const bandBottom = qrBottom + QR_SIZE + 12;
  const textHeight = blocks.reduce((sum, block) => sum + block.gap + blockHeight(block), 0);
  let y = bandTop - Math.max(0, (bandTop - bandBottom - textHeight) / 2);
  for (const block of blocks) {
    y -= block.gap;
    for (const [index, line] of block.lines.entries()) {
      y -= index === 0 ? block.size : block.size * LEADING;
      centre(page, line, block.font, block.size, y, block.color ?? ink);
    }
  }

  return pdf.save();
}

interface Block {
  lines: string[];
  font: PDFFont;
  size: number;
  /** Space above the block's first line. */
  gap: number;
  color?: RGB;
}

function blockHeight(block: Block): number {
  return block.size + (block.lines.length - 1) * block.size * LEADING;
}

function centre(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color: RGB): void {
  const x = (page.getWidth() - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y, size, font, color });
}
