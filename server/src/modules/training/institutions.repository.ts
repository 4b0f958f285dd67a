import type { InstitutionBody, ListInstitutionsQuery } from '@skillhub/shared/schemas/training';
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { trainingInstitutions, trainingPrograms } from '../../db/schema/training.ts';
import { offsetOf } from '../../http/responses.ts';

export type InstitutionRow = typeof trainingInstitutions.$inferSelect;

const columnsOf = (body: InstitutionBody) => ({
  name: body.name,
  email: body.email,
  contactNumber: body.contactNumber ?? null,
  address: body.address,
  website: body.website ?? null,
});

export const institutionsRepository = {
  async list(db: Database, query: ListInstitutionsQuery): Promise<{ rows: InstitutionRow[]; total: number }> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      eq(trainingInstitutions.isDeleted, !query.active),
      pattern
        ? or(
            ilike(sql`${trainingInstitutions.name}::text`, pattern),
            ilike(sql`${trainingInstitutions.email}::text`, pattern),
          )
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(trainingInstitutions)
        .where(where)
        .orderBy(asc(trainingInstitutions.name))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.select({ total: count() }).from(trainingInstitutions).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  async findById(db: Database, id: string): Promise<InstitutionRow | undefined> {
    const [row] = await db.select().from(trainingInstitutions).where(eq(trainingInstitutions.id, id));
    return row;
  },

  async nameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
    const same = eq(trainingInstitutions.name, name);
    const [row] = await db
      .select({ id: trainingInstitutions.id })
      .from(trainingInstitutions)
      .where(exceptId ? and(same, ne(trainingInstitutions.id, exceptId)) : same);
    return row !== undefined;
  },

  async insert(db: Database, body: InstitutionBody): Promise<InstitutionRow> {
    const [row] = await db.insert(trainingInstitutions).values(columnsOf(body)).returning();
    if (!row) throw new Error('Institution insert returned no row');
    return row;
  },

  async update(db: Database, id: string, body: InstitutionBody): Promise<InstitutionRow | undefined> {
    const [row] = await db
      .update(trainingInstitutions)
      .set(columnsOf(body))
      .where(eq(trainingInstitutions.id, id))
      .returning();
    return row;
  },

  async setDeleted(db: Database, id: string, isDeleted: boolean): Promise<InstitutionRow | undefined> {
    const [row] = await db
      .update(trainingInstitutions)
      .set({ isDeleted })
      .where(eq(trainingInstitutions.id, id))
      .returning();
    return row;
  },

  /** How many programs (active or not) each institution has. */
  async programCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: trainingPrograms.institutionId, n: count() })
      .from(trainingPrograms)
      .where(inArray(trainingPrograms.institutionId, ids))
      .groupBy(trainingPrograms.institutionId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },
};
