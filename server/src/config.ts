import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_CHUNK_SIZE, VIDEO_MAX_BYTES } from '@skillhub/shared/constants';
import { COMPANY_WHATSAPP_NUMBER, WHATSAPP_NUMBER_PATTERN } from '@skillhub/shared/live-chat';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { emailField, passwordField } from '@skillhub/shared/schemas/fields';
import { type PasswordHashCost, PRODUCTION_PASSWORD_HASH_COST } from './security/passwords.ts';

/**
 * Everything the server reads from the environment, parsed once into a typed object. Tests build the
 * same object with short windows and small limits instead of sleeping.
 */

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Strict limits of one sign-in call: per client address and, where the call names one, per e-mail. */
export interface AuthRateLimitPolicy {
  perIp: WindowLimit;
  perAccount?: WindowLimit;
}

/**
 * Failures on one key: after `max` within `windowMs` the key is held for `blockMs`; each further hold within
 * `maxBlockMs` of the last lasts twice as long, up to `maxBlockMs` (a growing backoff, never a fixed lock).
 */
export interface BackoffPolicy {
  max: number;
  windowMs: number;
  blockMs: number;
  maxBlockMs: number;
}

/** What slows a password guesser down without locking the owner out (modules/auth/login-guard.ts). */
export interface LoginProtectionConfig {
  /** Wrong passwords for one account from one address, or from one known browser: strict; then 429. */
  perAccountAddress: BackoffPolicy;
  /**
   * Wrong passwords for one account from anywhere: loose, and it refuses nobody. While it holds, a browser
   * that has not signed in to the account before needs the code mailed to the account after the password.
   */
  perAccount: BackoffPolicy;
  /** How long a browser stays known to the accounts that signed in on it. */
  knownDeviceTtlMs: number;
}

/** Caps on each public lead form (enquiry, contact, event) across all addresses, on top of the per-address limit. */
export interface LeadFormsConfig {
  perMinute: number;
  perHour: number;
  /** The warning (log line and mail to ADMIN_EMAIL) goes out at most once per form in this window. */
  alertWindowMs: number;
  /**
   * Past a cap, a post needs a proof of work (lead-form-guard.ts): `minBits` just over the cap, one more bit each
   * time the traffic doubles, at most `maxBits`; a challenge is good for `ttlMs`, once.
   */
  proof: { minBits: number; maxBits: number; ttlMs: number };
  /** Signed-in posters of a form that allows them (blog comments) count per account, not in the cap. */
  perAccount: WindowLimit;
}

export const AUTH_RATE_LIMIT_POLICIES = [
  'login',
  'sendSignupOtp',
  'verifySignupOtp',
  'sendPasswordResetLink',
  'verifyForgotPasswordOtp',
  'resetPassword',
  // Not a sign-in call, but the same per-address guard: the public enquiry form is a spam target.
  'enquiry',
  // The Contact Us form and the event registration forms: the same per-address guard; a registration mails a
  // confirmation, so it is limited per e-mail too.
  'contactUs',
  'eventRegistration',
  // Blog comments, posted by visitors without an account: the same per-address guard against spam.
  'blogComment',
  // The public application form of a training program.
  'trainingApplication',
  // Certificate lookups on the public /certificate page: numbers must not be guessable by trying many.
  'certificateVerify',
  // The shell's client reports (counts per remote build): a tab flushes at most every 10 s.
  'clientReport',
] as const;
export type AuthRateLimitPolicyName = (typeof AUTH_RATE_LIMIT_POLICIES)[number];

export type DatabaseConfig =
  | {
      kind: 'pglite';
      /** null keeps the database in memory (tests). */
      dataDir: string | null;
      /**
       * A PGlite data-directory dump (`dumpDataDir()`) to start a new database from, which skips the
       * several seconds initdb takes; tests share one migrated dump instead of each running initdb.
       */
      initialDump?: string;
    }
  | { kind: 'postgres'; url: string };

/** Where uploaded files go: DATA_DIR/files by default, an S3 bucket when S3_BUCKET is set. */
export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | null;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
      publicBaseUrl: string | null;
    };

export interface MediaConfig {
  /** Size of every part of a chunked upload but the last (S3's minimum part size is 5 MiB). */
  chunkSizeBytes: number;
  /** The largest lecture video, checked as its parts arrive. */
  videoMaxBytes: number;
  /** An upload session without a part or call for this long is abandoned and cleaned up. */
  abandonAfterMs: number;
  /** Lifetime of a presigned lecture-video URL. */
  readUrlTtlSeconds: number;
  cleanupIntervalMs: number;
  /** Lifetime of the signed HLS playlist and segment URLs; the player asks for new ones when they lapse. */
  playbackUrlTtlSeconds: number;
}

