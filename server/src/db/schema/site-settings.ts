import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users-and-roles.ts';

/**
 * Settings staff change on the Settings page (the live-chat widget's address, ...), one row per key. Apart from
 * app_settings, which holds values the server generates for itself (the JWT secret) and never serves.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
