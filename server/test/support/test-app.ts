import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import { TestClock } from './test-clock.ts';
import { createTestDatabase } from './test-database.ts';

export const ADMIN_EMAIL = 'admin@skillhub.test';
export const ADMIN_PASSWORD = 'Admin#Pass123';
/** A password that passes every rule of the spec. */
export const GOOD_PASSWORD = 'Learner@2025';

const generous = { max: 10_000, windowMs: 60_000 };

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, with a hand-moved clock and silent logs. Sign-in limits are generous
 * so that ordinary tests can log in freely; the rate-limit tests set their own.
 */
export async function createTestApp(
  adjust: (config: AppConfig) => void = () => {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_DATA: 'false', PUBLIC_URL: 'http://skillhub.test' });
  config.database = database.config;
  config.rateLimits = {
    global: generous,
    login: { perIp: generous },
    sendSignupOtp: { perIp: generous, perAccount: generous },
    verifySignupOtp: { perIp: generous, perAccount: generous },
    sendPasswordResetLink: { perIp: generous, perAccount: generous },
    verifyForgotPasswordOtp: { perIp: generous, perAccount: generous },
    resetPassword: { perIp: generous },
    enquiry: { perIp: generous },
    contactUs: { perIp: generous },
    eventRegistration: { perIp: generous, perAccount: generous },
    blogComment: { perIp: generous },
    trainingApplication: { perIp: generous },
    certificateVerify: { perIp: generous },
    clientReport: { perIp: generous },
  };
  const generousBackoff = { max: 10_000, windowMs: 60_000, blockMs: 1000, maxBlockMs: 1000 };
  config.loginProtection = {
    ...config.loginProtection,
    perAccountAddress: generousBackoff,
    perAccount: generousBackoff,
  };
  config.leadForms = { ...config.leadForms, perMinute: 10_000, perHour: 10_000 };
  // argon2id at its least cost (the library's minimum memory for one lane): the suite creates and signs in
  // hundreds of accounts, and at the production cost (19 MiB, 2 passes) hashing took about a third of the
  // processor time of the permission matrix and the sign-in tests. test/auth/password-hash-cost.test.ts checks
  // that loadConfig keeps the production cost and that an app with it hashes and checks at that cost.
  config.passwordHashCost = { memoryCost: 8, timeCost: 1 };
  // Mail goes out when the worker is kicked after a commit; a long poll keeps tests deterministic.
  config.outbox.pollIntervalMs = 60_000;
  // Transcoding runs only where a test asks for it (videoTranscoder.runNow()): ffmpeg would slow every upload test.
  config.transcode.concurrency = 0;
  // The render thread and the builds' modules are loaded by the tests about server rendering, not by every app.
  config.serverRenderWarmUp = false;
  // Uploaded files (and the demo videos DEMO_DATA stores) go to a folder of this test's own, not ./data.
  const filesRoot = await mkdtemp(join(tmpdir(), 'skillhub-files-'));
  config.storage = { kind: 'local', root: filesRoot };
  adjust(config);
  const clock = new TestClock();
  // The pooled embedded database, unless `adjust` chose a database of its own.
  const lent = config.database === database.config ? await database.lend() : undefined;
  const app = await buildApp(config, { clock, logger: false, ...(lent ? { database: lent } : {}), ...options });
  return {
    app,
    clock,
    config,
    async close() {
      await app.close();
      await database.drop();
      await rm(filesRoot, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json().data.accessToken as string;
}

export const loginAsAdmin = (app: FastifyInstance) => login(app, ADMIN_EMAIL, ADMIN_PASSWORD);

/** The refresh-token cookie a response set, as a header value to send back. */
export function refreshCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'skillhub_refresh');
  if (!cookie?.value) throw new Error('No refresh cookie was set');
  return `skillhub_refresh=${cookie.value}`;
}

/** The page cookie a response set (modules/auth/page-cookie.ts), as a header value to send back. */
export function pageCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'skillhub_page');
  if (!cookie?.value) throw new Error('No page cookie was set');
  return `skillhub_page=${cookie.value}`;
}

/** Creates a role with the given permissions and a user holding it with a password; returns its token. */
export async function userWithPermissions(
  app: FastifyInstance,
  adminToken: string,
  name: string,
  permissions: unknown[],
): Promise<{ token: string; userId: string; roleId: string; email: string }> {
  const role = await app.inject({
    method: 'POST',
    url: '/api/user/role',
    headers: bearer(adminToken),
    payload: { name, permissions },
  });
  if (role.statusCode !== 201) throw new Error(`role ${name}: ${role.body}`);
  const roleId = role.json().data._id as string;
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@skillhub.test`;
  const { userId } = await createUserWithPassword(app, adminToken, { name: `${name} User`, email, roleId });
  return { token: await login(app, email, GOOD_PASSWORD), userId, roleId, email };
}

/**
 * Adds a user through the API (user/add) and sets the password with the link from the outbox, the way
 * an invited staff member does.
 */
export async function createUserWithPassword(
  app: FastifyInstance,
  adminToken: string,
  user: { name: string; email: string; roleId: string },
): Promise<{ userId: string }> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/user/add',
    headers: bearer(adminToken),
    payload: { name: user.name, email: user.email, role: user.roleId },
  });
  if (added.statusCode !== 201) throw new Error(`user ${user.email}: ${added.body}`);
  const token = await latestLinkTokenFor(app, user.email);
  const reset = await app.inject({
    method: 'POST',
    url: `/api/user/reset-password/${token}`,
    payload: { newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
  });
  if (reset.statusCode !== 200) throw new Error(`set password ${user.email}: ${reset.body}`);
  return { userId: added.json().data._id as string };
}

/** Reads the newest mail to `email` from the outbox table (the app without SMTP_URL keeps mails there). */
export async function latestOutboxMail(app: FastifyInstance, email: string) {
  const [row] = await app.db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${email}`)
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`No outbox mail to ${email}`);
  return row;
}

export async function latestLinkTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const row = await latestOutboxMail(app, email);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(String(row.payload.text))?.[1];
  if (!token) throw new Error(`No link in the mail to ${email}`);
  return token;
}
