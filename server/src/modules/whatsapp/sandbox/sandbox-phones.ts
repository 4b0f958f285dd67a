import type { SandboxPhone } from '@skillhub/shared/schemas/whatsapp';

/**
 * The demo contacts' phones: what each received from the business and sent to it, oldest first, and when it
 * last wrote (the 24-hour window in which the business may send free text).
 */

export const CUSTOMER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The messages a phone keeps; older ones drop off. */
const PHONE_HISTORY = 200;

/**
 * The sandbox's rule for a number that is not on WhatsApp: its last three digits are 000. A message to it is
 * accepted, then fails with 131026.
 */
export const isUndeliverable = (number: string) => number.endsWith('000');

/**
 * The sandbox's rule for a send whose answer is lost on the way back: the number's last three digits are 999.
 * The message is taken and delivered, but the HTTP answer never comes (the connection stays open until the
 * client gives up), as when the network fails after the API acted.
 */
export const isAnswerLost = (number: string) => number.endsWith('999');

/** The digits of a number as WhatsApp ids it (wa_id): no plus sign, spaces or dashes. */
export const waId = (number: string) => number.replace(/[\s+\-().]/g, '');

type PhoneMessage = SandboxPhone['messages'][number];

interface Phone {
  messages: PhoneMessage[];
  lastInboundAt: number | null;
}

export class SandboxPhones {
  private readonly phones = new Map<string, Phone>();

  private phoneOf(number: string): Phone {
    let phone = this.phones.get(number);
    if (!phone) {
      phone = { messages: [], lastInboundAt: null };
      this.phones.set(number, phone);
    }
    return phone;
  }

  private add(number: string, message: PhoneMessage) {
    const phone = this.phoneOf(number);
    phone.messages.push(message);
    if (phone.messages.length > PHONE_HISTORY) phone.messages.shift();
  }

  view(number: string): SandboxPhone {
    const phone = this.phones.get(waId(number));
    return { number: waId(number), messages: (phone?.messages ?? []).map((message) => ({ ...message })) };
  }

  /** A message from the business; `accepted` until its first status. */
  addOutgoing(number: string, id: string, text: string, at: number) {
    this.add(number, { id, direction: 'to-phone', text, status: 'accepted', at: new Date(at).toISOString() });
  }

  addInbound(number: string, id: string, text: string, at: number) {
    this.add(number, { id, direction: 'from-phone', text, status: 'received', at: new Date(at).toISOString() });
    this.phoneOf(number).lastInboundAt = at;
  }

  setStatus(number: string, id: string, status: string) {
    const message = this.phones.get(number)?.messages.find((m) => m.id === id);
    if (message) message.status = status;
  }

  /** Whether free text may be sent: the number wrote within the last 24 hours. */
  windowOpen(number: string, now: number): boolean {
    const last = this.phones.get(number)?.lastInboundAt;
    return last != null && now - last < CUSTOMER_WINDOW_MS;
  }
}