/** The HLS transcoding worker (video-transcoding module). */
export interface TranscodeConfig {
  /** Jobs this process runs at once; 0 runs none in the background (another process does). */
  concurrency: number;
  /** The ffmpeg binary; null picks /usr/bin/ffmpeg when present, else the one npm installed. */
  ffmpegPath: string | null;
  pollIntervalMs: number;
  /** How long a claimed job stays with its worker without a sign of life before another may take it. */
  leaseMs: number;
  /** Tries before a job is marked failed; between them the wait doubles from retryBaseMs. */
  maxAttempts: number;
  retryBaseMs: number;
}

/**
 * Razorpay when both keys are set; otherwise the sandbox provider, which speaks the same protocol offline.
 * A null webhook secret means: Razorpay's webhook is refused (503), the sandbox derives its own.
 */
export type PaymentsConfig =
  | { provider: 'sandbox'; webhookSecret: string | null }
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string | null };

/**
 * The WhatsApp Business Cloud API at WHATSAPP_API_URL when set; otherwise the sandbox the server starts beside
 * itself, which speaks the same API offline. Either way the account is connected by staff (POST /whatsapp/login)
 * or, when the three WHATSAPP_ credentials are set, at start.
 */
export interface WhatsAppConfig {
  mode: 'sandbox' | 'cloud';
  /** The Graph API's base URL; null in sandbox mode (the sandbox's own address, known once it listens). */
  apiUrl: string | null;
  apiVersion: string;
  /** Connects the account at start (all three or none). */
  credentials: { accessToken: string; phoneNumberId: string; businessAccountId: string } | null;
  /** Signs the webhook deliveries; null: the real API's webhook is refused (503), the sandbox derives its own. */
  appSecret: string | null;
  /** The GET handshake's hub.verify_token; null: derived in sandbox mode, refused with the real API. */
  verifyToken: string | null;
  /** The account's throughput: the sender never goes faster. */
  messagesPerSecond: number;
  /** Sends of one message before it is failed (throttling and transient errors are retried with backoff). */
  maxAttempts: number;
  /** How long a sender holds a message it is sending; a row still held after that is failed, never resent. */
  leaseMs: number;
  /** How often the sender looks for due messages when not kicked. */
  pollIntervalMs: number;
  /** How long an API call may take to answer before it is given up (a send given up is failed, not resent). */
  callTimeoutMs: number;
  /** The sandbox's pace: a template's review, and each step of a message (sent, delivered, read). */
  sandbox: { reviewDelayMs: number; statusStepMs: number };
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  /** Whether the site is served over https: decides the Secure cookie flag, HSTS and CSP upgrades. */
  secureCookies: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  admin: { name: string; email: string; password: string | null };
  jwtSecret: string | null;
  demoData: boolean;
  /** REMOTE_<NAME>_URL: a remote's remoteEntry.js elsewhere, by remote name */
  remoteUrls: Record<RemoteName, string>;
  corsOrigins: string[];
  trustProxy: boolean | string;
  shellDistDir: string;
  remotesDistDir: string;
  /**
   * REMOTES_PUBLIC_URL: the release store is the S3 bucket (its `remotes/` prefix) and browsers load the builds
   * from here, e.g. https://cdn.skillhub.example/remotes; unset, the store is REMOTES_DIST_DIR, served by this server.
   */
  remotesPublicUrl: string | null;
  /** How long the owning remote may take to render a public page on the server before the plain app is sent. */
  serverRenderTimeoutMs: number;
  /**
   * SERVER_RENDER_WARM_UP: render the public pages ahead of visitors, at start and when a build that draws them
   * changes (modules/seo/page-warmer.ts); off in tests, which load the builds they test.
   */
  serverRenderWarmUp: boolean;
  /**
   * A canary whose error rate (errors and failed files per area shown) exceeds the current build's by more than
   * this many percentage points is rolled back automatically (modules/web-app/canary-health.ts).
   */
  canaryRollbackMarginPercent: number;
  logLevel: string;
  bodyLimitBytes: number;
  /**
   * argon2id's cost for new password hashes: PRODUCTION_PASSWORD_HASH_COST, which no setting changes. Only the API
   * tests' app lowers it (test/support/test-app.ts); a stored hash names its own cost, so checks follow it.
   */
  passwordHashCost: PasswordHashCost;
  tokens: { accessTtlSeconds: number; refreshTtlMs: number; superAdminRefreshTtlMs: number };
  otp: { ttlMs: number; maxAttempts: number; resendCooldownMs: number };
  passwordReset: { linkTtlMs: number; inviteTtlMs: number };
  /** How long the link mailed to a new e-mail address confirms the change. */
  emailChange: { linkTtlMs: number };
  rateLimits: { global: WindowLimit } & Record<AuthRateLimitPolicyName, AuthRateLimitPolicy>;
  /** Redis for the rate limits every process shares; null: they live in PostgreSQL (see rate-limit-store.ts). */
  redisUrl: string | null;
  loginProtection: LoginProtectionConfig;
  leadForms: LeadFormsConfig;
  outbox: { pollIntervalMs: number; leaseMs: number; maxAttempts: number; batchSize: number };
  housekeepingIntervalMs: number;
  /**
   * BLOG_PUBLISH_INTERVAL_MS: how often the job looks for scheduled blog posts whose time has come (one process at
   * a time runs it), so how late after its time a post may go live.
   */
  blogPublishIntervalMs: number;
  storage: StorageConfig;
  media: MediaConfig;
  transcode: TranscodeConfig;
  payments: PaymentsConfig;
  whatsapp: WhatsAppConfig;
  /** Prometheus metrics at /metrics, answered only to this bearer token; null: no /metrics at all. */
  metrics: { token: string } | null;
  /** The public pages' WhatsApp chat button (shown unless staff set a vendor widget in Settings). */
  liveChat: { whatsAppNumber: string };
  /**
   * After SIGTERM, how long the readiness check answers 503 while requests are still served, so that load
   * balancers stop sending new ones before the listener closes.
   */
  shutdownDrainMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function readUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  try {
    return new URL(raw).toString();
  } catch {
    throw new ConfigError(`${name} must be a full URL, got "${raw}"`);
  }
}

