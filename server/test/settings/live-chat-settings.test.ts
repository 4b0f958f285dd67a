import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveChatSettingsSchema } from '@skillhub/shared/schemas/live-chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { siteSettings } from '../../src/db/schema/site-settings.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

const URL_PATH = '/api/settings/live-chat';
const WIDGET = 'https://embed.tawk.to/64f0c0ffee/1h9default?lang=en';
const WIDGET_ORIGIN = 'https://embed.tawk.to';
const NUMBER = '447700900123';
/** What Tawk.to's widget needs, per directive, after its CSP documentation (and nothing of cdn.jsdelivr.net's scripts). */
const TAWK_SOURCES: Record<string, string> = {
  'script-src': 'https://embed.tawk.to https://*.tawk.to',
  'connect-src': 'https://*.tawk.to wss://*.tawk.to',
  'frame-src': 'https://*.tawk.to',
  'img-src': 'https://*.tawk.to https://tawk.link https://cdn.jsdelivr.net',
  'style-src': 'https://*.tawk.to https://fonts.googleapis.com https://cdn.jsdelivr.net',
  'font-src': 'https://*.tawk.to https://fonts.gstatic.com https://cdn.jsdelivr.net',
};
const VENDOR_MESSAGE =
  "Only a known chat provider's script can be used: the address in the embed code of Tawk.to, Crisp, Intercom, " +
  'Freshchat or Zoho SalesIQ';
const SUPER_ADMIN_MESSAGE = "Only a super admin can set the live-chat widget: its script runs in the site's own pages";

let t: TestApp;
let shellDir: string;
let admin: string;
let reader: string;
let updater: string;
let outsider: string;

const ops = (read: boolean, update: boolean) => ({ read, update, create: false, delete: false });

beforeAll(async () => {
  shellDir = await mkdtemp(join(tmpdir(), 'skillhub-live-chat-'));
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp((config) => {
    config.shellDistDir = shellDir;
    config.liveChat = { whatsAppNumber: NUMBER };
  });
  admin = await loginAsAdmin(t.app);
  reader = (
    await userWithPermissions(t.app, admin, 'Settings Reader', [{ name: 'Settings', operations: ops(true, false) }])
  ).token;
  updater = (
    await userWithPermissions(t.app, admin, 'Settings Updater', [{ name: 'Settings', operations: ops(true, true) }])
  ).token;
  outsider = (
    await userWithPermissions(t.app, admin, 'Users Reader', [{ name: 'Users', operations: ops(true, false) }])
  ).token;
});
afterAll(async () => {
  await t.close();
  await rm(shellDir, { recursive: true, force: true });
});

const getSetting = (token?: string) =>
  t.app.inject({ method: 'GET', url: URL_PATH, headers: token ? bearer(token) : {} });
const putSetting = (payload: unknown, token: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: URL_PATH, headers: token ? bearer(token) : {}, payload: payload as object });
const page = (url = '/courses') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const runtimeConfig = async () => (await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json();

/** A policy as directive name -> its sources, in the header's order. */
function directives(header: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources.join(' '));
  }
  return map;
}

describe('GET and PUT /settings/live-chat: who may', () => {
  it('answers 401 without a session and 403 without Settings read', async () => {
    expect((await getSetting()).statusCode).toBe(401);
    const refused = await getSetting(outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
  });

  it('shows Settings readers the default: no widget, the configured WhatsApp number', async () => {
    const response = await getSetting(reader);
    expect(response.statusCode).toBe(200);
    expect(liveChatSettingsSchema.parse(response.json().data)).toEqual({
      widgetUrl: null,
      widgetOrigin: null,
      whatsAppNumber: NUMBER,
      updatedAt: null,
    });
  });

  it('lets only a super admin change it (401, 403 for readers and others), and stores nothing when refused', async () => {
    expect((await putSetting({ widgetUrl: WIDGET }, null)).statusCode).toBe(401);
    expect((await putSetting({ widgetUrl: WIDGET }, reader)).statusCode).toBe(403);
    expect((await putSetting({ widgetUrl: WIDGET }, outsider)).statusCode).toBe(403);
    expect(await t.app.db.select().from(siteSettings)).toEqual([]);
  });

  it('refuses Settings update without SUPER_ADMIN: the script would run where the super admin signs in', async () => {
    for (const widgetUrl of [WIDGET, null]) {
      const refused = await putSetting({ widgetUrl }, updater);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: SUPER_ADMIN_MESSAGE });
    }
    // Even a role holding every permission there is.
    const everything = (
      await userWithPermissions(
        t.app,
        admin,
        'Everything But Super Admin',
        ['Dashboard', 'Users', 'Courses', 'Enquiries', 'Settings'].map((name) => ({
          name,
          operations: { create: true, read: true, update: true, delete: true },
        })),
      )
    ).token;
    expect((await putSetting({ widgetUrl: WIDGET }, everything)).statusCode).toBe(403);
    expect(await t.app.db.select().from(siteSettings)).toEqual([]);
    // Reading stays with Settings read.
    expect((await getSetting(updater)).statusCode).toBe(200);
  });
});

