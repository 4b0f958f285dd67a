import {
  type BulkOutcome,
  type CertificateVerification,
  earlyIssueMessage,
  programHasEnded,
} from '@skillhub/shared/schemas/training';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { trainingCertificateMail } from '../../mail/mail-templates.ts';
import { verifyCourseCertificate } from '../course-certificates/course-certificate-verification.ts';
import { type ApplicantView, applicantsRepository, type CertificateRow } from './applicants.repository.ts';
import { newCertificateNumber } from './certificate-number.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificateVerifyUrl } from './certificate-verify-url.ts';
import { certificatesRepository as repository } from './certificates.repository.ts';

export const ONLY_APPROVED = 'Only approved applicants get certificates';
export const CERTIFICATE_NOT_ISSUED =
  'The certificate has not been issued yet; someone who may update applicants must send it first';
export const ALREADY_SENT = 'The certificate was already sent; use Resend to mail it again';

const holderName = (a: { firstName: string; middleName: string | null; lastName: string }) =>
  [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' ');

/** Who issues a certificate, and why early when its program has not ended (ignored once it has). */
interface Issuer {
  by: string;
  earlyIssueReason?: string | undefined;
}

/**
 * Certificates of approved applicants: issued with a unique number once the program has ended (before that
 * only with a reason, kept with it), mailed with the PDF attached exactly once
 * (a repeated or concurrent send finds it already claimed), downloadable and re-sendable, revoked when the
 * applicant is rejected, and verifiable by number on the public page.
 */
export function createCertificatesService(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'outbox'>) {
  const { db, clock, config, outbox } = ctx;
  const verifyUrl = (number: string) => certificateVerifyUrl(config.publicUrl, number);

  const pdfOf = (applicant: ApplicantView, certificate: CertificateRow) =>
    renderCertificatePdf({
      number: certificate.number,
      holderName: holderName(applicant),
      programTitle: applicant.programTitle,
      institutionName: applicant.institutionName,
      startDate: applicant.programStartDate,
      endDate: applicant.programEndDate,
      issuedAt: certificate.issuedAt,
      verifyUrl: verifyUrl(certificate.number),
    });

  async function approved(tx: Database, id: string): Promise<ApplicantView> {
    const status = await applicantsRepository.lockStatus(tx, id);
    if (!status) throw notFound('Applicant not found');
    if (status !== 'Approved') throw conflict(ONLY_APPROVED);
    const applicant = await applicantsRepository.findById(tx, id);
    if (!applicant) throw notFound('Applicant not found');
    return applicant;
  }

  /** A 400 on `earlyIssueReason` when issuing to this applicant now would be early and no reason is given. */
  function checkEarly(applicant: ApplicantView, issuer: Issuer): string | null {
    if (programHasEnded(applicant.programEndDate, clock.now())) return null;
    if (!issuer.earlyIssueReason) {
      throw fieldError('earlyIssueReason', earlyIssueMessage(applicant.programTitle, applicant.programEndDate));
    }
    return issuer.earlyIssueReason;
  }

  /** The certificate in force, issued now when there is none; numbers that collide are drawn again. */
  async function issue(tx: Database, applicant: ApplicantView, issuer: Issuer): Promise<CertificateRow> {
    const current = await repository.inForce(tx, applicant.id);
    if (current) return current;
    const earlyIssueReason = checkEarly(applicant, issuer);
    for (;;) {
      const number = newCertificateNumber();
      try {
        return await tx.transaction((savepoint) =>
          repository.insert(savepoint, {
            applicantId: applicant.id,
            number,
            issuedAt: clock.now(),
            issuedBy: issuer.by,
            earlyIssueReason,
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }

  async function enqueue(tx: Database, applicant: ApplicantView, certificate: CertificateRow): Promise<void> {
    await outbox.enqueueMail(
      tx,
      trainingCertificateMail({
        to: applicant.email,
        name: applicant.firstName,
        programTitle: applicant.programTitle,
        number: certificate.number,
        verifyUrl: verifyUrl(certificate.number),
        pdf: await pdfOf(applicant, certificate),
      }),
    );
  }

  return {
    verifyUrl,

    /**
     * Each applicant on its own; one that cannot get a certificate (or already has it sent) is reported. Without
     * a reason, a call that would issue any certificate before its program ended sends none (a 400 naming it).
     */
    async send(ids: string[], issuer: Issuer): Promise<BulkOutcome> {
      if (!issuer.earlyIssueReason) {
        for (const applicant of await applicantsRepository.findManyById(db, ids)) {
          if (applicant.status === 'Approved' && !applicant.certificate) checkEarly(applicant, issuer);
        }
      }
      const outcome: BulkOutcome = { updated: [], failed: [] };
      for (const id of new Set(ids)) {
        try {
          await db.transaction(async (tx) => {
            const applicant = await approved(tx, id);
            const certificate = await issue(tx, applicant, issuer);
            if (!(await repository.claimSending(tx, certificate.id, clock.now()))) throw conflict(ALREADY_SENT);
            await enqueue(tx, applicant, certificate);
          });
          outcome.updated.push(id);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          outcome.failed.push({ _id: id, message: error.message });
        }
      }
      if (outcome.updated.length > 0) outbox.kick();
      return outcome;
    },

    /**
     * The PDF of an approved applicant's certificate, issued now if it was not yet, but only for a caller who may
     * issue (`issuer` given): a download must not make a certificate publicly verifiable for staff who may only
     * read applicants (403 for them until it is issued).
     */
    async download(id: string, issuer: Issuer | null): Promise<Uint8Array> {
      return db.transaction(async (tx) => {
        const applicant = await approved(tx, id);
        if (issuer) return pdfOf(applicant, await issue(tx, applicant, issuer));
        const certificate = await repository.inForce(tx, applicant.id);
        if (!certificate) throw forbidden(CERTIFICATE_NOT_ISSUED);
        return pdfOf(applicant, certificate);
      });
    },

    async resend(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const applicant = await approved(tx, id);
        const certificate = await repository.inForce(tx, id);
        if (!certificate?.sentAt) throw conflict('The certificate has not been sent yet; use Send certificate');
        await repository.markResent(tx, certificate.id, clock.now());
        await enqueue(tx, applicant, certificate);
      });
      outbox.kick();
    },

    /** What the public page shows: the holder, program, institution and dates, and nothing else of the applicant. */
    async verify(number: string): Promise<CertificateVerification> {
      const row = await repository.byNumber(db, number);
      // Course certificates draw their numbers from the same series: one public check answers for both.
      if (!row) return (await verifyCourseCertificate(db, number)) ?? { status: 'not-found', number };
      if (row.certificate.revokedAt) {
        return { status: 'revoked', number, revokedAt: row.certificate.revokedAt.toISOString() };
      }
      return {
        status: 'valid',
        kind: 'training',
        number,
        holderName: holderName(row),
        program: row.program,
        institution: row.institution,
        startDate: row.startDate,
        endDate: row.endDate,
        issuedAt: row.certificate.issuedAt.toISOString(),
      };
    },
  };
}
