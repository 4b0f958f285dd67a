import type { AddressInfo } from 'node:net';
import { API_PREFIX, apiPaths } from '@skillhub/shared/api-paths';
import fp from 'fastify-plugin';
import type { CloudApiClient, CloudApiCredentials } from '../../modules/whatsapp/cloud-api/cloud-api.ts';
import { createCloudApiClient } from '../../modules/whatsapp/cloud-api/cloud-api-client.ts';
import { SIGNATURE_HEADER } from '../../modules/whatsapp/cloud-api/webhook-payload.ts';
import { startWhatsAppSandbox, type WhatsAppSandbox } from '../../modules/whatsapp/sandbox/sandbox.ts';
import { demoSandboxTemplates } from '../../seed/seed-whatsapp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: WhatsApp;
  }
}

export interface WhatsApp {
  mode: 'sandbox' | 'cloud';
  /** The sandbox started beside the server; null with the real API. */
  sandbox: WhatsAppSandbox | null;
  /** The key that signs webhook deliveries; null: POST /whatsapp/webhook answers 503. */
  appSecret: string | null;
  /** The GET handshake's token; null: the handshake is refused. */
  verifyToken: string | null;
  /** A client of the API (or the sandbox) acting as the given account. */
  clientFor(account: Omit<CloudApiCredentials, 'baseUrl' | 'version'>): CloudApiClient;
}

/** Meta gives a webhook endpoint a few seconds to answer; so does the sandbox. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Where this server listens, as a client reaches it (a wildcard address is reached through loopback). */
function hostOf(address: AddressInfo): string {
  if (address.family === 'IPv6') return `[${address.address === '::' ? '::1' : address.address}]`;
  return address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
}

/**
 * The WhatsApp driver's wiring: with WHATSAPP_API_URL the Cloud API; otherwise the sandbox, started here on a
 * port of its own at 127.0.0.1, speaking the same API. The sandbox posts its signed webhooks to this server over
 * HTTP once it listens, and through the app itself before that (tests that never listen).
 */
export default fp(
  async (app) => {
    const { whatsapp: config } = app.config;
    const secrets = app.secrets.whatsappSandbox;
    const appSecret = config.appSecret ?? (config.mode === 'sandbox' ? secrets.appSecret : null);
    const verifyToken = config.verifyToken ?? (config.mode === 'sandbox' ? secrets.verifyToken : null);
    const webhookPath = `${API_PREFIX}${apiPaths.whatsapp.webhook}`;

    let sandbox: WhatsAppSandbox | null = null;
    if (config.mode === 'sandbox' && appSecret) {
      sandbox = await startWhatsAppSandbox({
        apiVersion: config.apiVersion,
        accessToken: secrets.accessToken,
        appSecret,
        reviewDelayMs: config.sandbox.reviewDelayMs,
        statusStepMs: config.sandbox.statusStepMs,
        messagesPerSecond: config.messagesPerSecond,
        templates: app.config.demoData ? demoSandboxTemplates() : [],
        log: app.log.child({ component: 'whatsapp-sandbox' }),
        deliverWebhook: async (rawBody, signature) => {
          const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature };
          const address = app.server.listening ? (app.server.address() as AddressInfo) : null;
          if (address) {
            const response = await fetch(`http://${hostOf(address)}:${address.port}${webhookPath}`, {
              method: 'POST',
              headers,
              body: rawBody,
              signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
            });
            await response.body?.cancel();
            return response.status;
          }
          const response = await app.inject({ method: 'POST', url: webhookPath, headers, payload: rawBody });
          return response.statusCode;
        },
      });
      app.addHook('onClose', async () => sandbox?.close());
    }

    const baseUrl = sandbox?.url ?? config.apiUrl;
    app.decorate('whatsapp', {
      mode: config.mode,
      sandbox,
      appSecret,
      verifyToken,
      clientFor: (account) => {
        if (!baseUrl) throw new Error('The WhatsApp API has no address (sandbox not started)');
        return createCloudApiClient(
          { ...account, baseUrl, version: config.apiVersion },
          { callTimeoutMs: config.callTimeoutMs },
        );
      },
    } satisfies WhatsApp);
  },
  { name: 'whatsapp', dependencies: ['secrets'] },
);
