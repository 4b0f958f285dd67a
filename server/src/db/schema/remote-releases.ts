import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The release registry: every time a remote's build was made current (released, rolled back to, or adopted from
 * a build folder), who did it and until when it stayed current. The row with no `replaced_at` is the remote's
 * current build; the partial unique index keeps it to one even when two operators release at once.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    build: text('build').notNull(),
    /** release | rollback */
    action: text('action').notNull(),
    releasedBy: text('released_by').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /** When another build took its place: the build stays in the store at least 7 days after. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('remote_releases_current_idx').on(table.remote).where(sql`${table.replacedAt} IS NULL`),
    index('remote_releases_remote_idx').on(table.remote, table.id),
  ],
);

/**
 * A remote's open canary: its build is served to `share_percent` of devices (each device always the same build,
 * by a hash of the device and the build) until it is promoted (made the current release) or rolled back (closed).
 * At most one per remote.
 */
export const remoteCanaries = pgTable(
  'remote_canaries',
  {
    remote: text('remote').primaryKey(),
    build: text('build').notNull(),
    sharePercent: integer('share_percent').notNull(),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('remote_canaries_share_check', sql`${table.sharePercent} BETWEEN 1 AND 99`)],
);

/**
 * What browsers reported of each remote build they ran (the shell's client reports): how many times an area of it
 * was shown, how many errors its code threw and how many of its files could not be fetched. A canary's error rate
 * is compared with the current build's (modules/web-app/canary-health.ts). Opening a canary of a build starts its
 * counts afresh.
 */
export const remoteBuildHealth = pgTable(
  'remote_build_health',
  {
    remote: text('remote').notNull(),
    build: text('build').notNull(),
    loads: integer('loads').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    chunkFailures: integer('chunk_failures').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.build] })],
);
