import type { AddressInfo } from 'node:net';
import type { SandboxPhone } from '@skillhub/shared/schemas/whatsapp';
import { SandboxMedia } from './sandbox-media.ts';
import { SandboxMessages } from './sandbox-messages.ts';
import { SANDBOX_IDS, type SandboxOptions } from './sandbox-options.ts';
import { SandboxPhones } from './sandbox-phones.ts';
import { buildSandboxServer } from './sandbox-server.ts';
import { SandboxTemplates } from './sandbox-templates.ts';
import { SandboxTimers } from './sandbox-timers.ts';
import { Throughput } from './throughput.ts';
import { createWebhookDelivery } from './webhook-delivery.ts';

/**
 * The WhatsApp sandbox: the Cloud API's calls the platform makes, answered offline by an HTTP server of its own
 * at 127.0.0.1 (same paths, answers, error bodies and codes), with webhooks signed and delivered like Meta's.
 * One business account (SANDBOX_IDS) and one access token; everything is kept in memory, the account's
 * templates from before given at start (`templates`, approved).
 *
 * Its rules, where the real API depends on the world outside:
 * - A number whose last three digits are `000` is not on WhatsApp: a message to it is accepted, then one
 *   `failed` status arrives (131026 Message undeliverable). Any other number gets `sent`, `delivered`, `read`,
 *   each statusStepMs after the last.
 * - A number whose last three digits are `999` gets its message, but the send call is never answered (the
 *   connection stays open until the client gives up): a lost answer.
 * - A template whose name starts with `reject_` is REJECTED (reason INVALID_FORMAT) after reviewDelayMs; any
 *   other is APPROVED.
 * - Free text is refused (131047) unless the number wrote to the business (`reply`) within the last 24 hours.
 * - More than messagesPerSecond sends within one second are refused with 429 (130429) and Retry-After.
 *   `refuseNext` refuses the next sends as over the throughput (or one number's as over the pair rate, 131056):
 *   what the real API does when other apps send for the number, which a test cannot otherwise time.
 * - Every contact's WhatsApp profile name is "Demo contact".
 */

export interface WhatsAppSandbox {
  /** e.g. http://127.0.0.1:PORT, no trailing slash: the Graph API's base URL for the client. */
  url: string;
  /** The one account it has, and the token it accepts. */
  credentials: { accessToken: string; phoneNumberId: string; businessAccountId: string };
  /** What a contact's phone received and sent, oldest first. */
  phone(number: string): SandboxPhone;
  /** The contact `number` writes `text`: opens the 24-hour window; resolves after the webhook's first attempt. */
  reply(number: string, text: string): Promise<void>;
  /** The next `count` sends are refused with 130429; with `to`, the next `count` to that number with 131056. */
  refuseNext(count: number, to?: string): void;
  /** Stops the server and every timer; waits for deliveries under way. */
  close(): Promise<void>;
}

export async function startWhatsAppSandbox(options: SandboxOptions): Promise<WhatsAppSandbox> {
  const { log } = options;
  const timers = new SandboxTimers(log);
  const webhooks = createWebhookDelivery({
    appSecret: options.appSecret,
    deliver: options.deliverWebhook,
    timers,
    log,
  });
  const media = new SandboxMedia();
  const phones = new SandboxPhones();
  const templates = new SandboxTemplates(
    { reviewDelayMs: options.reviewDelayMs, timers, webhooks, media },
    options.templates,
  );
  const messages = new SandboxMessages({
    statusStepMs: options.statusStepMs,
    phones,
    templates,
    media,
    throughput: new Throughput(options.messagesPerSecond),
    timers,
    webhooks,
  });
  const server = await buildSandboxServer({ accessToken: options.accessToken, messages, templates, media, log });
  try {
    await server.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await server.close();
    throw error;
  }
  const { port } = server.server.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    credentials: {
      accessToken: options.accessToken,
      phoneNumberId: SANDBOX_IDS.phoneNumberId,
      businessAccountId: SANDBOX_IDS.businessAccountId,
    },
    phone: (number) => phones.view(number),
    reply: (number, text) => messages.reply(number, text),
    refuseNext: (count, to) => messages.refuseNext(count, to),
    close() {
      closing ??= (async () => {
        timers.close();
        await server.close();
        await webhooks.close();
      })();
      return closing;
    },
  };
}
