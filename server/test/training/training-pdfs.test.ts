import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type CertificateFacts, formatDay, renderCertificatePdf } from '../../src/modules/training/certificate-pdf.ts';
import { type ProgramPosterFacts, renderProgramPosterPdf } from '../../src/modules/training/program-poster-pdf.ts';
import { qrPng } from '../../src/modules/training/qr-code.ts';
import { pdfText } from '../support/pdf-text.ts';

const certificate: CertificateFacts = {
  number: 'SKH-7F3K-92QD-X4MA',
  holderName: 'Asha Rao',
  programTitle: 'Data Analysis with Python',
  institutionName: 'Government Polytechnic, Pune',
  startDate: '2026-09-02',
  endDate: '2026-11-28',
  // 20:00 UTC on 30 Nov is 01:30 on 1 Dec in India.
  issuedAt: new Date('2026-11-30T20:00:00Z'),
  verifyUrl: 'https://skillhub.example/certificate?number=SKH-7F3K-92QD-X4MA',
};

const poster: ProgramPosterFacts = {
  title: 'Solar Panel Installation and Maintenance',
  description:
    'Hands-on training in mounting, wiring and servicing rooftop solar systems.\n\nLearners finish with a site visit.',
  duration: '12 weeks',
  institutionName: 'Government Polytechnic, Pune',
  topic: 'Renewable energy',
  board: 'MSBTE',
  startDate: '2026-09-02',
  endDate: '2026-11-28',
  prerequisites: 'Class 10 pass; basic electrical safety',
  applyUrl: 'https://skillhub.example/training/solar-panel-installation/apply',
};

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** An image XObject's samples, when pdf-lib stored them as it does for PNGs: 8-bit, Flate, no predictor. */
function samples(stream: PDFRawStream): { bytes: Buffer; width: number; height: number; channels: number } {
  const dict = stream.dict;
  const width = dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
  const height = dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
  expect(dict.lookup(PDFName.of('BitsPerComponent'), PDFNumber).asNumber()).toBe(8);
  expect(String(dict.lookup(PDFName.of('Filter')))).toBe('/FlateDecode');
  // A /DecodeParms would mean PNG predictors on the rows; pdf-lib writes plain samples.
  expect(dict.has(PDFName.of('DecodeParms'))).toBe(false);
  const colorSpace = String(dict.lookup(PDFName.of('ColorSpace')));
  const channels = colorSpace === '/DeviceRGB' ? 3 : colorSpace === '/DeviceGray' ? 1 : Number.NaN;
  expect(channels, `colour space ${colorSpace}`).not.toBeNaN();
  const bytes = inflateSync(stream.getContents());
  expect(bytes.length).toBe(width * height * channels);
  return { bytes, width, height, channels };
}

/** The images the first page draws, as RGBA over white paper (an /SMask is the image's alpha). */
function pageImages(pdf: PDFDocument): Pixels[] {
  const resources = pdf.getPage(0).node.Resources();
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  const images: Pixels[] = [];
  for (const [, ref] of xObjects.entries()) {
    const stream = pdf.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    if (String(stream.dict.lookup(PDFName.of('Subtype'))) !== '/Image') continue;
    const colour = samples(stream);
    const mask = stream.dict.lookup(PDFName.of('SMask'));
    const alpha = mask instanceof PDFRawStream ? samples(mask) : undefined;
    if (alpha) expect([alpha.width, alpha.height, alpha.channels]).toEqual([colour.width, colour.height, 1]);
    const data = new Uint8ClampedArray(colour.width * colour.height * 4);
    for (let pixel = 0; pixel < colour.width * colour.height; pixel++) {
      const a = alpha ? (alpha.bytes[pixel] ?? 0) : 255;
      for (let channel = 0; channel < 3; channel++) {
        const value = colour.bytes[pixel * colour.channels + (colour.channels === 3 ? channel : 0)] ?? 0;
        data[pixel * 4 + channel] = Math.round((value * a + 255 * (255 - a)) / 255);
      }
      data[pixel * 4 + 3] = 255;
    }
    images.push({ data, width: colour.width, height: colour.height });
  }
  return images;
}

/** What a phone would read from the QR codes printed on the first page. */
function scannedCodes(pdf: PDFDocument): string[] {
  return pageImages(pdf).map((image) => jsQR(image.data, image.width, image.height)?.data ?? '(unreadable)');
}

async function opened(bytes: Uint8Array): Promise<PDFDocument> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  return pdf;
}

describe('formatDay', () => {
  it('prints a calendar day the Indian way, whatever the server time zone', () => {
    expect(formatDay('2026-09-02')).toBe('2 Sept 2026');
    expect(formatDay('2027-01-31')).toBe('31 Jan 2027');
    expect(formatDay('not a day')).toBe('not a day');
  });
});

describe('the QR code', () => {
  it('is a PNG that reads back as the text it was made from', async () => {
    const png = PNG.sync.read(Buffer.from(await qrPng(certificate.verifyUrl)));
    expect(png.width).toBeGreaterThanOrEqual(290);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(certificate.verifyUrl);
  });
});

