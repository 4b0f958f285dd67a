import { routeTo } from '@skillhub/shared/routes';

/**
 * The public page that confirms a certificate number, training or course alike: where the PDF's QR code, the
 * mail's button and LinkedIn's credential link lead.
 */
export function certificateVerifyUrl(publicUrl: string, number: string): string {
  return `${publicUrl}${routeTo('certificate')}?number=${encodeURIComponent(number)}`;
}
