import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { storedFiles } from './media.ts';
import { users } from './users-and-roles.ts';

export const CAPTION_LANGUAGES = ['en', 'hi'] as const;

/**
 * A WebVTT caption file of a lecture video, one per language. It belongs to the video (its stored_files row),
 * not to the lecture: a replaced or deleted video takes its captions' rows with it, and whoever deletes the
 * video removes the caption files from the storage first (captionsStorage.freeCaptionsOf).
 */
export const lectureCaptions = pgTable(
  'lecture_captions',
  {
    id: id(),
    videoKey: text('video_key')
      .notNull()
      .references(() => storedFiles.fileKey, { onDelete: 'cascade' }),
    language: text('language', { enum: CAPTION_LANGUAGES }).notNull(),
    /** Storage key of the .vtt file. */
    fileKey: text('file_key').notNull().unique(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('lecture_captions_video_language_key').on(t.videoKey, t.language)],
);

export type LectureCaptionRow = typeof lectureCaptions.$inferSelect;
