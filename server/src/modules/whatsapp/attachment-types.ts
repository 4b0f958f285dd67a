import {
  type WHATSAPP_ATTACHMENT_TYPES,
  WHATSAPP_DOCUMENT_MAX_BYTES,
  WHATSAPP_IMAGE_MAX_BYTES,
} from '@skillhub/shared/schemas/whatsapp';
import { sniffImage, sniffPdf } from '../media/content-sniffing.ts';

export type WhatsAppAttachmentType = (typeof WHATSAPP_ATTACHMENT_TYPES)[number];

export const ATTACHMENT_EXTENSIONS: Record<WhatsAppAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The most an upload may be: the larger of the two limits; an image is then held to its own. */
export const ATTACHMENT_MAX_BYTES = Math.max(WHATSAPP_IMAGE_MAX_BYTES, WHATSAPP_DOCUMENT_MAX_BYTES);

/** The type of a file from its first bytes (never its name): JPEG, PNG or PDF; null for anything else. */
export function sniffAttachment(head: Buffer): WhatsAppAttachmentType | null {
  const image = sniffImage(head);
  if (image === 'image/jpeg' || image === 'image/png') return image;
  return sniffPdf(head) ? 'application/pdf' : null;
}

export function maxBytesOf(type: WhatsAppAttachmentType): number {
  return type === 'application/pdf' ? WHATSAPP_DOCUMENT_MAX_BYTES : WHATSAPP_IMAGE_MAX_BYTES;
}

export const isImage = (type: string) => type === 'image/jpeg' || type === 'image/png';
