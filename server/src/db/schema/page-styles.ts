import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The style sheets of server-rendered pages, by the hash of their text: a page links its sheet by that hash
 * (immutable, kept by browsers across pages and visits) rather than carrying it inline, and any API process
 * answers for a sheet another one rendered. `rendered_at` is the last render that used it; a sheet no render used
 * for PAGE_STYLES_KEPT_DAYS is dropped (modules/seo/page-styles.ts).
 */
export const pageStyles = pgTable(
  'page_styles',
  {
    hash: text('hash').primaryKey(),
    css: text('css').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_styles_rendered_at_idx').on(table.renderedAt)],
);
