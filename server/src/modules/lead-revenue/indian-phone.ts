/**
 * The 10 digits of an Indian number however it was written: Razorpay's payment entity carries the payer's
 * `contact` as `+919876543210`, a payer may type `098765 43210` or `+91 98765-43210`, and a lead's phone is kept as
 * the bare 10 digits (the enquiry forms' rule). Answers null for anything that is not 10 digits after taking off a
 * `+91`/`0091`/`91` country code and a trunk `0`.
 */
const INDIAN_NUMBER = /^(?:(?:\+|00)?91)?0?(\d{10})$/;

export function indianPhoneDigits(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const compact = raw.replace(/[\s\-().]/g, '');
  return INDIAN_NUMBER.exec(compact)?.[1] ?? null;
}
