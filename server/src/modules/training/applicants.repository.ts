import type { ApprovalStatus, ListApplicantsQuery } from '@skillhub/shared/schemas/training';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import {
  trainingApplicantStatusHistory,
  trainingApplicants,
  trainingCertificates,
  trainingInstitutions,
  trainingPrograms,
} from '../../db/schema/training.ts';
import { users } from '../../db/schema/users-and-roles.ts';
import { offsetOf } from '../../http/responses.ts';

export type ApplicantRow = typeof trainingApplicants.$inferSelect;
export type ApplicantValues = Omit<typeof trainingApplicants.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CertificateRow = typeof trainingCertificates.$inferSelect;

export interface ApplicantView extends ApplicantRow {
  institutionName: string;
  programTitle: string;
  programStartDate: string;
  programEndDate: string;
  /** The certificate in force, if any. */
  certificate: CertificateRow | null;
  /** The name of who issued it, while that account exists. */
  certificateIssuerName: string | null;
}

const view = {
  applicant: trainingApplicants,
  institutionName: trainingInstitutions.name,
  programTitle: trainingPrograms.title,
  programStartDate: trainingPrograms.startDate,
  programEndDate: trainingPrograms.endDate,
  certificate: trainingCertificates,
  certificateIssuerName: users.name,
};
type ViewRow = {
  applicant: ApplicantRow;
  institutionName: string;
  programTitle: string;
  programStartDate: string;
  programEndDate: string;
  certificate: CertificateRow | null;
  certificateIssuerName: string | null;
};
const flatten = ({ applicant, ...rest }: ViewRow): ApplicantView => ({ ...applicant, ...rest });

function selectView(db: Database) {
  return db
    .select(view)
    .from(trainingApplicants)
    .innerJoin(trainingInstitutions, eq(trainingInstitutions.id, trainingApplicants.institutionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingApplicants.programId))
    .leftJoin(
      trainingCertificates,
      and(eq(trainingCertificates.applicantId, trainingApplicants.id), isNull(trainingCertificates.revokedAt)),
    )
    .leftJoin(users, eq(users.id, trainingCertificates.issuedBy));
}

export const applicantsRepository = {
  async list(db: Database, query: ListApplicantsQuery): Promise<{ rows: ApplicantView[]; total: number }> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      query.status ? eq(trainingApplicants.status, query.status) : undefined,
      query.institution ? eq(trainingApplicants.institutionId, query.institution) : undefined,
      query.program ? eq(trainingApplicants.programId, query.program) : undefined,
      pattern
        ? or(
            ilike(sql`${trainingApplicants.firstName} || ' ' || ${trainingApplicants.lastName}`, pattern),
            ilike(sql`${trainingApplicants.email}::text`, pattern),
            ilike(trainingApplicants.phoneNumber, pattern),
          )
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      selectView(db)
        .where(where)
        .orderBy(desc(trainingApplicants.createdAt), desc(trainingApplicants.id))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.select({ total: count() }).from(trainingApplicants).where(where),
    ]);
    return { rows: rows.map(flatten), total: counted?.total ?? 0 };
  },

  async findById(db: Database, id: string): Promise<ApplicantView | undefined> {
    const [row] = await selectView(db).where(eq(trainingApplicants.id, id));
    return row && flatten(row);
  },

  async findManyById(db: Database, ids: string[]): Promise<ApplicantView[]> {
    if (ids.length === 0) return [];
    return (await selectView(db).where(inArray(trainingApplicants.id, ids))).map(flatten);
  },

  /** Locks the applicant's row for a status change, so two changes at once apply one after the other. */
  async lockStatus(db: Database, id: string): Promise<ApprovalStatus | undefined> {
    const [row] = await db
      .select({ status: trainingApplicants.status })
      .from(trainingApplicants)
      .where(eq(trainingApplicants.id, id))
      .for('update');
    return row?.status;
  },

  async insert(db: Database, values: ApplicantValues): Promise<ApplicantRow> {
    const [row] = await db.insert(trainingApplicants).values(values).returning();
    if (!row) throw new Error('Applicant insert returned no row');
    return row;
  },

  async update(db: Database, id: string, values: Partial<ApplicantValues>): Promise<void> {
    await db.update(trainingApplicants).set(values).where(eq(trainingApplicants.id, id));
  },

  async recordStatus(
    db: Database,
    entry: {
      applicantId: string;
      fromStatus: ApprovalStatus | null;
      toStatus: ApprovalStatus;
      changedBy: string | null;
      changedAt: Date;
    },
  ): Promise<void> {
    await db.insert(trainingApplicantStatusHistory).values(entry);
  },

  async history(db: Database, applicantId: string) {
    return db
      .select({
        fromStatus: trainingApplicantStatusHistory.fromStatus,
        toStatus: trainingApplicantStatusHistory.toStatus,
        changedAt: trainingApplicantStatusHistory.changedAt,
        changedById: users.id,
        changedByName: users.name,
      })
      .from(trainingApplicantStatusHistory)
      .leftJoin(users, eq(users.id, trainingApplicantStatusHistory.changedBy))
      .where(eq(trainingApplicantStatusHistory.applicantId, applicantId))
      .orderBy(asc(trainingApplicantStatusHistory.seq));
  },

  /** Whether this e-mail already applied to the program (another applicant than `exceptId`). */
  async emailInProgram(db: Database, programId: string, email: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: trainingApplicants.id })
      .from(trainingApplicants)
      .where(and(eq(trainingApplicants.programId, programId), eq(trainingApplicants.email, email)));
    return row !== undefined && row.id !== exceptId;
  },

  /** Revokes the certificate in force, if any; answers whether one was. */
  async revokeCertificate(db: Database, applicantId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(trainingCertificates)
      .set({ revokedAt: at })
      .where(and(eq(trainingCertificates.applicantId, applicantId), isNull(trainingCertificates.revokedAt)))
      .returning({ id: trainingCertificates.id });
    return rows.length > 0;
  },
};
