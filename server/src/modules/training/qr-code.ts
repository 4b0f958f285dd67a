/**
 * A PNG of the QR code for `text`. Error correction M survives a creased or slightly smudged print;
 * 300 px with a 2-module quiet zone stays sharp when a PDF draws it at a few centimetres.
 */
export async function qrPng(text: string): Promise<Uint8Array> {
  // Loaded at the first QR code (a certificate or a poster): most processes never draw one.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 300 });
}
