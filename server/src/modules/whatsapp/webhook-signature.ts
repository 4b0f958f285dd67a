import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=` and the hex HMAC-SHA256 of the raw body under the app secret: X-Hub-Signature-256 as the API sends it. */
export function webhookSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether the header is the body's signature, compared in constant time. */
export function isValidWebhookSignature(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const given = Buffer.from(header.trim().toLowerCase());
  const expected = Buffer.from(webhookSignature(appSecret, rawBody));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
