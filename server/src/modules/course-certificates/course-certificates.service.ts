import { routeTo } from '@skillhub/shared/routes';
import type {
  CertificateSettings,
  CourseCertificate,
  CourseCertificatesQuery,
  MyCertificate,
} from '@skillhub/shared/schemas/course-certificates';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { CourseCertificateRow } from '../../db/schema/course-certificates.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { courseCertificateMail } from '../../mail/mail-templates.ts';
import { mustFindCourse } from '../courses/course-gate.ts';
import { newCertificateNumber } from '../training/certificate-number.ts';
import { renderCertificatePdf } from '../training/certificate-pdf.ts';
import { certificateVerifyUrl } from '../training/certificate-verify-url.ts';
import { courseCertificatesRepository as repo } from './course-certificates.repository.ts';

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const CERTIFICATE_REVOKED = 'This certificate was revoked';
export const ALREADY_REVOKED = 'This certificate is already revoked';

export type CourseCertificatesContext = Pick<ServiceContext, 'db' | 'clock' | 'config' | 'outbox' | 'log'>;

const staffView = (
  certificate: CourseCertificateRow,
  learner: { id: string; name: string; email: string },
): CourseCertificate => ({
  _id: certificate.id,
  number: certificate.number,
  learner: { _id: learner.id, name: learner.name, email: learner.email },
  issuedAt: certificate.issuedAt.toISOString(),
  revokedAt: certificate.revokedAt?.toISOString() ?? null,
  revokeReason: certificate.revokeReason,
});

/**
 * Course completion certificates. A course that gives them issues one to a learner, once, when their last live
 * lecture is completed or their last live quiz passed; a learner who had completed the course before it began
 * giving them gets theirs on their next visit to My courses. Each is mailed with the PDF attached and can be
 * downloaded by its holder; staff with Courses may revoke one, which the public check then reports.
 */
export function createCourseCertificatesService(ctx: CourseCertificatesContext) {
  const { db, clock, config, outbox, log } = ctx;
  const verifyUrl = (number: string) => certificateVerifyUrl(config.publicUrl, number);

  /**
   * Issues and mails the certificate when it is due, inside `tx`. Exactly once: the unique (user, course) index
   * makes a concurrent second insert do nothing, and only the call whose insert returned a row mails it.
   */
  async function issueIn(tx: Database, userId: string, courseId: string): Promise<boolean> {
    const facts = await repo.dueFor(tx, userId, courseId);
    if (!facts) return false;
    const issuedAt = clock.now();
    let row: CourseCertificateRow | undefined;
    for (;;) {
      try {
        // A savepoint, so that a clash of numbers (60 random bits: all but impossible) leaves tx usable.
        row = await tx.transaction((savepoint) =>
          repo.insertOnce(savepoint, { userId, courseId, number: newCertificateNumber(), issuedAt }),
        );
        break;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    if (!row) return false;
    const pdf = await renderCertificatePdf({
      number: row.number,
      holderName: facts.holderName,
      courseTitle: facts.courseTitle,
      issuedAt,
      verifyUrl: verifyUrl(row.number),
    });
    await outbox.enqueueMail(
      tx,
      courseCertificateMail({
        to: facts.email,
        name: facts.holderName,
        courseTitle: facts.courseTitle,
        number: row.number,
        verifyUrl: verifyUrl(row.number),
        myCoursesUrl: `${config.publicUrl}${routeTo('myCourses')}`,
        pdf,
      }),
    );
    return true;
  }

  async function issueIfDue(userId: string, courseId: string): Promise<boolean> {
    const issued = await db.transaction((tx) => issueIn(tx, userId, courseId));
    if (issued) outbox.kick();
    return issued;
  }

  return {
    issueIfDue,

    /**
     * Called after a lecture is completed or a quiz passed. The learner's own step is already saved: a failure
     * to issue is logged, not answered as the step's failure, and their next visit to My courses issues it.
     */
    async afterProgress(userId: string, courseId: string): Promise<void> {
      try {
        await issueIfDue(userId, courseId);
      } catch (error) {
        log.error({ err: error, userId, courseId }, 'issuing a course certificate failed');
      }
    },

    /** The caller's certificates, newest first, after issuing any that became due while they were away. */
    async mine(userId: string): Promise<MyCertificate[]> {
      for (const courseId of await repo.dueCourses(db, userId)) await issueIfDue(userId, courseId);
      const rows = await repo.ofUser(db, userId);
      return rows.map(({ certificate, course }) => ({
        _id: certificate.id,
        number: certificate.number,
        course: { _id: course.id, slug: course.slug, title: course.title },
        issuedAt: certificate.issuedAt.toISOString(),
        revokedAt: certificate.revokedAt?.toISOString() ?? null,
        verifyUrl: verifyUrl(certificate.number),
      }));
    },

    /** The PDF of the caller's own certificate: someone else's is not found, a revoked one is refused. */
    async myPdf(userId: string, certificateId: string): Promise<{ number: string; pdf: Uint8Array }> {
      const row = await repo.withFacts(db, certificateId);
      if (!row || row.certificate.userId !== userId) throw notFound(CERTIFICATE_NOT_FOUND);
      if (row.certificate.revokedAt) throw conflict(CERTIFICATE_REVOKED);
      const pdf = await renderCertificatePdf({
        number: row.certificate.number,
        holderName: row.holderName,
        courseTitle: row.courseTitle,
        issuedAt: row.certificate.issuedAt,
        verifyUrl: verifyUrl(row.certificate.number),
      });
      return { number: row.certificate.number, pdf };
    },

    async settings(courseId: string): Promise<CertificateSettings> {
      await mustFindCourse(db, courseId);
      return { enabled: await repo.enabled(db, courseId) };
    },

    async saveSettings(courseId: string, enabled: boolean, by: string): Promise<CertificateSettings> {
      await mustFindCourse(db, courseId);
      await repo.saveSettings(db, courseId, enabled, by, clock.now());
      return { enabled };
    },

    async list(courseId: string, query: CourseCertificatesQuery) {
      await mustFindCourse(db, courseId);
      const { rows, total } = await repo.page(db, courseId, query);
      return { rows: rows.map((r) => staffView(r.certificate, r.learner)), total };
    },

    async revoke(courseId: string, certificateId: string, reason: string, by: string): Promise<CourseCertificate> {
      await mustFindCourse(db, courseId);
      const revoked = await repo.revoke(db, courseId, certificateId, {
        revokedBy: by,
        revokeReason: reason,
        revokedAt: clock.now(),
      });
      const row = revoked ?? (await repo.find(db, courseId, certificateId));
      if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
      if (!revoked) throw conflict(ALREADY_REVOKED);
      const learner = await repo.learner(db, row.userId);
      if (!learner) throw notFound(CERTIFICATE_NOT_FOUND);
      return staffView(row, learner);
    },
  };
}