describe('PUT /settings/live-chat: bad addresses', () => {
  const cases: Array<[unknown, string]> = [
    ['embed.tawk.to/widget.js', 'Enter the full address of the widget script, starting with https://'],
    ['http://embed.tawk.to/widget.js', 'The widget script must be served over https://'],
    ['javascript:alert(1)', 'The widget script must be served over https://'],
    ['data:text/javascript,alert(1)', 'The widget script must be served over https://'],
    ['https://user:secret@embed.tawk.to/widget.js', 'The address must not contain a user name or password'],
    [`https://embed.tawk.to/${'a'.repeat(2000)}`, 'The address must not exceed 2000 characters'],
    ['https://embed.tawk.to/\nwidget.js', 'Must not contain control characters'],
    [42, 'Enter the full address of the widget script, starting with https://'],
    // Anything that could widen or break the policy's source list, on its own.
    ['https://*/x.js', 'The address must not contain wildcards (*)'],
    ['https://*.tawk.to/x.js', 'The address must not contain wildcards (*)'],
    ['https://127.0.0.1/x.js', "The address must name the provider's host, not an IP address"],
    ['https://0x7f.1/x.js', "The address must name the provider's host, not an IP address"],
    ['https://[::1]/x.js', "The address must name the provider's host, not an IP address"],
    ['https://embed.tawk.to:8443/x.js', 'The address must not name a port (https uses 443)'],
    ['https://@embed.tawk.to/x.js', 'The address must not contain a user name or password'],
    ["https://embed.tawk.to/x.js'", 'The address must not contain quotes'],
    ['https://embed.tawk.to/"x.js', 'The address must not contain quotes'],
    ["https://embed.tawk.to/x.js 'unsafe-inline'", 'The address must not contain quotes'],
    ['https://embed.tawk.to/x.js https://evil.example', 'The address must not contain spaces, commas or semicolons'],
    ['https://embed.tawk.to/x.js;script-src', 'The address must not contain spaces, commas or semicolons'],
    ['https://embed.tawk.to/a,b', 'The address must not contain spaces, commas or semicolons'],
    // Any https host but a known vendor's script host.
    ['https://chat.example.com/widget.js', VENDOR_MESSAGE],
    ['https://evil.tawk.to/x.js', VENDOR_MESSAGE],
    ['https://embed.tawk.to.evil.example/x.js', VENDOR_MESSAGE],
    ['https://cdn.jsdelivr.net/npm/anything/x.js', VENDOR_MESSAGE],
  ];

  it.each(cases)('refuses %j with 400 and the field message', async (widgetUrl, message) => {
    const response = await putSetting({ widgetUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { widgetUrl: message } });
  });

  it('refuses a body without the field', async () => {
    const response = await putSetting({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('widgetUrl');
    expect(await t.app.db.select().from(siteSettings)).toEqual([]);
  });
});

describe('a widget set in Settings', () => {
  let baselinePage: Map<string, string>;
  let baselineApi: string;

  it('is served nowhere, and the pages keep their policy, while none is set', async () => {
    const config = await runtimeConfig();
    expect(config).not.toHaveProperty('liveChatUrl');
    expect(config.liveChatWhatsApp).toBe(NUMBER);
    const response = await page();
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    baselinePage = directives(response.headers['content-security-policy']);
    expect(baselinePage.get('script-src')).toBe("'self'");
    baselineApi = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    // An API answer has its own policy, with nothing to let a widget into.
    expect(baselineApi).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('is saved with its origin, by whom and when', async () => {
    const response = await putSetting({ widgetUrl: `  ${WIDGET}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Live chat widget saved');
    expect(response.json().data).toEqual({
      widgetUrl: WIDGET,
      widgetOrigin: WIDGET_ORIGIN,
      whatsAppNumber: NUMBER,
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await getSetting(reader)).json().data.widgetUrl).toBe(WIDGET);
    const [row] = await t.app.db.select().from(siteSettings).where(eq(siteSettings.key, 'live_chat'));
    expect(row?.updatedBy).toEqual(expect.any(String));
  });

  it('is served by /runtime-config.json beside the WhatsApp number', async () => {
    expect(await runtimeConfig()).toMatchObject({ liveChatUrl: WIDGET, liveChatWhatsApp: NUMBER });
  });

  it("lets the vendor's hosts (and only them) into the public pages' policy", async () => {
    for (const url of ['/', '/courses', '/course/react-basics', '/blog', '/contact-us?x=1', '/privacy-policy']) {
      const policy = directives((await page(url)).headers['content-security-policy']);
      expect([...policy.keys()], url).toEqual([...baselinePage.keys()]);
      for (const [name, sources] of baselinePage) {
        expect(policy.get(name), `${url} ${name}`).toBe(
          name in TAWK_SOURCES ? `${sources} ${TAWK_SOURCES[name]}` : sources,
        );
      }
      const header = String((await page(url)).headers['content-security-policy']);
      expect(header).not.toContain('/64f0c0ffee');
      expect(header, url).not.toMatch(/script-src[^;]*jsdelivr/);
    }
  });

  it('never reaches the dashboard, the sign-in pages, the token pages or the learner pages, however their address is written', async () => {
    for (const url of [
      '/dashboard',
      '/dashboard/settings',
      '/dashboard?next=/',
      // Anything starting so: the router's own matching is left no room.
      '/dashboard-tips',
      '/auth',
      '/auth?redirect=%2F',
      '/reset-password/abc123',
      '/confirm-email/abc123',
      '/approve-email-change/abc123',
      '/cancel-email-change/abc123',
      '/my-courses',
      '/course-payment/0f0e',
      '/course/react-basics/learn/0f0e',
      '/DASHBOARD/Settings',
      '/%64ashboard',
      '//dashboard',
      '/x/../dashboard',
      '/Course/React/Learn/1',
    ]) {
      const response = await page(url);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(directives(response.headers['content-security-policy']), url).toEqual(baselinePage);
    }
  });

  it('changes nothing in the policy of API answers and other files', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).toBe(
      baselineApi,
    );
    const config = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(String(config.headers['content-security-policy'])).not.toContain(WIDGET_ORIGIN);
  });

  it('is removed by an empty address: the runtime config and the policy are as before', async () => {
    const response = await putSetting({ widgetUrl: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Live chat widget removed; the WhatsApp button is shown');
    expect(response.json().data).toMatchObject({ widgetUrl: null, widgetOrigin: null });
    expect(await runtimeConfig()).not.toHaveProperty('liveChatUrl');
    expect(directives((await page()).headers['content-security-policy'])).toEqual(baselinePage);
    expect((await putSetting({ widgetUrl: null })).statusCode).toBe(200);
  });

  it.each([
    'http://chat.example.com/w.js',
    // Accepted before the vendor allow-list: any https script, even one that switched the script policy off.
    'https://chat.example.com/w.js',
    'https://*/x.js',
  ])('is neither served nor allowed when what is stored is %s, not a known vendor', async (stored) => {
    await t.app.publicContent.change('settings', (tx) =>
      tx
        .update(siteSettings)
        .set({ value: { widgetUrl: stored } })
        .where(eq(siteSettings.key, 'live_chat')),
    );
    expect(await runtimeConfig()).not.toHaveProperty('liveChatUrl');
    expect(directives((await page()).headers['content-security-policy'])).toEqual(baselinePage);
    expect((await getSetting(reader)).json().data).toMatchObject({ widgetUrl: null, widgetOrigin: null });
  });

  it.each([
    ['Crisp', 'https://client.crisp.chat/l.js', 'wss://client.relay.crisp.chat'],
    ['Intercom', 'https://widget.intercom.io/widget/abc123', 'wss://*.intercom.io'],
    ['Freshchat', 'https://wchat.freshchat.com/js/widget.js', 'wss://*.freshchat.com'],
    ['Zoho SalesIQ', 'https://salesiq.zohopublic.in/widget?wc=abc', 'wss://*.zohopublic.in'],
  ])("is taken from %s too, with the vendor's socket in connect-src", async (_vendor, widgetUrl, socket) => {
    expect((await putSetting({ widgetUrl })).statusCode).toBe(200);
    const policy = directives((await page('/')).headers['content-security-policy']);
    expect(policy.get('script-src')).toContain(new URL(widgetUrl).origin);
    expect(policy.get('connect-src')?.split(' ')).toContain(socket);
    expect(directives((await page('/dashboard')).headers['content-security-policy'])).toEqual(baselinePage);
    expect((await putSetting({ widgetUrl: null })).statusCode).toBe(200);
  });
});

describe('LIVE_CHAT_WHATSAPP_NUMBER', () => {
  it('defaults to the company phone the site shows, as wa.me digits', () => {
    expect(loadConfig({}).liveChat.whatsAppNumber).toBe('919876543210');
  });

  it('takes a number with country code, written with a plus, spaces or dashes', () => {
    expect(loadConfig({ LIVE_CHAT_WHATSAPP_NUMBER: '+91 90000-12345' }).liveChat.whatsAppNumber).toBe('919000012345');
  });

  it('refuses anything else at start', () => {
    for (const bad of ['9000012345x', '12345', '0919000012345', '+91 9000 012345 678901']) {
      expect(() => loadConfig({ LIVE_CHAT_WHATSAPP_NUMBER: bad })).toThrow(ConfigError);
    }
  });
});
