let pdfLib: Promise<typeof import('pdf-lib')> | null = null;

/**
 * pdf-lib, loaded when the first PDF (a receipt, a certificate, a poster) is drawn: few processes ever draw
 * one, and the library holds tens of MB once loaded.
 */
export function loadPdfLib(): Promise<typeof import('pdf-lib')> {
  pdfLib ??= import('pdf-lib');
  return pdfLib;
}
