import { z } from 'zod';
import { timestampsSchema } from './common.ts';
import { multiLine, singleLine } from './fields.ts';

/** Course announcements: plain text (rendered as text, never as HTML). */
export const announcementBodySchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must not exceed 200 characters'),
  message: z
    .string({ error: 'Message is required' })
    .check(multiLine)
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must not exceed 5000 characters'),
});
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;

export const announcementSchema = z
  .object({
    _id: z.string(),
    courseId: z.string(),
    title: z.string(),
    message: z.string(),
    createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  })
  .extend(timestampsSchema.shape);
export type Announcement = z.infer<typeof announcementSchema>;
