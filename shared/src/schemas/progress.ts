import { z } from 'zod';

/** PUT /course/progress/{courseId}/{sectionId}/{subSectionId}: where playback is, and (optionally) done. */
export const lectureProgressBodySchema = z.object({
  positionSeconds: z
    .number({ error: 'positionSeconds must be a number' })
    .min(0, 'positionSeconds must not be negative')
    .max(86_400, 'positionSeconds is too large'),
  /** true marks the lecture complete, false un-marks it; absent leaves it as it is. */
  completed: z.boolean({ error: 'completed must be true or false' }).optional(),
});
export type LectureProgressBody = z.infer<typeof lectureProgressBodySchema>;

export const lectureProgressSchema = z.object({
  lectureId: z.string(),
  positionSeconds: z.number(),
  completed: z.boolean(),
  updatedAt: z.string(),
});
export type LectureProgress = z.infer<typeof lectureProgressSchema>;

/** GET /course/progress/{courseId} (and the answer of the PUT). */
export const courseProgressSchema = z.object({
  courseId: z.string(),
  percent: z.number().int().min(0).max(100),
  completedLectures: z.number().int(),
  totalLectures: z.number().int(),
  lastLectureId: z.string().nullable(),
  lectures: z.array(lectureProgressSchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;
