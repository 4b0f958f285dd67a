import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import {
  createRazorpayProvider,
  PROVIDER_UNAVAILABLE_MESSAGE,
  razorpayErrorDescription,
} from '../../src/modules/payments/razorpay-provider.ts';
import { startupBanner } from '../../src/startup-banner.ts';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

const KEY_ID = 'rzp_test_FakeKeyForTests';
const KEY_SECRET = 'fake_key_secret_for_tests';
const WEBHOOK_SECRET = 'fake_webhook_secret';
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

describe('payment configuration', () => {
  it('is the sandbox without keys and Razorpay with both keys', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', webhookSecret: null });
    expect(
      loadConfig({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET })
        .payments,
    ).toEqual({ provider: 'razorpay', keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  });

  it('refuses to start with only one of the two keys', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: KEY_ID })).toThrow(ConfigError);
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: KEY_SECRET })).toThrow(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    );
  });
});

describe('the Razorpay provider (no network)', () => {
  const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });

  it("accepts Razorpay's signature over order_id|payment_id and nothing else", () => {
    const good = sign(KEY_SECRET, 'order_ABCDEFGHIJKLMN|pay_ABCDEFGHIJKLMN');
    expect(provider.name).toBe('razorpay');
    expect(provider.keyId).toBe(KEY_ID);
    expect(provider.verifyPaymentSignature('order_ABCDEFGHIJKLMN', 'pay_ABCDEFGHIJKLMN', good)).toBe(true);
    expect(provider.verifyPaymentSignature('order_ABCDEFGHIJKLMN', 'pay_ABCDEFGHIJKLMN', good.toUpperCase())).toBe(
      true,
    );
    expect(provider.verifyPaymentSignature('order_ABCDEFGHIJKLMN', 'pay_OTHERPAYMENT01', good)).toBe(false);
    expect(provider.verifyPaymentSignature('order_ABCDEFGHIJKLMN', 'pay_ABCDEFGHIJKLMN', good.slice(0, 62))).toBe(
      false,
    );
    expect(provider.verifyPaymentSignature('order_ABCDEFGHIJKLMN', 'pay_ABCDEFGHIJKLMN', `${good}00`)).toBe(false);
    expect(provider.verifyPaymentSignature('order_ABCDEFGHIJKLMN', 'pay_ABCDEFGHIJKLMN', 'z'.repeat(64))).toBe(false);
    const withWebhookSecret = sign(WEBHOOK_SECRET, 'order_ABCDEFGHIJKLMN|pay_ABCDEFGHIJKLMN');
    expect(provider.verifyPaymentSignature('order_ABCDEFGHIJKLMN', 'pay_ABCDEFGHIJKLMN', withWebhookSecret)).toBe(
      false,
    );
  });

  it("records a refused refund with Razorpay's reason, and one without an answer as the provider unreachable", () => {
    const refused = {
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
    };
    expect(razorpayErrorDescription(refused)).toBe('The payment has been fully refunded already');
    expect(razorpayErrorDescription({ statusCode: 502, error: { description: 'Bad gateway' } })).toBe(
      PROVIDER_UNAVAILABLE_MESSAGE,
    );
    expect(razorpayErrorDescription(new TypeError("Cannot read properties of undefined (reading 'status')"))).toBe(
      PROVIDER_UNAVAILABLE_MESSAGE,
    );
  });

  it('checks webhooks with the webhook secret over the raw body', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(provider.verifyWebhookSignature(body, sign(WEBHOOK_SECRET, body.toString()))).toBe(true);
    expect(provider.verifyWebhookSignature(body, sign(KEY_SECRET, body.toString()))).toBe(false);
    expect(provider.verifyWebhookSignature(body, undefined)).toBe(false);
    const noSecret = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: null });
    expect(noSecret.webhookConfigured).toBe(false);
    expect(noSecret.verifyWebhookSignature(body, sign('', body.toString()))).toBe(false);
  });
});

describe('the app in Razorpay mode', () => {
  let t: TestApp;
  let learner: Learner;
  let course: { _id: string };

  beforeAll(async () => {
    // Keys without a webhook secret: Checkout works, the webhook is refused until the secret is set.
    t = await createTestApp((config) => {
      config.payments = { provider: 'razorpay', keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: null };
    });
    const admin = await loginAsAdmin(t.app);
    learner = await createLearner(t.app, admin, 'Razorpay Learner');
    course = await coursePriced(t.app, admin, { title: 'Razorpay Mode Course', actualPrice: 1000 });
  });
  afterAll(() => t?.close());

  it('tells the payment page to open Razorpay Checkout', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payment/summary/${course._id}`,
      headers: bearer(learner.token),
    });
    expect(response.json().data.provider).toBe('razorpay');
  });

  it('says Razorpay in the start-up banner', () => {
    expect(startupBanner(t.app)).toMatch(/Payments +Razorpay\n/);
  });

  it("allows Checkout's script and frames in the Content-Security-Policy", async () => {
    const csp = String((await page(t)).headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/checkout\.razorpay\.com/);
  });

  it('answers 503 on the webhook without a webhook secret, and has no sandbox checkout', async () => {
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: '{"event":"payment.captured"}',
    });
    expect(webhook.statusCode).toBe(503);
    expect(webhook.json().message).toBe('Webhook secret not configured');
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay/order_ABCDEFGHIJKLMN',
      headers: bearer(learner.token),
      payload: { outcome: 'success' },
    });
    expect(sandbox.statusCode).toBe(404);
  });
});

/** A page of the app, which carries the app's Content-Security-Policy. */
const page = (t: TestApp) => t.app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });

describe('the app in sandbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('warns in the start-up banner that no real money moves', () => {
    expect(startupBanner(t.app)).toContain('Payments    SANDBOX: no real money moves; set RAZORPAY_KEY_ID');
  });

  it('keeps Razorpay out of the Content-Security-Policy', async () => {
    const csp = String((await page(t)).headers['content-security-policy']);
    expect(csp).not.toContain('razorpay.com');
    expect(csp).toContain("frame-src 'self'");
  });

  it('documents the payment calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/payment/summary/{courseId}',
        '/api/payment/create-order/{courseId}',
        '/api/payment/verify-payment/{courseId}',
        '/api/payment/webhook',
        '/api/payment/receipt/{orderId}',
        '/api/payment/sandbox/pay/{orderId}',
        '/api/user/assign-course',
      ]),
    );
  });
});
