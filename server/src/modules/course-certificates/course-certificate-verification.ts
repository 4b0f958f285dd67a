import type { CertificateVerification } from '@skillhub/shared/schemas/training';
import type { Database } from '../../db/database.ts';
import { courseCertificatesRepository as repo } from './course-certificates.repository.ts';

/**
 * The public check's answer for a course certificate's number: valid (holder, course, issue date) or revoked;
 * undefined when no course certificate has it. Nothing else about the learner.
 */
export async function verifyCourseCertificate(
  db: Database,
  number: string,
): Promise<CertificateVerification | undefined> {
  const row = await repo.byNumber(db, number);
  if (!row) return undefined;
  if (row.certificate.revokedAt) {
    return { status: 'revoked', number, revokedAt: row.certificate.revokedAt.toISOString() };
  }
  return {
    status: 'valid',
    kind: 'course',
    number,
    holderName: row.holderName,
    course: row.courseTitle,
    issuedAt: row.certificate.issuedAt.toISOString(),
  };
}
