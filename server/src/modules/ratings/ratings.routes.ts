import { apiPaths } from '@skillhub/shared/api-paths';
import { successBodySchema } from '@skillhub/shared/schemas/common';
import { courseIdParamsSchema } from '@skillhub/shared/schemas/params';
import {
  listRatingsQuerySchema,
  ratingBodySchema,
  ratingSchema,
  ratingsListBodySchema,
} from '@skillhub/shared/schemas/rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { createRatingsService } from './ratings.service.ts';

const tags = ['Ratings'];

/** Every call of apiPaths.ratings. */
const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRatingsService(app);

  app.post(
    apiPaths.ratings.rate,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Rate a course you are enrolled in (again to edit your rating)',
        params: courseIdParamsSchema,
        body: ratingBodySchema,
        response: {
          200: successBodySchema(ratingSchema),
          201: successBodySchema(ratingSchema),
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { rating, created } = await service.rate(request, request.params.courseId, request.body);
      return reply.code(created ? 201 : 200).send({
        success: true as const,
        message: created ? 'Thanks for rating this course' : 'Your rating has been updated',
        data: rating,
      });
    },
  );

  app.get(
    apiPaths.ratings.rate,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "The caller's own rating of a course (null when they have not rated it)",
        params: courseIdParamsSchema,
        response: { 200: successBodySchema(ratingSchema.nullable()), ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await service.own(request, request.params.courseId) }),
  );

  app.get(
    apiPaths.ratings.list,
    {
      schema: {
        tags,
        summary: "A published course's ratings with the average and the distribution of stars",
        description: 'Public. A course that is not published answers 404, except to staff with Courses read.',
        params: courseIdParamsSchema,
        querystring: listRatingsQuerySchema,
        response: { 200: ratingsListBodySchema, ...failures(400, 404) },
      },
    },
    async (request) => {
      // Public route: a token, when sent and valid, only widens what staff may see; a bad one is ignored.
      if (request.headers.authorization) await app.authenticate(request).catch(() => null);
      return service.list(request, request.params.courseId, request.query);
    },
  );
};

export default ratingsRoutes;
