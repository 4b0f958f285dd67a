import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      database: { kind: 'pglite', dataDir: resolve('./data/pgdata') },
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      smtpUrl: null,
      demoData: true,
      admin: { email: 'admin@skillhub.local', password: null },
      jwtSecret: null,
      remoteUrls: {},
      corsOrigins: [],
      trustProxy: false,
    });
    expect(config.rateLimits.global.max).toBe(600);
  });

  it('reads a real PostgreSQL, where demo data is off unless asked for', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/skillhub', PORT: '8080' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/skillhub' });
    expect(config.demoData).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('reads URLs, origins and remotes', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://learn.skillhub.in/',
      CORS_ORIGINS: 'https://admin.skillhub.in, https://staging.skillhub.in/',
      REMOTE_COURSES_URL: 'https://cdn.skillhub.in/courses/remoteEntry.js',
      REMOTE_CERTIFICATES2_URL: 'https://cdn.skillhub.in/certificates2/remoteEntry.js',
      ADMIN_EMAIL: 'Owner@Skillhub.in',
      RATE_LIMIT_PER_MINUTE: '5000',
    });
    expect(config.publicUrl).toBe('https://learn.skillhub.in');
    expect(config.secureCookies).toBe(true);
    expect(config.corsOrigins).toEqual(['https://admin.skillhub.in', 'https://staging.skillhub.in']);
    // Any remote name: a new remote needs no change to the server.
    expect(config.remoteUrls).toEqual({
      courses: 'https://cdn.skillhub.in/courses/remoteEntry.js',
      certificates2: 'https://cdn.skillhub.in/certificates2/remoteEntry.js',
    });
    expect(config.admin.email).toBe('owner@skillhub.in');
    expect(config.rateLimits.global.max).toBe(5000);
  });

  it('talks to the WhatsApp sandbox unless WHATSAPP_API_URL is set, and takes the credentials together', () => {
    expect(loadConfig({}).whatsapp).toMatchObject({
      mode: 'sandbox',
      apiUrl: null,
      credentials: null,
      apiVersion: 'v21.0',
    });
    const cloud = loadConfig({
      WHATSAPP_API_URL: 'https://graph.facebook.com/',
      WHATSAPP_ACCESS_TOKEN: 'EAAG123',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '9876543210',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_MESSAGES_PER_SECOND: '20',
    }).whatsapp;
    expect(cloud).toMatchObject({
      mode: 'cloud',
      apiUrl: 'https://graph.facebook.com',
      credentials: { accessToken: 'EAAG123', phoneNumberId: '1234567890', businessAccountId: '9876543210' },
      appSecret: 'app-secret',
      verifyToken: 'verify-me',
      messagesPerSecond: 20,
    });
    expect(() => loadConfig({ WHATSAPP_ACCESS_TOKEN: 'EAAG123' })).toThrow(/must be set together/);
    expect(() => loadConfig({ WHATSAPP_API_VERSION: '21' })).toThrow(/WHATSAPP_API_VERSION must look like v21.0/);
    expect(() => loadConfig({ WHATSAPP_API_URL: 'graph' })).toThrow(/WHATSAPP_API_URL must be a full URL/);
  });

  it('reads the release store address, which needs the bucket it is served from', () => {
    expect(loadConfig({}).remotesPublicUrl).toBeNull();
    const store = loadConfig({ S3_BUCKET: 'media', REMOTES_PUBLIC_URL: 'https://cdn.skillhub.example/remotes/' });
    expect(store.remotesPublicUrl).toBe('https://cdn.skillhub.example/remotes');
    expect(() => loadConfig({ REMOTES_PUBLIC_URL: 'https://cdn.skillhub.example/remotes' })).toThrow(/needs S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'media', REMOTES_PUBLIC_URL: 'cdn' })).toThrow(
      /REMOTES_PUBLIC_URL must be a full URL/,
    );
  });

  it('looks for scheduled blog posts every 15 s unless BLOG_PUBLISH_INTERVAL_MS says otherwise', () => {
    expect(loadConfig({}).blogPublishIntervalMs).toBe(15_000);
    expect(loadConfig({ BLOG_PUBLISH_INTERVAL_MS: '1000' }).blogPublishIntervalMs).toBe(1000);
    expect(() => loadConfig({ BLOG_PUBLISH_INTERVAL_MS: '10' })).toThrow(
      /BLOG_PUBLISH_INTERVAL_MS must be a whole number between 1000 and 3600000/,
    );
  });

  it('refuses values that would fail later, with a clear message', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password' })).toThrow(/ADMIN_PASSWORD is too weak/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA must be true or false/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ REMOTE_BLOG_URL: 'not a url' })).toThrow(/REMOTE_BLOG_URL must be a full URL/);
  });
});
