import { fieldErrors } from '@skillhub/shared/schemas/common';
import {
  type ApplicantBody,
  applicantBodySchema,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_ROWS,
} from '@skillhub/shared/schemas/training';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fieldError } from '../../http/http-error.ts';

/**
 * Reading a spreadsheet of applicants (CSV or .xlsx, told apart by the bytes) and checking each row with the
 * staff form's own schema, so a row's messages are the ones the form would show. No database here: the
 * service adds the program and the applicants already in it.
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
const REQUIRED_COLUMNS: readonly BulkColumn[] = ['firstName', 'lastName', 'dateOfBirth', 'email'];

/**
 * What the parts of an .xlsx may claim to unpack to. A real 10,000-row sheet is a few MB; the cap keeps a
 * small ZIP that inflates to gigabytes from reaching the spreadsheet reader.
 */
export const XLSX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export const NOT_A_SPREADSHEET = 'The file must be a CSV or an Excel (.xlsx) spreadsheet';
export const TOO_MANY_ROWS = `At most ${BULK_UPLOAD_MAX_ROWS} rows at once`;
export const TOO_LARGE = `The file must be at most ${BULK_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

/** A cell as read: text, or a date from an Excel date cell. */
export type CellValue = string | Date;

export interface SheetRow {
  /** The row number the spreadsheet shows (the header is row 1). */
  row: number;
  cells: Partial<Record<BulkColumn, CellValue>>;
}

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

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const normalizeHeader = (header: string) => header.replace(/[\s_-]+/g, '').toLowerCase();
const COLUMN_BY_HEADER = new Map<string, BulkColumn>(BULK_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** The applicants' rows of a CSV or .xlsx file, blank rows left out; a file that cannot be used is a 400 on `file`. */
export async function readSpreadsheet(content: Buffer): Promise<SheetRow[]> {
  if (content.length === 0) throw fieldError('file', 'The file is empty');
  const table = content.subarray(0, 4).equals(ZIP_MAGIC) ? await readXlsx(content) : readCsv(content);
  return rowsOf(table);
}

/** A sheet as its header cells and its rows of cells by column position, each with its row number. */
interface Table {
  header: string[];
  rows: { row: number; values: CellValue[] }[];
}

function rowsOf(table: Table): SheetRow[] {
  const positions = new Map<BulkColumn, number>();
  table.header.forEach((text, index) => {
    const column = COLUMN_BY_HEADER.get(normalizeHeader(text));
    if (!column) return;
    if (positions.has(column)) throw fieldError('file', `The column ${column} appears more than once`);
    positions.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !positions.has(c));
  if (missing.length > 0) throw fieldError('file', `Missing columns: ${missing.join(', ')}`);

  const rows: SheetRow[] = [];
  for (const { row, values } of table.rows) {
    const cells: SheetRow['cells'] = {};
    let blank = true;
    for (const [column, index] of positions) {
      const value = values[index] ?? '';
      cells[column] = value;
      if (value instanceof Date || value.trim() !== '') blank = false;
    }
    if (blank) continue;
    if (rows.length === BULK_UPLOAD_MAX_ROWS) throw fieldError('file', TOO_MANY_ROWS);
    rows.push({ row, cells });
  }
  if (rows.length === 0) throw fieldError('file', 'The file has no applicants below its header row');
  return rows;
}

// ------------------------------------------------------------------------------------------------------ CSV

function readCsv(content: Buffer): Table {
  let text: string;
  try {
    // Strict UTF-8 (a BOM is dropped): images, old .xls files and random bytes fail here.
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw fieldError('file', NOT_A_SPREADSHEET);
  }
  if (text.includes('\u0000')) throw fieldError('file', NOT_A_SPREADSHEET);
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      // Blank lines stay records, so each record's index is the row number a spreadsheet shows.
      skip_empty_lines: false,
    });
  } catch (error) {
    throw fieldError('file', `The CSV file could not be read: ${(error as Error).message}`);
  }
  const [header = [], ...rest] = records;
  return { header, rows: rest.map((values, index) => ({ row: index + 2, values })) };
}

/** Commas, or the semicolons or tabs of spreadsheets saved in other locales, judged by the header line. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

// ----------------------------------------------------------------------------------------------------- xlsx

async function readXlsx(content: Buffer): Promise<Table> {
  const unpacked = zipUnpackedSize(content);
  if (unpacked === null) throw fieldError('file', NOT_A_SPREADSHEET);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw fieldError('file', 'The spreadsheet is too large once unpacked');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types ask for its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw fieldError('file', NOT_A_SPREADSHEET);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fieldError('file', NOT_A_SPREADSHEET);
  const valuesOf = (row: ExcelJS.Row): CellValue[] => {
    // row.values is 1-based (index 0 is empty) and sparse.
    const raw = row.values as unknown[];
    const values: CellValue[] = [];
    for (let i = 1; i < raw.length; i++) values.push(cellValue(raw[i]));
    return values;
  };
  const header = valuesOf(sheet.getRow(1)).map((v) => (v instanceof Date ? '' : v));
  const rows: Table['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber > 1) rows.push({ row: rowNumber, values: valuesOf(row) });
  });
  return { header, rows };
}

/** Text of an exceljs cell value: rich text, hyperlinks (Excel links typed e-mails), formula results, errors. */
function cellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) {
      return cell.richText.map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : '')).join('');
    }
    if ('text' in cell) return cellValue(cell.text);
    if ('result' in cell) return cellValue(cell.result);
    if ('formula' in cell || 'sharedFormula' in cell) return '';
    if (typeof cell.error === 'string') return cell.error;
  }
  return '';
}

/**
 * The sizes a ZIP's central directory declares its entries unpack to, summed; null when there is no readable
 * central directory (not a ZIP). ZIP64 entries (over 4 GB) count as too large.
 */
export function zipUnpackedSize(content: Buffer): number | null {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  // The end record is 22 bytes plus a comment of up to 65,535.
  const from = Math.max(0, content.length - 22 - 0xffff);
  let end = -1;
  for (let i = content.length - 22; i >= from; i--) {
    if (content.readUInt32LE(i) === END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = content.readUInt16LE(end + 10);
  let offset = content.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > content.length || content.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null;
    const size = content.readUInt32LE(offset + 24);
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    offset +=
      46 + content.readUInt16LE(offset + 28) + content.readUInt16LE(offset + 30) + content.readUInt16LE(offset + 32);
  }
  return total;
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

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV template: the header row and one example row, UTF-8 with a BOM so Excel reads it as UTF-8. */
export function templateCsv(): string {
  const lines = [BULK_COLUMNS, BULK_COLUMNS.map((c) => EXAMPLE[c])].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The .xlsx template: the same two rows, the date a real date cell and the phone kept as text. */
export async function templateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Applicants', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BULK_COLUMNS.map((key) => ({
    header: key,
    key,
    width: key === 'address' ? 32 : key === 'email' ? 28 : 16,
    style: key === 'phoneNumber' ? { numFmt: '@' } : key === 'dateOfBirth' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({ ...EXAMPLE, dateOfBirth: new Date(`${EXAMPLE.dateOfBirth}T00:00:00Z`) });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
