import { z } from 'zod';
import { QUESTION_MAX, QUESTION_MIN, REPLY_MAX } from '../constants.ts';
import { booleanQuery, timestampsSchema, uuidSchema } from './common.ts';
import { multiLine } from './fields.ts';
import { pagingShape, withPage } from './paging.ts';

/** Course Q&A: learners of a course ask, staff with Courses permissions (and fellow learners) reply. */

export const questionBodySchema = z.object({
  question: z
    .string({ error: 'Question is required' })
    .check(multiLine)
    .trim()
    .min(QUESTION_MIN, `Question must be at least ${QUESTION_MIN} characters`)
    .max(QUESTION_MAX, `Question must not exceed ${QUESTION_MAX} characters`),
  /** The lecture the question is about, when asked from the player. */
  sectionId: uuidSchema.optional(),
  subSectionId: uuidSchema.optional(),
});
export type QuestionBody = z.infer<typeof questionBodySchema>;

/** POST /course/qna?courseId. */
export const questionQuerySchema = z.object({ courseId: uuidSchema });

export const replyBodySchema = z.object({
  reply: z
    .string({ error: 'Reply is required' })
    .check(multiLine)
    .trim()
    .min(1, 'Reply is required')
    .max(REPLY_MAX, `Reply must not exceed ${REPLY_MAX} characters`),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;

export const QNA_SORTS = ['latest', 'oldest'] as const;
/**
 * GET /qna. A learner must name a course they are enrolled in; staff with Courses read may leave it out
 * and filter by `answered` (false: questions no staff member has replied to yet).
 */
export const listQnaQuerySchema = z
  .object({
    ...pagingShape(),
    courseId: uuidSchema.optional(),
    subSectionId: uuidSchema.optional(),
    answered: booleanQuery.optional(),
    /** true: only the caller's own questions. */
    mine: booleanQuery.optional(),
    sort: z.enum(QNA_SORTS, { error: 'Invalid sort' }).default('latest'),
  })
  .transform(withPage);
export type ListQnaQuery = z.output<typeof listQnaQuerySchema>;

const personSchema = z.object({ _id: z.string(), name: z.string() });

export const qnaReplySchema = z
  .object({ _id: z.string(), reply: z.string(), author: personSchema.nullable(), isStaff: z.boolean() })
  .extend(timestampsSchema.shape);
export type QnaReply = z.infer<typeof qnaReplySchema>;

export const qnaSchema = z
  .object({
    _id: z.string(),
    course: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
    sectionId: z.string().nullable(),
    subSectionId: z.string().nullable(),
    lectureTitle: z.string().nullable(),
    question: z.string(),
    askedBy: personSchema.nullable(),
    /** Oldest first. */
    replies: z.array(qnaReplySchema),
    /** A staff member has replied. */
    answered: z.boolean(),
  })
  .extend(timestampsSchema.shape);
export type Qna = z.infer<typeof qnaSchema>;
