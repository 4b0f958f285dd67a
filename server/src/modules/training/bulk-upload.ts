import { fieldErrors } from '@skillhub/shared/schemas/common';
import {
  type ApplicantBody,
  applicantBodySchema,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_ROWS,
} from '@skillhub/shared/schemas/training';
import {
  type CellValue,
  type SheetRow as GenericSheetRow,
  type SpreadsheetLayout,
  tooLarge,
  tooManyRows,
} from '../../spreadsheet/read-spreadsheet.ts';
import { templateCsv as csvTemplate, templateXlsx as xlsxTemplate } from '../../spreadsheet/template-file.ts';

/**
 * A spreadsheet of applicants (read by src/spreadsheet) checked row by row with the staff form's own schema,
 * so a row's messages are the ones the form would show. No database here: the service adds the program and
 * the applicants already in it.
 */

/** The columns, in the template's order; headers match them ignoring case, spaces, '-' and '_'. */
export const BULK_COLUMNS = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'email',
  'phoneNumber',
  'address',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

export const APPLICANTS_SHEET: SpreadsheetLayout<BulkColumn> = {
  columns: BULK_COLUMNS,
  required: ['firstName', 'lastName', 'dateOfBirth', 'email'],
  maxRows: BULK_UPLOAD_MAX_ROWS,
  rowsName: 'applicants',
};

export const TOO_MANY_ROWS = tooManyRows(BULK_UPLOAD_MAX_ROWS);
export const TOO_LARGE = tooLarge(BULK_UPLOAD_MAX_BYTES);

export type SheetRow = GenericSheetRow<BulkColumn>;

export interface CheckedRow {
  row: number;
  /** The e-mail as written (trimmed), to find the row again. */
  email: string;
  /** The applicant, when the row has no error so far. */
  body: ApplicantBody | null;
  /** The applicant's e-mail as stored (lowercase) when it is a valid address, for the duplicate checks. */
  emailKey: string | null;
  errors: Record<string, string>;
}

// ----------------------------------------------------------------------------------------------- checking

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
// Day first, as India writes it: 15/06/2004, or 15-06-2004 as Excel on an Indian locale saves a CSV.
const INDIAN_DAY = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

/**
 * A date of birth as the schema takes it: 'YYYY-MM-DD' as is, 'DD/MM/YYYY' or 'DD-MM-YYYY' turned round, an Excel date cell
 * as its day. Anything else passes unchanged, for the schema to refuse with the form's message.
 */
export function dayOf(value: CellValue): string {
  if (value instanceof Date) {
    // Excel keeps days as fractions; exceljs's conversion can land a few milliseconds before midnight.
    return new Date(Math.round(value.getTime() / 1000) * 1000).toISOString().slice(0, 10);
  }
  const text = value.trim();
  if (ISO_DAY.test(text)) return text;
  const indian = INDIAN_DAY.exec(text);
  if (indian) return `${indian[3]}-${indian[2]?.padStart(2, '0')}-${indian[1]?.padStart(2, '0')}`;
  return text;
}

const textOf = (value: CellValue | undefined): string | undefined =>
  value === undefined ? undefined : value instanceof Date ? dayOf(value) : value;

const emailSchema = applicantBodySchema.shape.email;

/**
 * Each row checked with the staff form's schema for the chosen program and its institution; an e-mail seen
 * on an earlier row makes the later ones 'Duplicate of row N' (whatever else is wrong with either row).
 */
export function checkRows(rows: SheetRow[], placement: { institution: string; program: string }): CheckedRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map(({ row, cells }) => {
    const input = {
      firstName: textOf(cells.firstName),
      middleName: textOf(cells.middleName),
      lastName: textOf(cells.lastName),
      dateOfBirth: cells.dateOfBirth === undefined ? undefined : dayOf(cells.dateOfBirth),
      email: textOf(cells.email),
      phoneNumber: textOf(cells.phoneNumber),
      address: textOf(cells.address),
      ...placement,
    };
    const parsed = applicantBodySchema.safeParse(input);
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const email = emailSchema.safeParse(input.email);
    const emailKey = email.success ? email.data : null;
    if (emailKey !== null) {
      const first = firstRowOf.get(emailKey);
      if (first === undefined) firstRowOf.set(emailKey, row);
      else errors.email ??= `Duplicate of row ${first}`;
    }
    const clean = Object.keys(errors).length === 0;
    return {
      row,
      email: (input.email ?? '').trim(),
      body: clean && parsed.success ? parsed.data : null,
      emailKey,
      errors,
    };
  });
}

// ----------------------------------------------------------------------------------------------- template

const EXAMPLE = {
  firstName: 'Asha',
  middleName: 'Kumari',
  lastName: 'Rao',
  dateOfBirth: '2004-06-15',
  email: 'asha.rao@example.com',
  phoneNumber: '9876543210',
  address: 'Kothrud, Pune 411038',
} satisfies Record<BulkColumn, string>;

/** The CSV template: the header row and one example row. */
export const templateCsv = () => csvTemplate(BULK_COLUMNS, EXAMPLE);

/** The .xlsx template: the same two rows, the date a real date cell and the phone kept as text. */
export const templateXlsx = () =>
  xlsxTemplate(
    'Applicants',
    BULK_COLUMNS.map((key) => ({
      key,
      width: key === 'address' ? 32 : key === 'email' ? 28 : 16,
      numFmt: key === 'phoneNumber' ? '@' : key === 'dateOfBirth' ? 'yyyy-mm-dd' : undefined,
    })),
    { ...EXAMPLE, dateOfBirth: new Date(`${EXAMPLE.dateOfBirth}T00:00:00Z`) },
  );
