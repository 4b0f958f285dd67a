import type { FastifyBaseLogger } from 'fastify';
import type { ApiTemplate } from '../cloud-api/cloud-api.ts';

/** A template the business account had before the sandbox started, with its API id. */
export type KnownTemplate = ApiTemplate & { id: string };

/** What the sandbox is started with (plugins/app/whatsapp.ts). */
export interface SandboxOptions {
  apiVersion: string;
  /** The one access token it accepts; its phone number and business account ids are SANDBOX_IDS. */
  accessToken: string;
  /** Signs its webhook deliveries (X-Hub-Signature-256). */
  appSecret: string;
  /** How long a submitted template waits before its review result. */
  reviewDelayMs: number;
  /** The pause before each status of a sent message: sent, then delivered, then read. */
  statusStepMs: number;
  /** Its throughput: more sends within one second are refused with 429 (code 130429). */
  messagesPerSecond: number;
  /**
   * Templates the business account already has, approved: the API keeps an account's templates while the
   * platform restarts, and the sandbox, which keeps everything in memory, starts with these.
   */
  templates?: KnownTemplate[];
  log: FastifyBaseLogger;
  /** Posts one signed webhook delivery to the platform; answers the HTTP status (a non-2xx is retried). */
  deliverWebhook(rawBody: string, signature: string): Promise<number>;
}

/** The sandbox's one business account. */
export const SANDBOX_IDS = {
  phoneNumberId: '100000000000001',
  businessAccountId: '200000000000001',
  displayPhoneNumber: '+91 80000 00001',
  verifiedName: 'Skillhub (sandbox)',
} as const;
