import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { pagingShape, withPage } from './paging.ts';

/**
 * Dashboard › Courses › Learners: a course's figures (enrolled, started, completed, median progress, quiz pass
 * rates) and the learners who have not opened it for some days, each of whom staff can nudge once a day by mail
 * or an approved WhatsApp template.
 */

export const DEFAULT_INACTIVE_DAYS = 14;
export const MAX_INACTIVE_DAYS = 365;
/** One nudge per learner and course in this window, whatever the channel. */
export const NUDGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A nudge template fills, in order, the learner's name, the course's title and the link to continue. */
export const NUDGE_TEMPLATE_MAX_VARIABLES = 3;

export const NUDGE_CHANNELS = ['mail', 'whatsapp'] as const;
export type NudgeChannel = (typeof NUDGE_CHANNELS)[number];

const inactiveDaysMessage = `inactiveDays must be a whole number from 1 to ${MAX_INACTIVE_DAYS}`;

export const inactiveLearnersQuerySchema = z
  .object({
    ...pagingShape(),
    inactiveDays: z.coerce
      .number({ error: inactiveDaysMessage })
      .int(inactiveDaysMessage)
      .min(1, inactiveDaysMessage)
      .max(MAX_INACTIVE_DAYS, inactiveDaysMessage)
      .default(DEFAULT_INACTIVE_DAYS),
  })
  .transform(withPage);
export type InactiveLearnersQuery = z.output<typeof inactiveLearnersQuerySchema>;

export const quizPassRateSchema = z.object({
  quizId: z.string(),
  title: z.string(),
  /** Learners who submitted at least one attempt. */
  attempted: z.number().int(),
  passed: z.number().int(),
  /** passed / attempted in percent, one decimal; null before anyone attempted. */
  passRate: z.number().nullable(),
});
export type QuizPassRate = z.infer<typeof quizPassRateSchema>;

export const nudgeTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  language: z.string(),
  body: z.string(),
});
export type NudgeTemplate = z.infer<typeof nudgeTemplateSchema>;

export const courseLearnersSummarySchema = z.object({
  courseId: z.string(),
  title: z.string(),
  /** Learners with unexpired access. */
  enrolled: z.number().int(),
  /** Of those, learners with progress in at least one lecture. */
  started: z.number().int(),
  /** Of those, learners who completed every live lecture. */
  completed: z.number().int(),
  /** The median of the learners' progress in percent (0 for not started), one decimal; null with no learner. */
  medianProgress: z.number().nullable(),
  totalLectures: z.number().int(),
  quizzes: z.array(quizPassRateSchema),
  /** Approved templates a nudge can send: no media header, at most NUDGE_TEMPLATE_MAX_VARIABLES variables. */
  nudgeTemplates: z.array(nudgeTemplateSchema),
  whatsappConnected: z.boolean(),
});
export type CourseLearnersSummary = z.infer<typeof courseLearnersSummarySchema>;

export const lastNudgeSchema = z.object({ channel: z.enum(NUDGE_CHANNELS), at: z.string() });

export const inactiveLearnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  progressPercent: z.number().int(),
  completedLectures: z.number().int(),
  enrolledAt: z.string(),
  /** The learner's last opening of the course or progress in it; null if never. */
  lastActivityAt: z.string().nullable(),
  lastNudge: lastNudgeSchema.nullable(),
});
export type InactiveLearner = z.infer<typeof inactiveLearnerSchema>;

export const nudgeBodySchema = z.discriminatedUnion(
  'channel',
  [z.object({ channel: z.literal('mail') }), z.object({ channel: z.literal('whatsapp'), templateId: uuidSchema })],
  { error: "channel must be 'mail' or 'whatsapp'" },
);
export type NudgeBody = z.infer<typeof nudgeBodySchema>;

export const nudgeSchema = z.object({ userId: z.string(), channel: z.enum(NUDGE_CHANNELS), at: z.string() });
export type Nudge = z.infer<typeof nudgeSchema>;

export const courseLearnerParamsSchema = z.object({ courseId: uuidSchema, userId: uuidSchema });
