import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_IDS } from '../../src/modules/whatsapp/sandbox/sandbox-options.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the WhatsApp plugin', () => {
  it('starts the sandbox beside the app, and its client reaches it over HTTP', async () => {
    const { whatsapp } = t.app;
    expect(whatsapp.mode).toBe('sandbox');
    expect(whatsapp.sandbox).not.toBeNull();
    const sandbox = whatsapp.sandbox!;
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.credentials).toEqual({
      accessToken: expect.stringMatching(/^SANDBOX/),
      phoneNumberId: SANDBOX_IDS.phoneNumberId,
      businessAccountId: SANDBOX_IDS.businessAccountId,
    });
    expect(whatsapp.appSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(whatsapp.verifyToken).toMatch(/^[0-9a-f]{32}$/);

    const info = await whatsapp.clientFor(sandbox.credentials).phoneNumber();
    expect(info).toMatchObject({ id: SANDBOX_IDS.phoneNumberId, verifiedName: SANDBOX_IDS.verifiedName });
  });

  it("a client with another token is refused by the app's sandbox", async () => {
    const sandbox = t.app.whatsapp.sandbox!;
    const client = t.app.whatsapp.clientFor({ ...sandbox.credentials, accessToken: 'not-the-token' });
    await expect(client.phoneNumber()).rejects.toMatchObject({ status: 401, code: 190 });
  });
});
