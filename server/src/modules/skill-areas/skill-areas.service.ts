import type { SkillAreaListing } from '@skillhub/shared/schemas/skill-area-listing';
import type { SkillArea } from '@skillhub/shared/skill-areas';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../http/service-context.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { toCatalogueCards } from '../courses/public-course-reads.ts';
import { programsRepository } from '../training/programs.repository.ts';
import { indiaToday, toPublicProgram } from '../training/programs.service.ts';

/** A skill page lists at most this many courses and this many programs (the catalogue's page size). */
export const SKILL_AREA_LISTING_MAX = 50;

/** What a skill area's public page lists: its published courses and its open training programs. */
export function createSkillAreasService(
  app: Pick<ServiceContext, 'db' | 'clock'> & Pick<FastifyInstance, 'fileStorage'>,
) {
  const { db, clock } = app;
  return {
    async listing(area: SkillArea): Promise<SkillAreaListing> {
      const [courses, programs] = await Promise.all([
        coursesRepository.listPublishedInSkillArea(db, area, SKILL_AREA_LISTING_MAX),
        programsRepository.listOpenInSkillArea(db, area, indiaToday(clock.now()), SKILL_AREA_LISTING_MAX),
      ]);
      return {
        area,
        courses: await toCatalogueCards(app, courses),
        programs: programs.map((program) => toPublicProgram(program, true)),
      };
    },
  };
}
