import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  trainingApplicantStatusHistory,
  trainingApplicants,
  trainingCertificates,
  trainingInstitutions,
  trainingPrograms,
} from '../db/schema/training.ts';
import { newCertificateNumber } from '../modules/training/certificate-number.ts';
import { indiaToday } from '../modules/training/programs.service.ts';
import { DEMO_APPLICANTS, DEMO_EARLY_ISSUE_REASON, DEMO_INSTITUTIONS, DEMO_PROGRAMS } from './demo-training.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFrom = (now: Date, days: number) => indiaToday(new Date(now.getTime() + days * DAY_MS));

/**
 * The demo training area: institutions, programs (one already ended), applicants in every status with their
 * history, certificates sent to the approved applicants of the ended program (and one early, with its reason)
 * and one revoked with its rejected holder. Seeded once:
 * when the first demo institution exists, nothing is added, so a restart or staff edits are left alone.
 */
export async function seedDemoTraining(db: Database, staffId: string | null, now = new Date()): Promise<void> {
  const [first] = await db
    .select({ id: trainingInstitutions.id })
    .from(trainingInstitutions)
    .where(eq(trainingInstitutions.name, DEMO_INSTITUTIONS[0].name));
  if (first) return;

  const institutions = await db
    .insert(trainingInstitutions)
    .values(DEMO_INSTITUTIONS.map((i) => ({ ...i })))
    .returning({ id: trainingInstitutions.id });
  const programs = await db
    .insert(trainingPrograms)
    .values(
      DEMO_PROGRAMS.map(({ institution, startInDays, endInDays, ...program }) => ({
        ...program,
        institutionId: institutions[institution]?.id ?? '',
        startDate: dayFrom(now, startInDays),
        endDate: dayFrom(now, endInDays),
      })),
    )
    .returning({ id: trainingPrograms.id, institutionId: trainingPrograms.institutionId });

  const applicants = await db
    .insert(trainingApplicants)
    .values(
      DEMO_APPLICANTS.map(({ program, ...applicant }, i) => ({
        ...applicant,
        institutionId: programs[program]?.institutionId ?? '',
        programId: programs[program]?.id ?? '',
        createdAt: new Date(now.getTime() - ((40 - i) * DAY_MS) / 4),
      })),
    )
    .returning({
      id: trainingApplicants.id,
      status: trainingApplicants.status,
      createdAt: trainingApplicants.createdAt,
    });

  await db.insert(trainingApplicantStatusHistory).values(
    applicants.flatMap((a) => [
      { applicantId: a.id, fromStatus: null, toStatus: 'Pending' as const, changedBy: null, changedAt: a.createdAt },
      ...(a.status === 'Pending'
        ? []
        : [
            {
              applicantId: a.id,
              fromStatus: 'Pending' as const,
              toStatus: a.status,
              changedBy: staffId,
              changedAt: new Date(a.createdAt.getTime() + DAY_MS),
            },
          ]),
    ]),
  );

  const programOf = (i: number) => DEMO_PROGRAMS[DEMO_APPLICANTS[i]?.program ?? 0];
  const approved = applicants.flatMap((a, i) => (a.status === 'Approved' ? [{ ...a, program: programOf(i) }] : []));
  const due = approved.filter((a) => (a.program?.endInDays ?? 0) < 0);
  const early = approved.find((a) => (a.program?.startInDays ?? 0) < 0 && (a.program?.endInDays ?? 0) >= 0);
  const [rejected] = applicants.filter((a) => a.status === 'Rejected');
  await db.insert(trainingCertificates).values([
    ...[...due, ...(early ? [early] : [])].map((a) => ({
      applicantId: a.id,
      number: newCertificateNumber(),
      issuedAt: new Date(a.createdAt.getTime() + 2 * DAY_MS),
      issuedBy: staffId,
      earlyIssueReason: a === early ? DEMO_EARLY_ISSUE_REASON : null,
      sentAt: new Date(a.createdAt.getTime() + 2 * DAY_MS),
    })),
    ...(rejected
      ? [
          {
            applicantId: rejected.id,
            number: newCertificateNumber(),
            issuedAt: new Date(rejected.createdAt.getTime() + DAY_MS / 2),
            issuedBy: staffId,
            sentAt: new Date(rejected.createdAt.getTime() + DAY_MS / 2),
            revokedAt: new Date(rejected.createdAt.getTime() + DAY_MS),
          },
        ]
      : []),
  ]);
}
