import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { skillAreaParamsSchema } from '../schemas/skill-area.ts';
import { skillAreaListingSchema } from '../schemas/skill-area-listing.ts';

/** The public call of the skill pages. */
export const skillAreaEndpoints = {
  listing: endpoint({
    method: 'GET',
    path: apiPaths.skillAreas.listing,
    params: skillAreaParamsSchema,
    response: successBodySchema(skillAreaListingSchema),
  }),
};
