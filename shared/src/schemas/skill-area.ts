import { z } from 'zod';
import { isSkillArea, orderedSkillAreas, SKILL_AREAS, type SkillArea } from '../skill-areas.ts';

/** The skill-area tags of a course or a training program, and the area of a skill page's call. */

export const UNKNOWN_SKILL_AREA_MESSAGE = `Unknown skill area; choose from ${SKILL_AREAS.join(', ')}`;
export const SKILL_AREAS_LIST_MESSAGE = 'Skill areas must be a list';

/**
 * A body's `skillAreas`: any of the areas, each once (a repeated one is kept once), listed in the areas' order.
 * An unknown area is refused on the field itself, so the form's select shows the message.
 */
export const skillAreasField = z
  .array(z.string({ error: UNKNOWN_SKILL_AREA_MESSAGE }), { error: SKILL_AREAS_LIST_MESSAGE })
  .max(SKILL_AREAS.length, `Choose at most ${SKILL_AREAS.length} skill areas`)
  .refine((areas) => areas.every(isSkillArea), UNKNOWN_SKILL_AREA_MESSAGE)
  .transform((areas) => orderedSkillAreas(areas as SkillArea[]))
  .describe(`Skill areas: any of ${SKILL_AREAS.join(', ')}; none is fine`);

/** A response's `skillAreas`. */
export const skillAreasSchema = z.array(z.enum(SKILL_AREAS));

/** GET /skill-area/{area}. */
export const skillAreaParamsSchema = z.object({
  area: z.enum(SKILL_AREAS, { error: UNKNOWN_SKILL_AREA_MESSAGE }),
});
