import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id } from './columns.ts';
import { users } from './users-and-roles.ts';

/** Secrets issued to an account or a signup: all stored hashed, most single use. */

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
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    // A family's live token: every authenticated request checks its session still has one, and a replay
    // revokes it. Used tokens stay in the table (for replay detection) but not in this index.
    index('refresh_tokens_live_family_idx').on(t.familyId).where(sql`${t.revokedAt} is null`),
  ],
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

/**
 * One-time sign-in codes, mailed when an account is under a guessing attack and its password arrives from a
 * browser that has not signed in to it before. Single use, stored hashed, a few attempts.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_user_id_idx').on(t.userId)],
);

/**
 * An e-mail change waiting to be confirmed from the new address: the account's e-mail (and so where reset links
 * go) changes only when the mailed link is opened. Single use, stored hashed. A change asked by staff who are
 * not super admins first waits for the owner's approval from a link mailed to the current address: until then
 * there is no confirmation token at all (`tokenHash` is null), so the new address cannot be confirmed.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: citext('new_email').notNull(),
    /** The confirmation link's token, mailed to the new address; null while the owner's approval is awaited. */
    tokenHash: text('token_hash').unique(),
    /** The approve (and cancel) link's token, mailed to the current address; null when no approval is needed. */
    approvalTokenHash: text('approval_token_hash').unique(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Who asked: the user themselves or a member of staff, named in the mails. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_requests_user_id_idx').on(t.userId)],
);
