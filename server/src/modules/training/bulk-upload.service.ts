import { uuidSchema } from '@skillhub/shared/schemas/common';
import type { ApplicantBody, BulkUploadMode, BulkUploadResult } from '@skillhub/shared/schemas/training';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { trainingApplicantStatusHistory, trainingApplicants } from '../../db/schema/training.ts';
import { fieldError } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { readSpreadsheet } from '../../spreadsheet/read-spreadsheet.ts';
import { PROGRAM_CLOSED } from './applicants.service.ts';
import { APPLICANTS_SHEET, type CheckedRow, checkRows } from './bulk-upload.ts';
import { programsRepository } from './programs.repository.ts';
import { createProgramsService } from './programs.service.ts';

export const ALREADY_IN_PROGRAM = 'Already applied to this program';
/** The answer lists this many rows with errors, and counts the rest. */
export const LISTED_ROWS = 500;
/** Rows per multi-row INSERT: about 11,000 parameters, well under PostgreSQL's 65,535. */
const BATCH = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Which of these e-mails (lowercase) already applied to the program. */
async function appliedEmails(db: Database, programId: string, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of chunks(emails, BATCH)) {
    const rows = await db
      .select({ email: trainingApplicants.email })
      .from(trainingApplicants)
      .where(and(eq(trainingApplicants.programId, programId), inArray(trainingApplicants.email, batch)));
    for (const row of rows) found.add(row.email.toLowerCase());
  }
  return found;
}

/**
 * Applicants from a spreadsheet into one program: `preview` checks every row and writes nothing; `import`
 * adds the rows without errors in one transaction, Pending with their first history line, as the staff
 * form does. An e-mail already in the program, in the database or on an earlier row, is reported, never
 * added; one added by someone else between the check and the insert is skipped by the unique index.
 */
export function createBulkUploadService(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config'>) {
  const { db, clock } = ctx;
  const programs = createProgramsService(ctx);

  /** The program must exist and take applications; its institution is the applicants' institution. */
  async function placementOf(programField: string | undefined): Promise<{ institution: string; program: string }> {
    if (programField === undefined || programField.trim() === '') throw fieldError('program', 'Program is required');
    const id = uuidSchema.safeParse(programField.trim());
    if (!id.success) throw fieldError('program', 'Invalid id');
    const program = await programsRepository.findById(db, id.data);
    if (!program) throw fieldError('program', 'Program not found');
    if (program.isDeleted) throw fieldError('program', 'This program is inactive');
    if (!(await programs.openness(program.id)).open) throw fieldError('program', PROGRAM_CLOSED);
    return { institution: program.institutionId, program: program.id };
  }

  /** Inserts the applicants in batches; answers the e-mails (lowercase) that were inserted. */
  async function insertPending(tx: Database, bodies: ApplicantBody[], by: string): Promise<Set<string>> {
    const inserted = new Set<string>();
    const now = clock.now();
    for (const batch of chunks(bodies, BATCH)) {
      const rows = await tx
        .insert(trainingApplicants)
        .values(
          batch.map((body) => ({
            firstName: body.firstName,
            middleName: body.middleName ?? null,
            lastName: body.lastName,
            dateOfBirth: body.dateOfBirth,
            email: body.email,
            phoneNumber: body.phoneNumber ?? null,
            address: body.address ?? null,
            institutionId: body.institution,
            programId: body.program,
            status: 'Pending' as const,
          })),
        )
        .onConflictDoNothing({ target: [trainingApplicants.programId, trainingApplicants.email] })
        .returning({ id: trainingApplicants.id, email: trainingApplicants.email });
      if (rows.length === 0) continue;
      await tx.insert(trainingApplicantStatusHistory).values(
        rows.map((row) => ({
          applicantId: row.id,
          fromStatus: null,
          toStatus: 'Pending' as const,
          changedBy: by,
          changedAt: now,
        })),
      );
      for (const row of rows) inserted.add(row.email.toLowerCase());
    }
    return inserted;
  }

  function report(rows: CheckedRow[], imported: number): BulkUploadResult {
    const withErrors = rows.filter((r) => Object.keys(r.errors).length > 0);
    return {
      total: rows.length,
      valid: rows.length - withErrors.length,
      invalid: withErrors.length,
      imported,
      rows: withErrors.slice(0, LISTED_ROWS).map(({ row, email, errors }) => ({ row, email, errors })),
      moreRows: Math.max(0, withErrors.length - LISTED_ROWS),
    };
  }

  return {
    async upload(content: Buffer, programField: string | undefined, mode: BulkUploadMode, by: string) {
      const placement = await placementOf(programField);
      const rows = checkRows(await readSpreadsheet(content, APPLICANTS_SHEET), placement);
      const keys = rows.flatMap((r) => (r.emailKey === null ? [] : [r.emailKey]));
      const applied = await appliedEmails(db, placement.program, [...new Set(keys)]);
      for (const row of rows) {
        if (row.emailKey !== null && applied.has(row.emailKey) && !row.errors.email) {
          row.errors.email = ALREADY_IN_PROGRAM;
          row.body = null;
        }
      }
      if (mode === 'preview') return report(rows, 0);

      const ready = rows.flatMap((r) => (r.body === null ? [] : [r.body]));
      const inserted =
        ready.length === 0 ? new Set<string>() : await db.transaction((tx) => insertPending(tx, ready, by));
      // Applied by someone else since the check above: the unique index kept them out.
      for (const row of rows) {
        if (row.body !== null && !inserted.has(row.body.email)) {
          row.errors.email = ALREADY_IN_PROGRAM;
          row.body = null;
        }
      }
      return report(rows, inserted.size);
    },
  };
}
