import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappAccount } from '../../src/db/schema/whatsapp.ts';
import { connectedClient } from '../../src/modules/whatsapp/account.service.ts';
import { SANDBOX_IDS } from '../../src/modules/whatsapp/sandbox/sandbox-options.ts';
import { decryptToken, encryptToken } from '../../src/modules/whatsapp/token-cipher.ts';
import { createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { api, trainingOnlyRole, whatsappRole } from './account-fixtures.ts';

const JWT_SECRET = 'account-test-secret-of-at-least-32-characters';

let t: TestApp;
let admin: string;
let sandboxToken: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    c.jwtSecret = JWT_SECRET;
  });
  admin = await loginAsAdmin(t.app);
  sandboxToken = t.app.secrets.whatsappSandbox.accessToken;
});
afterAll(() => t.close());

const sandboxCredentials = () => ({
  accessToken: sandboxToken,
  phoneNumberId: SANDBOX_IDS.phoneNumberId,
  businessAccountId: SANDBOX_IDS.businessAccountId,
});
const status = (token = admin) => api(t.app, 'POST', '/whatsapp/status', token);
const login = (body: unknown, token = admin) => api(t.app, 'POST', '/whatsapp/login', token, body);
const logout = (token = admin) => api(t.app, 'POST', '/whatsapp/logout', token);
const storedAccounts = () => t.app.db.select().from(whatsappAccount);

/** An answer without the sandbox's own credentials, which are the sandbox's token by design. */
const withoutSandboxCredentials = (raw: string) =>
  JSON.stringify({ ...JSON.parse(raw), data: { ...JSON.parse(raw).data, sandboxCredentials: null } });

