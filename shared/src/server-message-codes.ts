/**
 * The codes of the messages the server makes itself and a person sees (errorBodySchema's `code` and `codes`).
 * The server keeps writing the English; the front end shows a coded message in the page's language
 * (serverMessage in i18n.ts, the Hindi in i18n/server-messages-hi.ts). A new user-facing message of the server
 * gets its code here and its Hindi there.
 */
export const SERVER_MESSAGE_CODES = [
  /** 'Invalid email or password' (sign-in). */
  'INVALID_CREDENTIALS',
  /** 'A contact with this number already exists' (WhatsApp contacts, on `number`). */
  'CONTACT_EXISTS',
  /** The coupon checks of checkout (quote and create-order, on `couponCode`); 'A coupon with this code exists'. */
  'COUPON_NOT_FOUND',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'COUPON_NOT_FOR_COURSE',
  'COUPON_MIN_ORDER',
  'COUPON_FIRST_PURCHASE',
  'COUPON_LEARNER_LIMIT',
  'COUPON_CODE_TAKEN',
  /** A course's learner nudged in the last 24 hours (`name`), and the WhatsApp nudges' refusals. */
  'NUDGED_RECENTLY',
  'NUDGE_NO_WHATSAPP_NUMBER',
  'NUDGE_NOT_OPTED_IN',
  'NUDGE_NOT_DELIVERABLE',
  /** A drip-scheduled section's content before it opens (`when`, India time). */
  'SECTION_LOCKED',
  /** A payment link's checkout: paid already, expired; and sending one by WhatsApp to a lead without consent. */
  'PAYMENT_LINK_PAID',
  'PAYMENT_LINK_EXPIRED',
  'PAYMENT_LINK_NOT_OPTED_IN',
  'PAYMENT_LINK_NOT_DELIVERABLE',
] as const;
export type ServerMessageCode = (typeof SERVER_MESSAGE_CODES)[number];
