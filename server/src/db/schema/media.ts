import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users-and-roles.ts';

/**
 * An open chunked upload of one lecture's video. `lecture_id` has no foreign key on purpose: a lecture
 * deleted mid-upload must leave the row for the cleanup job, which still needs it to abort the stored parts.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: id(),
    courseId: uuid('course_id').notNull(),
    sectionId: uuid('section_id').notNull(),
    lectureId: uuid('lecture_id').notNull(),
    fileKey: text('file_key').notNull().unique(),
    /** The storage's own multipart id (S3's UploadId, a directory name on local disk). */
    storageUploadId: text('storage_upload_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Both 0 while the client has declared no size; complete-upload sets them from the parts received. */
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    chunkSize: integer('chunk_size').notNull(),
    totalParts: integer('total_parts').notNull(),
    /** Set from the first part's bytes; null until part 1 arrives. */
    mimeType: text('mime_type'),
    /**
     * Set when a complete call starts joining the parts. Whether it still runs is told by the advisory lock
     * the call holds (gone with a process that died), so a completion left by a crash is retried at once.
     */
    completingSince: timestamp('completing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_sessions_lecture_id_idx').on(t.lectureId),
    index('upload_sessions_last_activity_at_idx').on(t.lastActivityAt),
  ],
);

export const uploadParts = pgTable(
  'upload_parts',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.partNumber] })],
);

/**
 * Every stored file: those of POST /course/file (thumbnails, brochures, attachments) and lecture videos
 * (purpose 'lecture-video'). A video no lecture points to any more (its lecture, section or course was
 * deleted) is found here and removed from the storage by the cleanup job.
 */
export const storedFiles = pgTable('stored_files', {
  id: id(),
  fileKey: text('file_key').notNull().unique(),
  purpose: text('purpose').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  originalName: text('original_name'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export type UploadSessionRow = typeof uploadSessions.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
