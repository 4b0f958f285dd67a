import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signature: HMAC-SHA256 of the payload with a secret, as lowercase hex. */
export function signHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Whether `signature` is the HMAC of `payload` under `secret`. The one check behind Checkout's answer and the
 * webhook, for Razorpay and the sandbox alike: constant-time over equal-length buffers, and anything that is
 * not 64 hex characters is simply false (never an exception a caller could turn into a 500).
 */
export function signatureMatches(secret: string, payload: string | Buffer, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature checks both providers share; only their secrets differ. */
export function signatureChecks(keySecret: string, webhookSecret: string | null) {
  return {
    verifyPaymentSignature: (orderId: string, paymentId: string, signature: string) =>
      signatureMatches(keySecret, `${orderId}|${paymentId}`, signature),
    verifyWebhookSignature: (rawBody: Buffer, signature: string | undefined) =>
      webhookSecret !== null && signatureMatches(webhookSecret, rawBody, signature),
  };
}
