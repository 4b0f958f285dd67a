import type { ListBody } from '@skillhub/shared/schemas/common';
import {
  APPLICANT_TRANSITIONS,
  type Applicant,
  type ApplicantBody,
  type ApplicantHistory,
  type ApplicationBody,
  type ApprovalStatus,
  type BulkOutcome,
  type ListApplicantsQuery,
} from '@skillhub/shared/schemas/training';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, fieldError, HttpError, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { trainingAlreadyAppliedMail, trainingApplicationMail } from '../../mail/mail-templates.ts';
import {
  type ApplicantValues,
  type ApplicantView,
  applicantsRepository as repository,
} from './applicants.repository.ts';
import { institutionsRepository } from './institutions.repository.ts';
import { programsRepository } from './programs.repository.ts';
import { createProgramsService } from './programs.service.ts';

export const ALREADY_APPLIED = 'This e-mail has already applied to this program';
export const PROGRAM_CLOSED = 'This program is no longer taking applications';

export function toApplicantDto(row: ApplicantView): Applicant {
  return {
    _id: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    institution: { _id: row.institutionId, name: row.institutionName },
    program: { _id: row.programId, title: row.programTitle, endDate: row.programEndDate },
    status: row.status,
    certificate: row.certificate && {
      number: row.certificate.number,
      issuedAt: row.certificate.issuedAt.toISOString(),
      issuedBy:
        row.certificate.issuedBy && row.certificateIssuerName !== null
          ? { _id: row.certificate.issuedBy, name: row.certificateIssuerName }
          : null,
      earlyIssueReason: row.certificate.earlyIssueReason,
      revokedAt: null,
      sentAt: row.certificate.sentAt?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The person's fields as stored; optional ones given empty are kept as null. */
const personOf = (body: ApplicationBody | ApplicantBody) => ({
  firstName: body.firstName,
  middleName: body.middleName ?? null,
  lastName: body.lastName,
  dateOfBirth: body.dateOfBirth,
  email: body.email,
  phoneNumber: body.phoneNumber ?? null,
  address: body.address ?? null,
});

const alreadyApplied = () => conflict(ALREADY_APPLIED, { email: ALREADY_APPLIED });

/**
 * Applicants to programs: staff add and edit them, move them between statuses along APPLICANT_TRANSITIONS
 * (every move recorded with who and when; a rejection revokes the certificate in force), and the public
 * applies through a program's form.
 */
export function createApplicantsService(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'outbox'>) {
  const { db, clock, outbox } = ctx;
  const programs = createProgramsService(ctx);

  async function mustFind(id: string): Promise<ApplicantView> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound('Applicant not found');
    return row;
  }

  /** The program must exist, belong to the institution, and both be active (for a new or moved applicant). */
  async function checkPlacement(body: ApplicantBody): Promise<void> {
    const institution = await institutionsRepository.findById(db, body.institution);
    if (!institution) throw fieldError('institution', 'Institution not found');
    if (institution.isDeleted) throw fieldError('institution', 'This institution is inactive');
    const program = await programsRepository.findById(db, body.program);
    if (!program || program.institutionId !== body.institution) {
      throw fieldError('program', 'Choose a program of the selected institution');
    }
    if (program.isDeleted) throw fieldError('program', 'This program is inactive');
  }

  /** Inserts the applicant as Pending with its first history line; a second application is a 409 on email. */
  async function insertPending(tx: Database, values: ApplicantValues, by: string | null): Promise<string> {
    if (await repository.emailInProgram(tx, values.programId, values.email)) throw alreadyApplied();
    const row = await repository.insert(tx, { ...values, status: 'Pending' });
    await repository.recordStatus(tx, {
      applicantId: row.id,
      fromStatus: null,
      toStatus: 'Pending',
      changedBy: by,
      changedAt: clock.now(),
    });
    return row.id;
  }

  async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    }
  }

  /** One status change inside a transaction; throws a 409 naming the move when it is not allowed. */
  async function changeStatus(tx: Database, id: string, to: ApprovalStatus, by: string): Promise<void> {
    const from = await repository.lockStatus(tx, id);
    if (!from) throw notFound('Applicant not found');
    if (from === to) throw conflict(`The applicant is already ${to}`, { status: `The applicant is already ${to}` });
    if (!APPLICANT_TRANSITIONS[from].includes(to)) {
      const message = `Status cannot change from ${from} to ${to}`;
      throw conflict(message, { status: message });
    }
    const now = clock.now();
    await repository.update(tx, id, { status: to });
    await repository.recordStatus(tx, {
      applicantId: id,
      fromStatus: from,
      toStatus: to,
      changedBy: by,
      changedAt: now,
    });
    if (to === 'Rejected') await repository.revokeCertificate(tx, id, now);
  }

  return {
    mustFind,

    async list(query: ListApplicantsQuery): Promise<ListBody<Applicant>> {
      const { rows, total } = await repository.list(db, query);
      return { success: true, data: rows.map(toApplicantDto), pagination: pagination(total, query.page, query.limit) };
    },

    get: async (id: string) => toApplicantDto(await mustFind(id)),

    async create(body: ApplicantBody, by: string): Promise<Applicant> {
      await checkPlacement(body);
      const id = await guardDuplicate(() =>
        db.transaction((tx) =>
          insertPending(tx, { ...personOf(body), institutionId: body.institution, programId: body.program }, by),
        ),
      );
      return toApplicantDto(await mustFind(id));
    },

    async update(id: string, body: ApplicantBody): Promise<Applicant> {
      const current = await mustFind(id);
      if (current.programId !== body.program || current.institutionId !== body.institution) await checkPlacement(body);
      if (await repository.emailInProgram(db, body.program, body.email, id)) throw alreadyApplied();
      await guardDuplicate(() =>
        repository.update(db, id, { ...personOf(body), institutionId: body.institution, programId: body.program }),
      );
      return toApplicantDto(await mustFind(id));
    },

    async setStatus(id: string, status: ApprovalStatus, by: string): Promise<Applicant> {
      await db.transaction((tx) => changeStatus(tx, id, status, by));
      return toApplicantDto(await mustFind(id));
    },

    /** Each applicant on its own: one that cannot move is reported and does not stop the others. */
    async bulkStatus(ids: string[], status: ApprovalStatus, by: string): Promise<BulkOutcome> {
      const outcome: BulkOutcome = { updated: [], failed: [] };
      for (const id of new Set(ids)) {
        try {
          await db.transaction((tx) => changeStatus(tx, id, status, by));
          outcome.updated.push(id);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          outcome.failed.push({ _id: id, message: error.message });
        }
      }
      return outcome;
    },

    async history(id: string): Promise<ApplicantHistory[]> {
      await mustFind(id);
      return (await repository.history(db, id)).map((row) => ({
        fromStatus: row.fromStatus,
        toStatus: row.toStatus,
        changedBy: row.changedById && row.changedByName ? { _id: row.changedById, name: row.changedByName } : null,
        changedAt: row.changedAt.toISOString(),
      }));
    },

    /**
     * The public form: a Pending applicant of an open program, and a confirmation mail. An e-mail that has
     * already applied to the program gets the same answer (nothing is changed), and a mail saying so: the form
     * must not tell a visitor whether an address has applied.
     */
    async apply(programId: string, body: ApplicationBody): Promise<void> {
      const { program, open } = await programs.openness(programId);
      if (program.isDeleted) throw notFound('Program not found');
      if (!open) throw conflict(PROGRAM_CLOSED);
      const place = { to: body.email, programTitle: program.title, institutionName: program.institutionName };
      try {
        await guardDuplicate(() =>
          db.transaction(async (tx) => {
            await insertPending(tx, { ...personOf(body), institutionId: program.institutionId, programId }, null);
            await outbox.enqueueMail(tx, trainingApplicationMail({ ...place, name: body.firstName }));
          }),
        );
      } catch (error) {
        if (!(error instanceof HttpError && error.message === ALREADY_APPLIED)) throw error;
        await db.transaction((tx) => outbox.enqueueMail(tx, trainingAlreadyAppliedMail(place)));
      }
      outbox.kick();
    },
  };
}
