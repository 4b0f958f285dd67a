import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { storedFiles } from './media.ts';

export const TRANSCODE_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;

/** One finished HLS rendition of a lecture video, as the master playlist lists it. */
export interface FinishedRendition {
  name: string;
  width: number;
  height: number;
  /** Peak bits per second of video and audio together (the playlist's BANDWIDTH). */
  bandwidth: number;
  codecs: string;
}

/**
 * The HLS transcoding job of one lecture video, and what it produced. A row is the queue entry too: workers in
 * any process claim due rows with SKIP LOCKED and a lease, so a worker that dies leaves its row to another,
 * which starts after the renditions already listed in `renditions`. The row (and with it the renditions' record)
 * goes with the video's stored_files row; the files under the job's storage prefix are removed by whoever
 * deletes the video.
 */
export const videoTranscodes = pgTable(
  'video_transcodes',
  {
    id: id(),
    sourceKey: text('source_key')
      .notNull()
      .unique()
      .references(() => storedFiles.fileKey, { onDelete: 'cascade' }),
    status: text('status', { enum: TRANSCODE_STATUSES }).notNull().default('queued'),
    /** Rendition names to make, smallest first; set when the source is first read. */
    planned: jsonb('planned').$type<string[]>().notNull().default([]),
    renditions: jsonb('renditions').$type<FinishedRendition[]>().notNull().default([]),
    /** Storage key of the seek-bar thumbnails' WebVTT, null until made. */
    thumbnailsKey: text('thumbnails_key'),
    durationSeconds: real('duration_seconds'),
    /** 0 to 1 over the whole job, and the seconds left at the current speed, while processing. */
    progress: real('progress').notNull().default(0),
    etaSeconds: integer('eta_seconds'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lease of the worker holding the job; renewed as it progresses, claimable again once past. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('video_transcodes_due_idx').on(t.availableAt).where(sql`${t.status} in ('queued', 'processing')`)],
);

export type VideoTranscodeRow = typeof videoTranscodes.$inferSelect;
