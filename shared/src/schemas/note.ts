import { z } from 'zod';
import { NOTE_MAX } from '../constants.ts';
import { timestampsSchema, uuidSchema } from './common.ts';
import { multiLine } from './fields.ts';
import { pagingShape, withPage } from './paging.ts';

/** The learner's own notes, each pinned to a lecture and the video time it was taken at. */
export const noteBodySchema = z.object({
  content: z
    .string({ error: 'Note is required' })
    .check(multiLine)
    .trim()
    .min(1, 'Note is required')
    .max(NOTE_MAX, `Note must not exceed ${NOTE_MAX} characters`),
  videoTimeSeconds: z
    .number({ error: 'videoTimeSeconds must be a number' })
    .min(0, 'videoTimeSeconds must not be negative')
    .max(86_400, 'videoTimeSeconds is too large')
    .default(0),
});
export type NoteBody = z.infer<typeof noteBodySchema>;
export type NoteBodyInput = z.input<typeof noteBodySchema>;

/** PUT /course/notes/{noteId}: the text only; the lecture and time stay. */
export const noteUpdateBodySchema = noteBodySchema.pick({ content: true });
export type NoteUpdateBody = z.infer<typeof noteUpdateBodySchema>;

/** POST /course/notes?courseId&sectionId&subSectionId. */
export const noteTargetQuerySchema = z.object({
  courseId: uuidSchema,
  sectionId: uuidSchema,
  subSectionId: uuidSchema,
});
export type NoteTargetQuery = z.infer<typeof noteTargetQuerySchema>;

export const NOTE_SORTS = ['latest', 'oldest', 'video_time'] as const;
/** GET /course/notes/my. */
export const listNotesQuerySchema = z
  .object({
    ...pagingShape(),
    courseId: uuidSchema.optional(),
    sectionId: uuidSchema.optional(),
    subSectionId: uuidSchema.optional(),
    sort: z.enum(NOTE_SORTS, { error: 'Invalid sort' }).default('latest'),
  })
  .transform(withPage);
export type ListNotesQuery = z.output<typeof listNotesQuerySchema>;

export const noteSchema = z
  .object({
    _id: z.string(),
    courseId: z.string(),
    sectionId: z.string(),
    subSectionId: z.string(),
    lectureTitle: z.string(),
    /** The lecture was removed from the course by staff; the note stays with its owner. */
    lectureRemoved: z.boolean(),
    content: z.string(),
    videoTimeSeconds: z.number(),
  })
  .extend(timestampsSchema.shape);
export type Note = z.infer<typeof noteSchema>;
