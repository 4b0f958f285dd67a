import { COMPANY } from './constants.ts';

/**
 * Live chat on the public pages: by default a WhatsApp click-to-chat link to the business number (no third
 * party, nothing loaded); a vendor widget (Tawk.to, Crisp, ...) when staff set its script address in Settings.
 */

/** A WhatsApp number as wa.me takes it: country code and number, digits only, no plus (the spec's 10-15 digits). */
export const WHATSAPP_NUMBER_PATTERN = /^[1-9]\d{9,14}$/;

/** The company phone the site shows (header, footer), as wa.me digits: the default business number. */
export const COMPANY_WHATSAPP_NUMBER = COMPANY.phoneHref.replace(/\D/g, '');

/** The click-to-chat address: opens WhatsApp (app or web) with a chat to `number` and `text` typed in. */
export function whatsAppChatUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export const LIVE_CHAT_URL_MAX = 2000;

/**
 * What is wrong with a widget script address, or null when it can be used: a full https:// URL without
 * credentials. Its origin is the one the Content-Security-Policy lets in.
 */
export function widgetUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter the full address of the widget script, starting with https://';
  }
  if (url.protocol !== 'https:') return 'The widget script must be served over https://';
  if (url.username || url.password) return 'The address must not contain a user name or password';
  return null;
}

/** The origin a widget script address names (`https://embed.tawk.to`), or null when it is not usable. */
export function widgetOrigin(value: string | null | undefined): string | null {
  if (!value || widgetUrlProblem(value)) return null;
  return new URL(value).origin;
}
