import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { storedFiles } from './media.ts';

/**
 * A stored image (course thumbnail, blog image) the renditions job has looked at: its size as uploaded, and
 * whether it could be read. A row here means the job is done with the image, so a restart never redoes it; the
 * image's renditions are the image_renditions rows (none when the original is already the smallest).
 */
export const imageSources = pgTable('image_sources', {
  fileKey: text('file_key')
    .primaryKey()
    .references(() => storedFiles.fileKey, { onDelete: 'cascade' }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Why no renditions could be made (the stored bytes do not decode); null when they were. */
  failure: text('failure'),
  createdAt: createdAt(),
});

/** A resized, re-encoded copy of an image, stored beside it and served by the same public media route. */
export const imageRenditions = pgTable(
  'image_renditions',
  {
    fileKey: text('file_key').primaryKey(),
    sourceKey: text('source_key')
      .notNull()
      .references(() => imageSources.fileKey, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_renditions_source_key_idx').on(t.sourceKey)],
);

export type ImageRenditionRow = typeof imageRenditions.$inferSelect;
