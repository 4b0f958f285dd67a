import { z } from 'zod';
import { SKILL_AREAS } from '../skill-areas.ts';
import { catalogueCardSchema } from './course.ts';
import { publicProgramSchema } from './training.ts';

/**
 * What a skill area's page lists (GET /skill-area/{area}): its published courses as the catalogue's cards, and
 * its open training programs as their application page shows them (`open` is always true here).
 */
export const skillAreaListingSchema = z.object({
  area: z.enum(SKILL_AREAS),
  courses: z.array(catalogueCardSchema),
  programs: z.array(publicProgramSchema),
});
export type SkillAreaListing = z.infer<typeof skillAreaListingSchema>;
