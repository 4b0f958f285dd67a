import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column helpers every table uses. Case-insensitive uniqueness (role names, e-mails, category names) is done
 * with citext so that "Data Science" and "data science" collide in the database itself, not only in
 * application code.
 */

export const citext = customType<{ data: string }>({
  dataType() {
    return 'citext';
  },
});

export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
