import type { Permissions } from '@skillhub/shared/permissions';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, updatedAt } from './columns.ts';

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

export type RoleRow = typeof roles.$inferSelect;
export type UserRow = typeof users.$inferSelect;