describe('token cipher', () => {
  const key = new Uint8Array(32).fill(7);

  it('seals with a fresh IV each time and opens what it sealed', () => {
    const a = encryptToken(key, 'EAAG-token.value_1');
    const b = encryptToken(key, 'EAAG-token.value_1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(a).not.toContain('EAAG');
    expect(decryptToken(key, a)).toBe('EAAG-token.value_1');
    expect(decryptToken(key, b)).toBe('EAAG-token.value_1');
  });

  it('refuses a changed value, another key, and anything not sealed', () => {
    const sealed = encryptToken(key, 'EAAG-token');
    const [version, iv, tag, cipher] = sealed.split(':') as [string, string, string, string];
    const flip = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
    expect(() => decryptToken(key, [version, iv, tag, flip(cipher)].join(':'))).toThrow(/changed/);
    expect(() => decryptToken(key, [version, iv, flip(tag), cipher].join(':'))).toThrow(/changed/);
    expect(() => decryptToken(key, [version, flip(iv), tag, cipher].join(':'))).toThrow(/changed/);
    expect(() => decryptToken(new Uint8Array(32).fill(8), sealed)).toThrow(/changed/);
    expect(() => decryptToken(key, 'EAAG-token')).toThrow(/Not a sealed token/);
    expect(() => decryptToken(key, `v2:${iv}:${tag}:${cipher}`)).toThrow(/Not a sealed token/);
  });
});

describe('account access', () => {
  it('answers 401 without a token and 403 to staff without the Messages permission', async () => {
    for (const path of ['/whatsapp/status', '/whatsapp/login', '/whatsapp/logout']) {
      expect((await api(t.app, 'POST', path)).status).toBe(401);
    }
    const other = await userWithPermissions(t.app, admin, 'Account Outsider', trainingOnlyRole);
    const templatesOnly = await userWithPermissions(
      t.app,
      admin,
      'Account Templates Only',
      whatsappRole({ Templates: { create: true, read: true, update: true, delete: true } }),
    );
    for (const token of [other.token, templatesOnly.token]) {
      expect((await status(token)).status).toBe(403);
      expect((await login(sandboxCredentials(), token)).status).toBe(403);
      expect((await logout(token)).status).toBe(403);
    }
    const reader = await userWithPermissions(
      t.app,
      admin,
      'Account Reader',
      whatsappRole({ Messages: { read: true } }),
    );
    expect((await status(reader.token)).status).toBe(200);
    expect((await login(sandboxCredentials(), reader.token)).status).toBe(403);
    expect((await logout(reader.token)).status).toBe(403);
    expect(await storedAccounts()).toEqual([]);
  });
});

describe('connecting the sandbox account', () => {
  it('offers the sandbox credentials while disconnected', async () => {
    const { status: code, body } = await status();
    expect(code).toBe(200);
    expect(body.data).toEqual({
      mode: 'sandbox',
      connected: false,
      phoneNumberId: null,
      businessAccountId: null,
      displayPhoneNumber: null,
      verifiedName: null,
      qualityRating: null,
      messagingLimit: null,
      connectedAt: null,
      sandboxCredentials: sandboxCredentials(),
    });
  });

  it('names each wrong field of the login form', async () => {
    const empty = await login({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['accessToken', 'businessAccountId', 'phoneNumberId']);
    const wrong = await login({ accessToken: 'has spaces', phoneNumberId: '12ab', businessAccountId: '1234' });
    expect(wrong.body.errors).toEqual({
      accessToken: 'Access token may hold letters, digits, ".", "-" and "_" only',
      phoneNumberId: 'Phone number ID must be 5-20 digits',
      businessAccountId: 'Business account ID must be 5-20 digits',
    });
    expect(await storedAccounts()).toEqual([]);
  });

  it('stores nothing when WhatsApp refuses the token, the phone number ID or the business account ID', async () => {
    const token = await login({ ...sandboxCredentials(), accessToken: 'SANDBOXwrongtoken123' });
    expect(token.status).toBe(400);
    expect(Object.keys(token.body.errors)).toEqual(['accessToken']);
    expect(token.body.errors.accessToken).toMatch(
      /^The access token was refused by WhatsApp: Invalid OAuth access token/,
    );

    const phone = await login({ ...sandboxCredentials(), phoneNumberId: '999999999999' });
    expect(phone.status).toBe(400);
    expect(Object.keys(phone.body.errors)).toEqual(['phoneNumberId']);
    expect(phone.body.errors.phoneNumberId).toMatch(/^WhatsApp does not know this phone number ID: .*999999999999/);

    const business = await login({ ...sandboxCredentials(), businessAccountId: '888888888888' });
    expect(business.status).toBe(400);
    expect(Object.keys(business.body.errors)).toEqual(['businessAccountId']);
    expect(business.body.errors.businessAccountId).toMatch(/^WhatsApp does not know this business account ID: /);

    expect(await storedAccounts()).toEqual([]);
    expect(await connectedClient(t.app)).toBeNull();
    expect((await status()).body.data.connected).toBe(false);
  });

  it('connects with checked credentials, storing the token sealed and never answering it', async () => {
    const staff = await userWithPermissions(
      t.app,
      admin,
      'Account Manager',
      whatsappRole({ Messages: { read: true, update: true } }),
    );
    const response = await login(sandboxCredentials(), staff.token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('WhatsApp account connected');
    expect(response.body.data).toMatchObject({
      mode: 'sandbox',
      connected: true,
      phoneNumberId: SANDBOX_IDS.phoneNumberId,
      businessAccountId: SANDBOX_IDS.businessAccountId,
      displayPhoneNumber: SANDBOX_IDS.displayPhoneNumber,
      verifiedName: SANDBOX_IDS.verifiedName,
      qualityRating: 'GREEN',
      messagingLimit: 'TIER_1K',
    });
    expect(Date.parse(response.body.data.connectedAt)).not.toBeNaN();

    const rows = await storedAccounts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'default', connectedBy: staff.userId });
    expect(rows[0]?.accessTokenEncrypted).not.toContain(sandboxToken);
    expect(decryptToken(t.app.secrets.whatsappTokenKey, rows[0]?.accessTokenEncrypted ?? '')).toBe(sandboxToken);

    const read = await status(staff.token);
    expect(read.body.data).toEqual(response.body.data);
    for (const raw of [response.raw, read.raw]) {
      expect(withoutSandboxCredentials(raw)).not.toContain(sandboxToken);
      expect(raw).not.toContain(rows[0]?.accessTokenEncrypted);
    }

    const connected = await connectedClient(t.app);
    expect(connected?.account).toEqual({
      phoneNumberId: SANDBOX_IDS.phoneNumberId,
      businessAccountId: SANDBOX_IDS.businessAccountId,
      displayPhoneNumber: SANDBOX_IDS.displayPhoneNumber,
    });
    expect((await connected?.client.phoneNumber())?.verifiedName).toBe(SANDBOX_IDS.verifiedName);
  });

  it('replaces the account on a second login, and keeps it when a login is refused', async () => {
    expect((await login(sandboxCredentials())).status).toBe(200);
    expect((await login({ ...sandboxCredentials(), accessToken: 'SANDBOXstolen' })).status).toBe(400);
    const rows = await storedAccounts();
    expect(rows).toHaveLength(1);
    expect(decryptToken(t.app.secrets.whatsappTokenKey, rows[0]?.accessTokenEncrypted ?? '')).toBe(sandboxToken);
    expect((await status()).body.data.connected).toBe(true);
  });

  it('treats a stored token that no longer opens as not connected', async () => {
    const [row] = await storedAccounts();
    const sealed = row?.accessTokenEncrypted ?? '';
    await t.app.db.update(whatsappAccount).set({ accessTokenEncrypted: `${sealed.slice(0, -2)}AA` });
    expect(await connectedClient(t.app)).toBeNull();
    await t.app.db.update(whatsappAccount).set({ accessTokenEncrypted: sealed });
    expect(await connectedClient(t.app)).not.toBeNull();
  });

  it('disconnects: the stored credentials are gone', async () => {
    const response = await logout();
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('WhatsApp account disconnected');
    expect(response.body.data).toMatchObject({ connected: false, phoneNumberId: null, connectedAt: null });
    expect(await storedAccounts()).toEqual([]);
    expect(await connectedClient(t.app)).toBeNull();
    expect((await logout()).body.data.connected).toBe(false);
  });
});

/** Log lines written at warn and above, parsed. */
function warnings() {
  const lines: { msg: string; reason?: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

describe('connecting at start from the WHATSAPP_ credentials', () => {
  it('connects them when no account is stored', async () => {
    const started = await createTestApp((c) => {
      c.jwtSecret = JWT_SECRET;
      c.whatsapp.credentials = sandboxCredentials();
    });
    try {
      const token = await loginAsAdmin(started.app);
      const { body } = await api(started.app, 'POST', '/whatsapp/status', token);
      expect(body.data).toMatchObject({ connected: true, displayPhoneNumber: SANDBOX_IDS.displayPhoneNumber });
      const [row] = await started.app.db.select().from(whatsappAccount);
      expect(row?.connectedBy).toBeNull();
    } finally {
      await started.close();
    }
  });

  it('logs a warning and stays disconnected when WhatsApp refuses them', async () => {
    const log = warnings();
    const started = await createTestApp(
      (c) => {
        c.jwtSecret = JWT_SECRET;
        c.whatsapp.credentials = { ...sandboxCredentials(), accessToken: 'SANDBOXrevoked' };
      },
      { logger: log.logger },
    );
    try {
      expect(await started.app.db.select().from(whatsappAccount)).toEqual([]);
      const warning = log.lines.find(
        (line) => line.msg.includes('WHATSAPP') || line.msg.includes('WhatsApp credentials'),
      );
      expect(warning?.reason).toMatch(/^The access token was refused by WhatsApp/);
      expect(JSON.stringify(log.lines)).not.toContain('SANDBOXrevoked');
    } finally {
      await started.close();
    }
  });
});

describe('the real API', () => {
  it('offers no sandbox credentials, and answers 502 when WhatsApp cannot be reached', async () => {
    const cloud = await createTestApp((c) => {
      c.whatsapp.mode = 'cloud';
      // Nothing listens on the discard port: the connection is refused at once.
      c.whatsapp.apiUrl = 'http://127.0.0.1:9';
    });
    try {
      const token = await loginAsAdmin(cloud.app);
      const read = await api(cloud.app, 'POST', '/whatsapp/status', token);
      expect(read.body.data).toMatchObject({ mode: 'cloud', connected: false, sandboxCredentials: null });
      const response = await api(cloud.app, 'POST', '/whatsapp/login', token, {
        accessToken: 'EAAGrealtoken',
        phoneNumberId: '1234567890',
        businessAccountId: '9876543210',
      });
      expect(response.status).toBe(502);
      expect(response.body.message).toBe('WhatsApp could not be reached; try again');
      expect(response.raw).not.toContain('EAAGrealtoken');
      expect(await cloud.app.db.select().from(whatsappAccount)).toEqual([]);
    } finally {
      await cloud.close();
    }
  });
});
