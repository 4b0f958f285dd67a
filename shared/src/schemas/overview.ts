import { z } from 'zod';
import { htmlToText } from '../html-text.ts';
import { timestampsSchema } from './common.ts';
import { multiLine } from './fields.ts';

export const OVERVIEW_MAX_CHARS = 100_000;

/** A lecture's overview: rich text (HTML from the editor), sanitised by the server before it is stored. */
export const overviewBodySchema = z.object({
  overview: z
    .string({ error: 'Overview cannot be empty' })
    .check(multiLine)
    .max(OVERVIEW_MAX_CHARS, `Overview must not exceed ${OVERVIEW_MAX_CHARS} characters`)
    .refine((html) => htmlToText(html).length > 0, 'Overview cannot be empty'),
});
export type OverviewBody = z.infer<typeof overviewBodySchema>;

export const overviewSchema = z
  .object({
    _id: z.string(),
    courseId: z.string(),
    sectionId: z.string(),
    subSectionId: z.string(),
    overview: z.string(),
    createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  })
  .extend(timestampsSchema.shape);
export type Overview = z.infer<typeof overviewSchema>;
