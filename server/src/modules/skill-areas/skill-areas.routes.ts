import { skillAreaEndpoints as endpoints } from '@skillhub/shared/endpoints/skill-areas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createSkillAreasService, SKILL_AREA_LISTING_MAX } from './skill-areas.service.ts';

/** The public call behind the skill pages (/foundational-skill, /entrepreneurial-skill, /employability-skill). */
const skillAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSkillAreasService(app);

  app.route({
    ...endpointRoute(endpoints.listing, {
      tags: ['Skill areas'],
      summary: "A skill area's published courses and open training programs (public)",
      description:
        'Courses tagged with the area that are published, in an active category, latest first; programs tagged ' +
        'with it that take applications today (active, of an active institution, not ended), soonest start ' +
        `first. At most ${SKILL_AREA_LISTING_MAX} of each. An unknown area is 400 on \`area\`.`,
      failures: [400],
    }),
    handler: async (request) => ({
      success: true as const,
      data: await service.listing(request.params.area),
    }),
  });
};

export default skillAreasRoutes;
