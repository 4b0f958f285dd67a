import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, updatedAt } from './columns.ts';

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

export type CategoryRow = typeof categories.$inferSelect;
