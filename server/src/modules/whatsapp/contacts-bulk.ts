import { fieldErrors } from '@skillhub/shared/schemas/common';
import {
  CONTACTS_BULK_MAX_BYTES,
  CONTACTS_BULK_MAX_ROWS,
  type ContactValues,
  contactBodySchema,
} from '@skillhub/shared/schemas/whatsapp';
import { type CellValue, type SheetRow, type SpreadsheetLayout, tooLarge } from '../../spreadsheet/read-spreadsheet.ts';
import { templateCsv, templateXlsx } from '../../spreadsheet/template-file.ts';

/**
 * A spreadsheet of contacts (read by src/spreadsheet) checked row by row with the contact form's schema, so a
 * row's messages are the form's, and its rows merged by number. No database here.
 */

/** The columns, in the template's order; headers match them ignoring case, spaces, '-' and '_'. */
export const CONTACT_COLUMNS = ['name', 'number', 'age', 'gender', 'address', 'occupation'] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

export const CONTACTS_SHEET: SpreadsheetLayout<ContactColumn> = {
  columns: CONTACT_COLUMNS,
  required: ['name', 'number'],
  maxRows: CONTACTS_BULK_MAX_ROWS,
  rowsName: 'contacts',
  // A full 50,000-row sheet with every text at its longest unpacks to about 40 MB.
  maxUnpackedBytes: 96 * 1024 * 1024,
};

export const CONTACTS_TOO_LARGE = tooLarge(CONTACTS_BULK_MAX_BYTES);

/** A contact's fields from a file; the ones left empty are undefined, and never overwrite a stored value. */
export type ImportedContact = Omit<ContactValues, 'optedIn'>;

export interface CheckedContactRow {
  row: number;
  /** The number as written (trimmed), to find the row again. */
  number: string;
  /** The contact, when the row has no error. */
  contact: ImportedContact | null;
  errors: Record<string, string>;
}

const textOf = (value: CellValue | undefined): string | undefined =>
  value === undefined ? undefined : value instanceof Date ? value.toISOString().slice(0, 10) : value;

/** Each row checked with the contact form's schema. */
export function checkContactRows(rows: SheetRow<ContactColumn>[]): CheckedContactRow[] {
  return rows.map(({ row, cells }) => {
    const input = {
      name: textOf(cells.name),
      number: textOf(cells.number),
      age: textOf(cells.age),
      gender: textOf(cells.gender),
      address: textOf(cells.address),
      occupation: textOf(cells.occupation),
    };
    const parsed = contactBodySchema.safeParse(input);
    const number = (input.number ?? '').trim();
    if (!parsed.success) return { row, number, contact: null, errors: fieldErrors(parsed.error.issues) };
    const { optedIn: _optedIn, ...contact } = parsed.data;
    return { row, number, contact, errors: {} };
  });
}

/**
 * The good rows, one per number, in the order each number first appears: a later row's non-empty fields win
 * over an earlier row's. `repeats` counts the rows merged into an earlier one.
 */
export function mergeByNumber(rows: CheckedContactRow[]): { contacts: ImportedContact[]; repeats: number } {
  const byNumber = new Map<string, ImportedContact>();
  let repeats = 0;
  for (const { contact } of rows) {
    if (!contact) continue;
    const earlier = byNumber.get(contact.number);
    if (!earlier) {
      byNumber.set(contact.number, contact);
      continue;
    }
    repeats += 1;
    byNumber.set(contact.number, {
      name: contact.name,
      number: contact.number,
      age: contact.age ?? earlier.age,
      gender: contact.gender ?? earlier.gender,
      address: contact.address ?? earlier.address,
      occupation: contact.occupation ?? earlier.occupation,
    });
  }
  return { contacts: [...byNumber.values()], repeats };
}

// ----------------------------------------------------------------------------------------------- template

const EXAMPLE = {
  name: 'Asha Rao',
  number: '919876543210',
  age: '24',
  gender: 'Female',
  address: 'Kothrud, Pune 411038',
  occupation: 'Student',
} satisfies Record<ContactColumn, string>;

export const TEMPLATE_NAME = 'whatsapp_contacts_template';

export const contactsTemplateCsv = () => templateCsv(CONTACT_COLUMNS, EXAMPLE);

/** The number column is text, so Excel keeps all its digits rather than showing 9.19877E+11. */
export const contactsTemplateXlsx = () =>
  templateXlsx(
    'Contacts',
    CONTACT_COLUMNS.map((key) => ({
      key,
      width: key === 'address' ? 32 : key === 'name' ? 24 : 16,
      numFmt: key === 'number' ? '@' : undefined,
    })),
    { ...EXAMPLE, age: Number(EXAMPLE.age) },
  );
