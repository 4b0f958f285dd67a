import type { ListProgramsQuery, ProgramBody } from '@skillhub/shared/schemas/training';
import type { SkillArea } from '@skillhub/shared/skill-areas';
import { and, arrayContains, asc, count, desc, eq, gte, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { trainingApplicants, trainingInstitutions, trainingPrograms } from '../../db/schema/training.ts';
import { offsetOf } from '../../http/responses.ts';

export type ProgramRow = typeof trainingPrograms.$inferSelect;
export interface ProgramWithInstitution extends ProgramRow {
  institutionName: string;
}

const columnsOf = (body: ProgramBody) => ({
  title: body.title,
  description: body.description,
  duration: body.duration,
  institutionId: body.institution,
  topic: body.topic,
  board: body.board,
  startDate: body.startDate,
  endDate: body.endDate,
  prerequisites: body.prerequisites,
  syllabus: body.syllabus,
  // Left out of a body, the program keeps its areas (none for a new one).
  ...(body.skillAreas ? { skillAreas: body.skillAreas } : {}),
});

const withInstitution = { program: trainingPrograms, institutionName: trainingInstitutions.name };
const flatten = (r: { program: ProgramRow; institutionName: string }): ProgramWithInstitution => ({
  ...r.program,
  institutionName: r.institutionName,
});

export const programsRepository = {
  async list(db: Database, query: ListProgramsQuery): Promise<{ rows: ProgramWithInstitution[]; total: number }> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      eq(trainingPrograms.isDeleted, !query.active),
      query.institution ? eq(trainingPrograms.institutionId, query.institution) : undefined,
      pattern
        ? or(
            ilike(trainingPrograms.title, pattern),
            ilike(trainingPrograms.topic, pattern),
            ilike(trainingPrograms.board, pattern),
          )
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select(withInstitution)
        .from(trainingPrograms)
        .innerJoin(trainingInstitutions, eq(trainingInstitutions.id, trainingPrograms.institutionId))
        .where(where)
        .orderBy(desc(trainingPrograms.startDate), desc(trainingPrograms.createdAt))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.select({ total: count() }).from(trainingPrograms).where(where),
    ]);
    return { rows: rows.map(flatten), total: counted?.total ?? 0 };
  },

  async findById(db: Database, id: string): Promise<ProgramWithInstitution | undefined> {
    const [row] = await db
      .select(withInstitution)
      .from(trainingPrograms)
      .innerJoin(trainingInstitutions, eq(trainingInstitutions.id, trainingPrograms.institutionId))
      .where(eq(trainingPrograms.id, id));
    return row && flatten(row);
  },

  /**
   * The programs tagged with the skill area that take applications on `today` (as the service's openness():
   * active, of an active institution, not ended), soonest start first: its skill page.
   */
  async listOpenInSkillArea(
    db: Database,
    area: SkillArea,
    today: string,
    limit: number,
  ): Promise<ProgramWithInstitution[]> {
    const rows = await db
      .select(withInstitution)
      .from(trainingPrograms)
      .innerJoin(trainingInstitutions, eq(trainingInstitutions.id, trainingPrograms.institutionId))
      .where(
        and(
          eq(trainingPrograms.isDeleted, false),
          eq(trainingInstitutions.isDeleted, false),
          gte(trainingPrograms.endDate, today),
          arrayContains(trainingPrograms.skillAreas, [area]),
        ),
      )
      .orderBy(asc(trainingPrograms.startDate), asc(trainingPrograms.title), asc(trainingPrograms.id))
      .limit(limit);
    return rows.map(flatten);
  },

  async insert(db: Database, body: ProgramBody): Promise<ProgramRow> {
    const [row] = await db.insert(trainingPrograms).values(columnsOf(body)).returning();
    if (!row) throw new Error('Program insert returned no row');
    return row;
  },

  async update(db: Database, id: string, body: ProgramBody): Promise<void> {
    await db.update(trainingPrograms).set(columnsOf(body)).where(eq(trainingPrograms.id, id));
  },

  async setDeleted(db: Database, id: string, isDeleted: boolean): Promise<void> {
    await db.update(trainingPrograms).set({ isDeleted }).where(eq(trainingPrograms.id, id));
  },

  async applicantCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: trainingApplicants.programId, n: count() })
      .from(trainingApplicants)
      .where(inArray(trainingApplicants.programId, ids))
      .groupBy(trainingApplicants.programId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },
};