describe('the certificate', () => {
  it('is one landscape A4 page naming the holder, program, institution, dates and number', async () => {
    const bytes = await renderCertificatePdf(certificate);
    const pdf = await opened(bytes);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeGreaterThan(height);
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(pdf.getTitle()).toBe('Skillhub certificate SKH-7F3K-92QD-X4MA');

    const text = pdfText(bytes).split('\n');
    expect(text).toEqual(
      expect.arrayContaining([
        'Skillhub',
        'Certificate of Completion',
        'This certifies that',
        'Asha Rao',
        'has completed the training program',
        'Data Analysis with Python',
        'at Government Polytechnic, Pune',
        'from 2 Sept 2026 to 28 Nov 2026',
        'Issued on 1 Dec 2026',
        'Certificate No. SKH-7F3K-92QD-X4MA',
        'Verify at https://skillhub.example/certificate?number=SKH-7F3K-92QD-X4MA',
      ]),
    );
  });

  it('carries a QR code that scans to the verification address', async () => {
    const pdf = await opened(await renderCertificatePdf(certificate));
    expect(scannedCodes(pdf)).toEqual([certificate.verifyUrl]);
  });

  it('prints a Devanagari name as question marks instead of failing', async () => {
    const bytes = await renderCertificatePdf({ ...certificate, holderName: 'आशा राव' });
    await opened(bytes);
    const text = pdfText(bytes).split('\n');
    expect(text).toContain('??? ???');
    expect(text).toContain('Certificate No. SKH-7F3K-92QD-X4MA');
  });

  it('fits a 300-character program title and a long name on its one page, QR code intact', async () => {
    const programTitle = `${'Advanced Certificate in Renewable Energy Systems '.repeat(7)}`.slice(0, 300);
    const holderName = 'Venkata Lakshmi Narasimha Subrahmanya Sai Srinivasa Chakravarthy Bhattacharya';
    const bytes = await renderCertificatePdf({ ...certificate, programTitle, holderName });
    const pdf = await opened(bytes);
    const text = pdfText(bytes);
    expect(text).toContain('Advanced Certificate in Renewable Energy Systems');
    expect(text.replaceAll('\n', ' ')).toContain(holderName);
    expect(text).toContain('Certificate No. SKH-7F3K-92QD-X4MA');
    expect(scannedCodes(pdf)).toEqual([certificate.verifyUrl]);
  });
});

describe('the program poster', () => {
  it('is one portrait A4 page with the program facts, "Scan to apply" and the address', async () => {
    const bytes = await renderProgramPosterPdf(poster);
    const pdf = await opened(bytes);
    const { width, height } = pdf.getPage(0).getSize();
    expect(height).toBeGreaterThan(width);
    const text = pdfText(bytes).split('\n');
    // The title is large enough to take two lines.
    expect(text).toEqual(expect.arrayContaining(['Solar Panel Installation and', 'Maintenance']));
    expect(text).toEqual(
      expect.arrayContaining([
        'Skillhub',
        'Training program',
        'Institution',
        'Government Polytechnic, Pune',
        'Topic',
        'Renewable energy',
        'Board',
        'MSBTE',
        'Duration',
        '12 weeks',
        'Dates',
        '2 Sept 2026 to 28 Nov 2026',
        'Prerequisites',
        'Class 10 pass; basic electrical safety',
        'Hands-on training in mounting, wiring and servicing rooftop solar systems.',
        'Learners finish with a site visit.',
        'Scan to apply',
        'https://skillhub.example/training/solar-panel-installation/apply',
      ]),
    );
  });

  it('carries a QR code that scans to the application address', async () => {
    const pdf = await opened(await renderProgramPosterPdf(poster));
    expect(scannedCodes(pdf)).toEqual([poster.applyUrl]);
  });

  it('cuts a description too long for the page with an ellipsis, keeping the QR code', async () => {
    const words = Array.from({ length: 900 }, (_, index) => `word${index}`);
    const bytes = await renderProgramPosterPdf({ ...poster, description: words.join(' ') });
    const pdf = await opened(bytes);
    const text = pdfText(bytes);
    expect(text).toContain('word0 word1 word2');
    expect(text).not.toContain('word899');
    // The description is drawn last; pdf-lib writes "…" as WinAnsi 0x85.
    expect(text).toMatch(/ word\d+\u0085$/);
    expect(text).toContain('Scan to apply');
    expect(scannedCodes(pdf)).toEqual([poster.applyUrl]);
  });

  it('survives a 300-character title and Devanagari text', async () => {
    const title = 'Mobile Repair and Electronics Servicing Workshop '.repeat(7).slice(0, 300);
    const bytes = await renderProgramPosterPdf({ ...poster, title, topic: 'मोबाइल मरम्मत' });
    const pdf = await opened(bytes);
    const text = pdfText(bytes);
    expect(text).toContain('Mobile Repair and Electronics Servicing Workshop');
    expect(text).toContain('?????? ??????');
    expect(scannedCodes(pdf)).toEqual([poster.applyUrl]);
  });
});
