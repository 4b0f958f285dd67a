import { COMPANY } from '@skillhub/shared/constants';
import { clip, fit, printableLine, wrap } from '../../pdf/pdf-text.ts';
import { formatDay } from './certificate-pdf.ts';
import { qrPng } from './qr-code.ts';

/** What a program's notice-board poster shows. */
export interface ProgramPosterFacts {
  title: string;
  description: string;
  duration: string;
  institutionName: string;
  topic: string;
  board: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  prerequisites: string;
  /** Where the QR code leads: the page to apply for this program. */
  applyUrl: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 100;
const BODY_SIZE = 11;
const LINE_GAP = 15;
const QR_SIZE = 200;

/**
 * One A4 portrait page to pin on a notice board: the program's facts, its description (cut with an ellipsis
 * when it would run into the QR code) and a large QR code that opens the application page.
 */
export async function renderProgramPosterPdf(facts: ProgramPosterFacts): Promise<Uint8Array> {
  // Loaded at the first PDF drawn (Node keeps it loaded after): most processes never draw one.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const brand = rgb(0.31, 0.27, 0.9);
  const muted = rgb(0.42, 0.45, 0.5);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${COMPANY.name} training program: ${facts.title}`);
  pdf.setAuthor(COMPANY.name);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const qr = await pdf.embedPng(await qrPng(facts.applyUrl));
  const [width, height] = A4;
  const page = pdf.addPage(A4);
  const contentWidth = width - 2 * MARGIN;
  const valueWidth = contentWidth - LABEL_WIDTH;

  let y = height - MARGIN - 20;
  page.drawText(printableLine(bold, COMPANY.name), { x: MARGIN, y, size: 20, font: bold, color: brand });
  y -= 24;
  page.drawText('Training program', { x: MARGIN, y, size: 13, font: regular, color: muted });

  const title = fit(bold, printableLine(bold, facts.title), {
    maxSize: 30,
    minSize: 16,
    width: contentWidth,
    maxLines: 3,
  });
  y -= 14;
  for (const line of title.lines) {
    y -= title.size * 1.15;
    page.drawText(line, { x: MARGIN, y, size: title.size, font: bold });
  }
  y -= 12;

  const rows: [string, string][] = [
    ['Institution', facts.institutionName],
    ['Topic', facts.topic],
    ['Board', facts.board],
    ['Duration', facts.duration],
    ['Dates', `${formatDay(facts.startDate)} to ${formatDay(facts.endDate)}`],
    ['Prerequisites', facts.prerequisites || 'None'],
  ];
  for (const [label, value] of rows) {
    y -= LINE_GAP;
    page.drawText(label, { x: MARGIN, y, size: BODY_SIZE, font: bold });
    const lines = clip(
      regular,
      wrap(regular, printableLine(regular, value), BODY_SIZE, valueWidth),
      3,
      BODY_SIZE,
      valueWidth,
    );
    for (const [index, line] of lines.entries()) {
      if (index > 0) y -= LINE_GAP;
      page.drawText(line, { x: MARGIN + LABEL_WIDTH, y, size: BODY_SIZE, font: regular });
    }
    y -= 4;
  }

  // Bottom up: the address to type, "Scan to apply", the QR code; the description gets what is left between.
  const url = printableLine(regular, facts.applyUrl);
  const urlSize = Math.max(7, Math.min(12, (12 * contentWidth) / regular.widthOfTextAtSize(url, 12)));
  const urlLines = clip(regular, wrap(regular, url, urlSize, contentWidth), 2, urlSize, contentWidth);
  let urlY = MARGIN + (urlLines.length - 1) * urlSize * 1.2;
  const scanY = urlY + urlSize + 12;
  for (const line of urlLines) {
    const x = (width - regular.widthOfTextAtSize(line, urlSize)) / 2;
    page.drawText(line, { x, y: urlY, size: urlSize, font: regular, color: brand });
    urlY -= urlSize * 1.2;
  }
  const scan = 'Scan to apply';
  page.drawText(scan, { x: (width - bold.widthOfTextAtSize(scan, 18)) / 2, y: scanY, size: 18, font: bold });
  const qrBottom = scanY + 18 + 8;
  page.drawImage(qr, { x: (width - QR_SIZE) / 2, y: qrBottom, width: QR_SIZE, height: QR_SIZE });

  const descriptionFloor = qrBottom + QR_SIZE + 16;
  y -= 12;
  const room = Math.floor((y - descriptionFloor) / LINE_GAP);
  const paragraphs = facts.description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => printableLine(regular, paragraph))
    .filter(Boolean);
  // Paragraphs are separated by an empty line; an empty line is dropped when it would end the page.
  const lines = paragraphs.flatMap((paragraph, index) => [
    ...(index > 0 ? [''] : []),
    ...wrap(regular, paragraph, BODY_SIZE, contentWidth),
  ]);
  for (const line of clip(regular, lines, room, BODY_SIZE, contentWidth)) {
    y -= LINE_GAP;
    if (line) page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: regular });
  }
  return pdf.save();
}
