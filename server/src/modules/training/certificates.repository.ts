import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  trainingApplicants,
  trainingCertificates,
  trainingInstitutions,
  trainingPrograms,
} from '../../db/schema/training.ts';
import type { CertificateRow } from './applicants.repository.ts';

export const certificatesRepository = {
  async inForce(db: Database, applicantId: string): Promise<CertificateRow | undefined> {
    const [row] = await db
      .select()
      .from(trainingCertificates)
      .where(and(eq(trainingCertificates.applicantId, applicantId), isNull(trainingCertificates.revokedAt)));
    return row;
  },

  async insert(
    db: Database,
    values: { applicantId: string; number: string; issuedAt: Date; issuedBy: string; earlyIssueReason: string | null },
  ): Promise<CertificateRow> {
    const [row] = await db.insert(trainingCertificates).values(values).returning();
    if (!row) throw new Error('Certificate insert returned no row');
    return row;
  },

  /** Marks the certificate sent, once: answers false when another call or process already did. */
  async claimSending(db: Database, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(trainingCertificates)
      .set({ sentAt: at })
      .where(and(eq(trainingCertificates.id, id), isNull(trainingCertificates.sentAt)))
      .returning({ id: trainingCertificates.id });
    return rows.length > 0;
  },

  async markResent(db: Database, id: string, at: Date): Promise<void> {
    await db.update(trainingCertificates).set({ sentAt: at }).where(eq(trainingCertificates.id, id));
  },

  /** A certificate by its number, with what the public page may show of it. */
  async byNumber(db: Database, number: string) {
    const [row] = await db
      .select({
        certificate: trainingCertificates,
        firstName: trainingApplicants.firstName,
        middleName: trainingApplicants.middleName,
        lastName: trainingApplicants.lastName,
        program: trainingPrograms.title,
        startDate: trainingPrograms.startDate,
        endDate: trainingPrograms.endDate,
        institution: trainingInstitutions.name,
      })
      .from(trainingCertificates)
      .innerJoin(trainingApplicants, eq(trainingApplicants.id, trainingCertificates.applicantId))
      .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingApplicants.programId))
      .innerJoin(trainingInstitutions, eq(trainingInstitutions.id, trainingApplicants.institutionId))
      .where(eq(trainingCertificates.number, number));
    return row;
  },
};
