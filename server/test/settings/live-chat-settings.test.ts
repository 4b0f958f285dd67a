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
const WIDGET_DIRECTIVES = ['script-src', 'connect-src', 'frame-src', 'style-src', 'font-src'];

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
const putSetting = (payload: unknown, token: string | null = updater) =>
  t.app.inject({ method: 'PUT', url: URL_PATH, headers: token ? bearer(token) : {}, payload: payload as object });
const page = () => t.app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });
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

  it('lets only Settings update change it (401, 403 for readers and others), and stores nothing when refused', async () => {
    expect((await putSetting({ widgetUrl: WIDGET }, null)).statusCode).toBe(401);
    expect((await putSetting({ widgetUrl: WIDGET }, reader)).statusCode).toBe(403);
    expect((await putSetting({ widgetUrl: WIDGET }, outsider)).statusCode).toBe(403);
    expect(await t.app.db.select().from(siteSettings)).toEqual([]);
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

  it("lets its origin (and only it) into the pages' script, connect, frame, style and font sources", async () => {
    const policy = directives((await page()).headers['content-security-policy']);
    expect([...policy.keys()]).toEqual([...baselinePage.keys()]);
    for (const [name, sources] of baselinePage) {
      expect(policy.get(name)).toBe(WIDGET_DIRECTIVES.includes(name) ? `${sources} ${WIDGET_ORIGIN}` : sources);
    }
    const header = String((await page()).headers['content-security-policy']);
    expect(header).not.toContain('/64f0c0ffee');
    expect(header).not.toContain('https://tawk.to');
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

  it('is neither served nor allowed when what is stored is not an https address', async () => {
    await t.app.db
      .update(siteSettings)
      .set({ value: { widgetUrl: 'http://chat.example.com/w.js' } })
      .where(eq(siteSettings.key, 'live_chat'));
    expect(await runtimeConfig()).not.toHaveProperty('liveChatUrl');
    expect(directives((await page()).headers['content-security-policy'])).toEqual(baselinePage);
    expect((await getSetting(reader)).json().data).toMatchObject({ widgetUrl: null, widgetOrigin: null });
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