function readRedisUrl(env: Env): string | null {
  const url = readUrl(env, 'REDIS_URL');
  if (url && !/^rediss?:$/.test(new URL(url).protocol)) {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${env.REDIS_URL}"`);
  }
  return url;
}

function readTrustProxy(env: Env): boolean | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  if (['true', 'false'].includes(raw.toLowerCase())) return raw.toLowerCase() === 'true';
  // A list of addresses or CIDR ranges of the proxies in front of the server.
  return raw;
}

function readStorage(env: Env, dataDir: string): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local', root: resolve(dataDir, 'files') };
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: readUrl(env, 'S3_ENDPOINT')?.replace(/\/+$/, '') ?? null,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', false),
    publicBaseUrl: readUrl(env, 'S3_PUBLIC_URL')?.replace(/\/+$/, '') ?? null,
  };
}

function readPayments(env: Env): PaymentsConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim() || null;
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || null;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || null;
  // One key alone would silently fall back to the sandbox, taking no real money while looking configured.
  if ((keyId === null) !== (keySecret === null)) {
    throw new ConfigError('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (or neither, for the sandbox)');
  }
  if (keyId !== null && keySecret !== null) return { provider: 'razorpay', keyId, keySecret, webhookSecret };
  return { provider: 'sandbox', webhookSecret };
}

function readWhatsApp(env: Env): WhatsAppConfig {
  const apiUrl = readUrl(env, 'WHATSAPP_API_URL')?.replace(/\/+$/, '') ?? null;
  const accessToken = env.WHATSAPP_ACCESS_TOKEN?.trim() || null;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim() || null;
  const businessAccountId = env.WHATSAPP_BUSINESS_ACCOUNT_ID?.trim() || null;
  const given = [accessToken, phoneNumberId, businessAccountId].filter((v) => v !== null).length;
  if (given !== 0 && given !== 3) {
    throw new ConfigError(
      'WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_BUSINESS_ACCOUNT_ID must be set together (or none)',
    );
  }
  const apiVersion = env.WHATSAPP_API_VERSION?.trim() || 'v21.0';
  if (!/^v\d+\.\d+$/.test(apiVersion)) {
    throw new ConfigError(`WHATSAPP_API_VERSION must look like v21.0, got "${apiVersion}"`);
  }
  return {
    mode: apiUrl ? 'cloud' : 'sandbox',
    apiUrl,
    apiVersion,
    credentials:
      accessToken && phoneNumberId && businessAccountId ? { accessToken, phoneNumberId, businessAccountId } : null,
    appSecret: env.WHATSAPP_APP_SECRET?.trim() || null,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN?.trim() || null,
    messagesPerSecond: readInt(env, 'WHATSAPP_MESSAGES_PER_SECOND', 80, 1, 1000),
    maxAttempts: 6,
    leaseMs: 60_000,
    pollIntervalMs: 2000,
    callTimeoutMs: 15_000,
    sandbox: { reviewDelayMs: 5000, statusStepMs: 1500 },
  };
}

