import { randomBytes } from 'node:crypto';
import { pairRateReached, reEngagement, throughputReached } from './graph-error.ts';
import { wamid } from './graph-ids.ts';
import { checkMessage } from './message-rules.ts';
import type { SandboxMedia } from './sandbox-media.ts';
import { SANDBOX_IDS } from './sandbox-options.ts';
import { isUndeliverable, type SandboxPhones, waId } from './sandbox-phones.ts';
import type { SandboxTemplates } from './sandbox-templates.ts';
import type { SandboxTimers } from './sandbox-timers.ts';
import type { Throughput } from './throughput.ts';
import { type WebhookDelivery, webhookEnvelope } from './webhook-delivery.ts';

/**
 * Messages both ways. A message sent by the business is checked (throughput, the 24-hour window for free
 * text, the template and its parameters), answered with its wamid, then its statuses follow by webhook, each
 * statusStepMs after the last: sent, delivered, read; or one `failed` (131026) for a number that is not on
 * WhatsApp. A contact's reply opens the window and is posted as an inbound `messages` webhook.
 */

/** The name the sandbox's contacts have on WhatsApp (the webhook's contacts[].profile.name). */
export const DEMO_CONTACT_NAME = 'Demo contact';

const metadata = {
  display_phone_number: SANDBOX_IDS.displayPhoneNumber.replace(/\D/g, ''),
  phone_number_id: SANDBOX_IDS.phoneNumberId,
};

const UNDELIVERABLE = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
};

const unixSeconds = (at: number) => String(Math.floor(at / 1000));

export class SandboxMessages {
  constructor(
    private readonly deps: {
      statusStepMs: number;
      phones: SandboxPhones;
      templates: SandboxTemplates;
      media: SandboxMedia;
      throughput: Throughput;
      timers: SandboxTimers;
      webhooks: WebhookDelivery;
      now?: () => number;
    },
  ) {}

  /** Sends still to refuse as over the throughput, whatever the window holds; and per number, as over the pair rate. */
  private refuseThroughput = 0;
  private readonly refusePairRate = new Map<string, number>();

  /**
   * The next `count` sends are refused with 130429, as when other apps sending for the same number took its
   * throughput; with `to`, the next `count` sends to that number are refused with 131056 (pair rate).
   */
  refuseNext(count: number, to?: string): void {
    if (to === undefined) this.refuseThroughput += count;
    else this.refusePairRate.set(waId(to), (this.refusePairRate.get(waId(to)) ?? 0) + count);
  }

  private now() {
    return this.deps.now?.() ?? Date.now();
  }

  /** POST /{phone-number-id}/messages. */
  send(body: unknown) {
    const { phones, templates, media, throughput } = this.deps;
    if (this.refuseThroughput > 0) {
      this.refuseThroughput--;
      throw throughputReached(1);
    }
    const retryAfter = throughput.retryAfterSeconds();
    if (retryAfter !== null) throw throughputReached(retryAfter);
    const message = checkMessage(body, (name, language) => templates.byName(name, language), media);
    const pairRefusals = this.refusePairRate.get(message.to) ?? 0;
    if (pairRefusals > 0) {
      this.refusePairRate.set(message.to, pairRefusals - 1);
      throw pairRateReached();
    }
    const now = this.now();
    if (message.kind === 'text' && !phones.windowOpen(message.to, now)) throw reEngagement();
    throughput.record();

    const id = wamid();
    phones.addOutgoing(message.to, id, message.text, now);
    this.deliverStatuses(message.to, id, message.category);
    const input = (body as { to: string }).to;
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input, wa_id: message.to }],
      messages: [{ id, ...(message.kind === 'template' ? { message_status: 'accepted' } : {}) }],
    };
  }

  /** The contact `number` writes `text` to the business. */
  async reply(number: string, text: string): Promise<void> {
    const from = waId(number);
    if (!/^[1-9]\d{6,14}$/.test(from)) throw new Error(`Not a WhatsApp number: ${number}`);
    if (text.length === 0) throw new Error('A reply needs a text');
    const now = this.now();
    const id = wamid();
    this.deps.phones.addInbound(from, id, text, now);
    await this.deps.webhooks.post(
      webhookEnvelope('messages', {
        messaging_product: 'whatsapp',
        metadata,
        contacts: [{ profile: { name: DEMO_CONTACT_NAME }, wa_id: from }],
        messages: [{ from, id, timestamp: unixSeconds(now), type: 'text', text: { body: text } }],
      }),
    );
  }

  private deliverStatuses(to: string, id: string, category: string) {
    const { statusStepMs, timers } = this.deps;
    const conversation = { id: randomBytes(16).toString('hex'), origin: { type: category } };
    const pricing = { billable: true, pricing_model: 'PMP', category };
    const steps = isUndeliverable(to) ? (['failed'] as const) : (['sent', 'delivered', 'read'] as const);
    const step = (index: number) => {
      timers.after(statusStepMs, () => {
        const status = steps[index]!;
        this.deps.phones.setStatus(to, id, status);
        const extra =
          status === 'failed' ? { errors: [UNDELIVERABLE] } : status === 'read' ? {} : { conversation, pricing };
        void this.deps.webhooks.post(
          webhookEnvelope('messages', {
            messaging_product: 'whatsapp',
            metadata,
            statuses: [{ id, status, timestamp: unixSeconds(this.now()), recipient_id: to, ...extra }],
          }),
        );
        if (index + 1 < steps.length) step(index + 1);
      });
    };
    step(0);
  }
}
