import {
  type ListRatingsQuery,
  listRatingsQuerySchema,
  type Rating,
  type RatingBody,
  type RatingSummary,
  type RatingsListBody,
} from '@skillhub/shared/schemas/rating';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { COURSE_NOT_FOUND, mustFindCourse } from '../courses/course-gate.ts';
import { isCourseStaff } from '../enrollments/course-access.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { type RatingWithUser, ratingsRepository as repo } from './ratings.repository.ts';

export const ONLY_ENROLLED_MESSAGE = 'Only enrolled learners can rate this course';

function toRatingDto(row: RatingWithUser): Rating {
  return {
    _id: row.id,
    courseId: row.courseId,
    rating: row.rating,
    review: row.review,
    user: { _id: row.userId, name: row.userName, profilePic: row.userProfilePic },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function summaryOf(counts: { rating: number; n: number }[]): RatingSummary {
  const distribution: RatingSummary['distribution'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of counts) {
    const key = String(rating) as keyof RatingSummary['distribution'];
    if (key in distribution) distribution[key] = n;
    total += n;
    sum += rating * n;
  }
  return { average: total === 0 ? 0 : Math.round((sum / total) * 100) / 100, count: total, distribution };
}

/**
 * Course ratings: one per enrolled learner (an expired enrolment still counts: they took the course), kept
 * editable; every write recounts the course's average and count in the same transaction.
 */
export function createRatingsService(ctx: Pick<ServiceContext, 'db'> & Pick<FastifyInstance, 'publicContent'>) {
  const { db } = ctx;

  async function listBody(courseId: string, query: ListRatingsQuery): Promise<RatingsListBody> {
    const [{ rows, total }, counts] = await Promise.all([
      repo.list(db, courseId, query),
      repo.distribution(db, courseId),
    ]);
    return {
      success: true,
      data: rows.map(toRatingDto),
      pagination: pagination(total, query.page, query.limit),
      summary: summaryOf(counts),
    };
  }

  async function mustFindOwn(courseId: string, userId: string): Promise<RatingWithUser> {
    const row = await repo.findOwn(db, courseId, userId);
    if (!row) throw notFound('Rating not found');
    return row;
  }

  return {
    async rate(
      request: FastifyRequest,
      courseId: string,
      body: RatingBody,
    ): Promise<{ rating: Rating; created: boolean }> {
      const userId = sessionUserId(request);
      await mustFindCourse(db, courseId);
      if (!(await enrollmentsRepository.find(db, userId, courseId))) throw forbidden(ONLY_ENROLLED_MESSAGE);
      // The course's average and count show on its public page and card: the commit drops the public cache.
      const { created } = await ctx.publicContent.change('ratings', async (tx) => {
        if (!(await repo.lockCourse(tx, courseId))) throw notFound(COURSE_NOT_FOUND);
        const written = await repo.upsert(tx, { courseId, userId, rating: body.rating, review: body.review ?? null });
        await repo.recount(tx, courseId);
        return written;
      });
      return { rating: toRatingDto(await mustFindOwn(courseId, userId)), created };
    },

    async own(request: FastifyRequest, courseId: string): Promise<Rating | null> {
      await mustFindCourse(db, courseId);
      const row = await repo.findOwn(db, courseId, sessionUserId(request));
      return row ? toRatingDto(row) : null;
    },

    /** Public for a published course; staff with Courses read may also look at any other. */
    async list(request: FastifyRequest, courseId: string, query: ListRatingsQuery): Promise<RatingsListBody> {
      const course = await mustFindCourse(db, courseId);
      if (course.status !== 'PUBLISHED' && !isCourseStaff(request)) throw notFound(COURSE_NOT_FOUND);
      return listBody(courseId, query);
    },

    /**
     * The reviews a visitor of a published course sees first (page 1, latest first), through the public-content
     * cache that every rating clears: the course page's HTML carries them.
     */
    firstPublicPage(courseId: string): Promise<RatingsListBody> {
      return ctx.publicContent.read(`ratings:first:${courseId}`, () =>
        listBody(courseId, listRatingsQuerySchema.parse({})),
      );
    },
  };
}