/** LIVE_CHAT_WHATSAPP_NUMBER as wa.me takes it (spaces, dashes and a leading + dropped); the company phone by default. */
function readLiveChatWhatsApp(env: Env): string {
  const raw = env.LIVE_CHAT_WHATSAPP_NUMBER?.trim();
  if (!raw) return COMPANY_WHATSAPP_NUMBER;
  const digits = raw.replace(/^\+/, '').replace(/[\s-]/g, '');
  if (!WHATSAPP_NUMBER_PATTERN.test(digits)) {
    throw new ConfigError(
      `LIVE_CHAT_WHATSAPP_NUMBER must be 10-15 digits with the country code (e.g. 919876543210), got "${raw}"`,
    );
  }
  return digits;
}

/** Metrics describe traffic and internals, so they are never served without a token. */
function readMetrics(env: Env): AppConfig['metrics'] {
  if (!readBoolean(env, 'METRICS_ENABLED', false)) return null;
  const token = env.METRICS_TOKEN?.trim() ?? '';
  if (token.length < 32) {
    throw new ConfigError('METRICS_ENABLED needs METRICS_TOKEN, a bearer token of at least 32 characters');
  }
  return { token };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = readInt(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const publicUrl = (readUrl(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const adminEmail = emailField.safeParse(env.ADMIN_EMAIL?.trim() || 'admin@skillhub.local');
  if (!adminEmail.success) {
    throw new ConfigError(`ADMIN_EMAIL is not a valid e-mail address: ${adminEmail.error.issues[0]?.message}`);
  }
  const adminPasswordRaw = env.ADMIN_PASSWORD || null;
  if (adminPasswordRaw !== null) {
    // The login form applies the same rules, so a weaker password could never be used to sign in.
    const check = passwordField.safeParse(adminPasswordRaw);
    if (!check.success) throw new ConfigError(`ADMIN_PASSWORD is too weak: ${check.error.issues[0]?.message}`);
  }

  const jwtSecret = env.JWT_SECRET || null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }

  // Any remote, not a fixed list: a remote added to the repository needs no change here.
  const remoteUrls: Record<RemoteName, string> = {};
  for (const key of Object.keys(env)) {
    const name = /^REMOTE_([A-Z][A-Z0-9]*)_URL$/.exec(key)?.[1]?.toLowerCase();
    const url = name ? readUrl(env, key) : null;
    if (name && url) remoteUrls[name] = url;
  }

  const remotesPublicUrl = readUrl(env, 'REMOTES_PUBLIC_URL')?.replace(/\/+$/, '') ?? null;
  if (remotesPublicUrl && !env.S3_BUCKET?.trim()) {
    throw new ConfigError('REMOTES_PUBLIC_URL needs S3_BUCKET: the remotes are released into that bucket');
  }

  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pgdata') },
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Skillhub <no-reply@skillhub.local>',
    admin: { name: env.ADMIN_NAME?.trim() || 'Super Admin', email: adminEmail.data, password: adminPasswordRaw },
    jwtSecret,
    demoData: readBoolean(env, 'DEMO_DATA', databaseUrl === null),
    remoteUrls,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: readTrustProxy(env),
    shellDistDir: resolve(env.SHELL_DIST_DIR?.trim() || resolve(serverDir, '../shell/dist')),
    remotesDistDir: resolve(env.REMOTES_DIST_DIR?.trim() || resolve(serverDir, '../remotes')),
    remotesPublicUrl,
    serverRenderTimeoutMs: readInt(env, 'SERVER_RENDER_TIMEOUT_MS', 1500, 50, 60_000),
    serverRenderWarmUp: readBoolean(env, 'SERVER_RENDER_WARM_UP', true),
    canaryRollbackMarginPercent: readInt(env, 'CANARY_ROLLBACK_MARGIN_PERCENT', 5, 1, 100),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    bodyLimitBytes: 1024 * 1024,
    passwordHashCost: PRODUCTION_PASSWORD_HASH_COST,
    tokens: { accessTtlSeconds: 15 * 60, refreshTtlMs: 30 * DAY, superAdminRefreshTtlMs: DAY },
    otp: { ttlMs: 10 * MINUTE, maxAttempts: 5, resendCooldownMs: MINUTE },
    passwordReset: { linkTtlMs: HOUR, inviteTtlMs: 72 * HOUR },
    emailChange: { linkTtlMs: DAY },
    rateLimits: {
      global: { max: readInt(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000_000), windowMs: MINUTE },
      // Per account, a login is limited by loginProtection, which slows a guesser without refusing the owner. The
      // per-address limit is set higher where many people sign in from one address (an office behind one NAT).
      login: { perIp: { max: readInt(env, 'LOGIN_RATE_LIMIT_PER_IP', 30, 1, 1_000_000), windowMs: 15 * MINUTE } },
      sendSignupOtp: { perIp: { max: 10, windowMs: HOUR }, perAccount: { max: 5, windowMs: HOUR } },
      verifySignupOtp: { perIp: { max: 30, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
      sendPasswordResetLink: { perIp: { max: 10, windowMs: HOUR }, perAccount: { max: 5, windowMs: HOUR } },
      verifyForgotPasswordOtp: {
        perIp: { max: 30, windowMs: 15 * MINUTE },
        perAccount: { max: 10, windowMs: 15 * MINUTE },
      },
      resetPassword: { perIp: { max: 30, windowMs: 15 * MINUTE } },
      enquiry: { perIp: { max: 20, windowMs: HOUR } },
      contactUs: { perIp: { max: 20, windowMs: HOUR } },
      eventRegistration: { perIp: { max: 20, windowMs: HOUR }, perAccount: { max: 5, windowMs: HOUR } },
      blogComment: { perIp: { max: 10, windowMs: 15 * MINUTE } },
      trainingApplication: { perIp: { max: 10, windowMs: HOUR } },
      certificateVerify: { perIp: { max: 60, windowMs: 15 * MINUTE } },
      // Many tabs share one address behind a carrier's NAT; a report refused costs nothing but its counts.
      clientReport: { perIp: { max: 120, windowMs: 10 * MINUTE } },
    },
    redisUrl: readRedisUrl(env),
    loginProtection: {
      perAccountAddress: { max: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE, maxBlockMs: DAY },
      perAccount: { max: 10, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE, maxBlockMs: DAY },
      knownDeviceTtlMs: 365 * DAY,
    },
    leadForms: {
      perMinute: readInt(env, 'LEAD_FORMS_PER_MINUTE', 20, 1, 1_000_000),
      perHour: readInt(env, 'LEAD_FORMS_PER_HOUR', 200, 1, 1_000_000),
      alertWindowMs: HOUR,
      // 14 bits is about 16,000 hashes (well under a second in a browser); 20 bits, 64 times that.
      proof: { minBits: 14, maxBits: 20, ttlMs: 5 * MINUTE },
      perAccount: { max: 30, windowMs: HOUR },
    },
    outbox: { pollIntervalMs: 5000, leaseMs: 5 * MINUTE, maxAttempts: 8, batchSize: 10 },
    housekeepingIntervalMs: 10 * MINUTE,
    blogPublishIntervalMs: readInt(env, 'BLOG_PUBLISH_INTERVAL_MS', 15_000, 1000, HOUR),
    storage: readStorage(env, dataDir),
    media: {
      chunkSizeBytes: UPLOAD_CHUNK_SIZE,
      videoMaxBytes: VIDEO_MAX_BYTES,
      abandonAfterMs: DAY,
      readUrlTtlSeconds: 10 * 60,
      cleanupIntervalMs: HOUR,
      playbackUrlTtlSeconds: readInt(env, 'PLAYBACK_URL_TTL_SECONDS', 300, 30, 3600),
    },
    transcode: {
      concurrency: readInt(env, 'TRANSCODE_CONCURRENCY', 1, 0, 16),
      ffmpegPath: env.FFMPEG_PATH?.trim() || null,
      pollIntervalMs: 30_000,
      leaseMs: 2 * MINUTE,
      maxAttempts: 4,
      retryBaseMs: MINUTE,
    },
    payments: readPayments(env),
    whatsapp: readWhatsApp(env),
    metrics: readMetrics(env),
    liveChat: { whatsAppNumber: readLiveChatWhatsApp(env) },
    shutdownDrainMs: readInt(env, 'SHUTDOWN_DRAIN_SECONDS', 0, 0, 300) * 1000,
  };
}
