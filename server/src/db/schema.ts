import { CONTENT_STATUSES } from '@skillhub/shared/constants';
import type { Permissions } from '@skillhub/shared/permissions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The whole database in one file: drizzle-kit generates the migrations in ../../drizzle from it.
 * Case-insensitive uniqueness (role names, e-mails, category names) is done with citext so that
 * "Data Science" and "data science" collide in the database itself, not only in application code.
 */

const citext = customType<{ data: string }>({
  dataType() {
    return 'citext';
  },
});

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const roles = pgTable('roles', {
  id: id(),
  name: citext('name').notNull().unique(),
  description: text('description'),
  permissions: jsonb('permissions').$type<Permissions>().notNull().default([]),
  /** SUPER_ADMIN and USER: seeded, never deleted. */
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: citext('email').notNull().unique(),
    /** Null for staff invited through user/add until they set a password with the mailed link. */
    passwordHash: text('password_hash'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    profilePic: text('profile_pic'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Carried in every access token and bumped by logout, password change or reset and deactivation, so
     * that access tokens issued before stop working at once instead of living out their 15 minutes.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_role_id_idx').on(t.roleId),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // Trigram indexes serve the user list's substring search (ILIKE '%term%').
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`(${t.email}::text) gin_trgm_ops`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued from one login shares a family; replaying a used token revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** Issued in a browser-session cookie (super admins), as opposed to a 30-day cookie. */
    sessionOnly: boolean('session_only').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_id_idx').on(t.userId), index('refresh_tokens_family_id_idx').on(t.familyId)],
);

/** A signup waiting for its e-mail to be confirmed; the account is created only when the OTP checks out. */
export const signupOtps = pgTable(
  'signup_otps',
  {
    id: id(),
    email: citext('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('signup_otps_email_idx').on(t.email)],
);

export const RESET_TOKEN_PURPOSES = ['reset', 'invite', 'otp-exchange'] as const;

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The 6-digit code mailed with a reset link, exchangeable for a fresh token. */
    otpHash: text('otp_hash'),
    purpose: text('purpose', { enum: RESET_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Side effects (mail today) written in the same transaction as the change that causes them and
 * delivered by the outbox worker, so a rolled-back change never mails and a crash never loses a mail.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lease of the worker that claimed the row; an expired lease makes the row claimable again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the transport answered (message id, or the built message when no SMTP server is configured). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`)],
);

/** Fixed-window counters shared by every API process (rate limits, resend cooldowns). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

/** Values generated once and shared by every process, such as the JWT secret when JWT_SECRET is unset. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: citext('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    /** true means inactive (the spec's name for it). */
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_is_deleted_name_idx').on(t.isDeleted, t.name)],
);

export const contentStatus = pgEnum('content_status', CONTENT_STATUSES);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    status: contentStatus('status').notNull().default('DRAFT'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_category_id_idx').on(t.categoryId),
    index('courses_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export type RoleRow = typeof roles.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
