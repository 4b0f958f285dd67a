import { ratingEndpoints as endpoints } from '@skillhub/shared/endpoints/ratings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createRatingsService } from './ratings.service.ts';

const tags = ['Ratings'];

/** Every call of ratingEndpoints. */
const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRatingsService(app);

  const rate = endpointRoute(endpoints.rate, {
    tags,
    summary: 'Rate a course you are enrolled in (again to edit your rating)',
    failures: [400, 401, 403, 404],
  });
  app.route({
    ...rate,
    // A first rating answers 201; changing it answers 200 with the same body.
    schema: { ...rate.schema, response: { ...rate.schema.response, 200: endpoints.rate.response } },
    config: { signedIn: true },
    handler: async (request, reply) => {
      const { rating, created } = await service.rate(request, request.params.courseId, request.body);
      return reply.code(created ? 201 : 200).send({
        success: true as const,
        message: created ? 'Thanks for rating this course' : 'Your rating has been updated',
        data: rating,
      });
    },
  });

  app.route({
    ...endpointRoute(endpoints.mine, {
      tags,
      summary: "The caller's own rating of a course (null when they have not rated it)",
      failures: [400, 401, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => ({ success: true as const, data: await service.own(request, request.params.courseId) }),
  });

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: "A published course's ratings with the average and the distribution of stars",
      description: 'Public. A course that is not published answers 404, except to staff with Courses read.',
      failures: [400, 404],
    }),
    handler: async (request) => {
      // Public route: a token, when sent and valid, only widens what staff may see; a bad one is ignored.
      if (request.headers.authorization) await app.authenticate(request).catch(() => null);
      return service.list(request, request.params.courseId, request.query);
    },
  });
};

export default ratingsRoutes;
