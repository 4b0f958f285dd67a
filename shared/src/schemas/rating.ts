import { z } from 'zod';
import { RATING_MAX, RATING_MIN, RATINGS_LIMIT, REVIEW_MAX } from '../constants.ts';
import { paginationSchema, timestampsSchema } from './common.ts';
import { emptyToUndefined, multiLine } from './fields.ts';
import { pagingShape, withPage } from './paging.ts';

/** Course ratings: one per enrolled learner, editable; the course keeps the average for the catalogue. */

export const ratingBodySchema = z.object({
  rating: z
    .number({ error: 'Rating is required' })
    .int('Rating must be a whole number of stars')
    .min(RATING_MIN, `Rating must be between ${RATING_MIN} and ${RATING_MAX}`)
    .max(RATING_MAX, `Rating must be between ${RATING_MIN} and ${RATING_MAX}`),
  review: z.preprocess(
    emptyToUndefined,
    z.string().check(multiLine).trim().max(REVIEW_MAX, `Review must not exceed ${REVIEW_MAX} characters`).optional(),
  ),
});
export type RatingBody = z.infer<typeof ratingBodySchema>;
export type RatingBodyInput = z.input<typeof ratingBodySchema>;

export const RATING_SORTS = ['latest', 'oldest', 'highest', 'lowest'] as const;
/** GET /course/ratings/{courseId}: `pageNo` (or `page`), limit 10 by default, sort. */
export const listRatingsQuerySchema = z
  .object({
    ...pagingShape(),
    limit: pagingShape().limit.default(RATINGS_LIMIT),
    sort: z.enum(RATING_SORTS, { error: 'Invalid sort' }).default('latest'),
  })
  .transform(withPage);
export type ListRatingsQuery = z.output<typeof listRatingsQuerySchema>;

export const ratingSchema = z
  .object({
    _id: z.string(),
    courseId: z.string(),
    rating: z.number().int(),
    review: z.string().nullable(),
    user: z.object({ _id: z.string(), name: z.string(), profilePic: z.string().nullable() }),
  })
  .extend(timestampsSchema.shape);
export type Rating = z.infer<typeof ratingSchema>;

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many ratings gave each number of stars, keys '1'..'5'. */
  distribution: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The list answer carries the course's summary beside the page. */
export const ratingsListBodySchema = z.object({
  success: z.literal(true),
  data: z.array(ratingSchema),
  pagination: paginationSchema,
  summary: ratingSummarySchema,
});
export type RatingsListBody = z.infer<typeof ratingsListBodySchema>;
