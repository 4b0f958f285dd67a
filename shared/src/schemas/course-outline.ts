import { z } from 'zod';
import { CONTENT_STATUSES } from '../constants.ts';
import { lectureVideoSchema } from './course.ts';
import { courseProgressSchema } from './progress.ts';
import { learnerQuizzesSchema } from './quiz.ts';

/**
 * GET /course/outline/{courseId}: everything the course player's outline shows, in one answer: the sections
 * with their lectures, each section's release (when it opens and whether it is still locked for the caller),
 * the quizzes with the caller's standing, and the caller's progress.
 */
export const outlineSectionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** When the section opens for the caller (ISO); null when it is not scheduled (or, for staff, by days). */
  opensAt: z.string().nullable(),
  /** Its lectures and quizzes are refused (403) until opensAt. Never for staff with Courses read. */
  locked: z.boolean(),
  subSections: z.array(z.object({ _id: z.string(), title: z.string(), video: lectureVideoSchema.nullable() })),
});
export type OutlineSection = z.infer<typeof outlineSectionSchema>;

export const courseOutlineSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  courseStatus: z.enum(CONTENT_STATUSES),
  sections: z.array(outlineSectionSchema),
  quizzes: learnerQuizzesSchema,
  progress: courseProgressSchema,
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;
