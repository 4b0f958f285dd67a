import type ExcelJS from 'exceljs';
import { fieldError } from '../http/http-error.ts';

/**
 * Reading the rows of an uploaded spreadsheet (CSV or .xlsx, told apart by the bytes) by a list of columns.
 * The header row names the columns in any order, matched ignoring case, spaces, '-' and '_'; other columns
 * are ignored. Every failure is a 400 on the form field `file`. No checking of the cells: each bulk upload
 * checks its rows with its own form's schema.
 */

/** A cell as read: text, or a date from an Excel date cell. */
export type CellValue = string | Date;

export interface SheetRow<C extends string> {
  /** The row number the spreadsheet shows (the header is row 1). */
  row: number;
  cells: Partial<Record<C, CellValue>>;
}

export interface SpreadsheetLayout<C extends string> {
  /** The columns, in the template's order. */
  columns: readonly C[];
  /** The columns the header must have. */
  required: readonly C[];
  /** More rows with data than this is a 400. */
  maxRows: number;
  /** What the rows are, for the message of a file without any: "applicants", "contacts". */
  rowsName: string;
  /** What the parts of an .xlsx may claim to unpack to; XLSX_MAX_UNPACKED_BYTES unless given. */
  maxUnpackedBytes?: number;
}

/**
 * What the parts of an .xlsx may claim to unpack to. A real 10,000-row sheet is a few MB; the cap keeps a
 * small ZIP that inflates to gigabytes from reaching the spreadsheet reader.
 */
export const XLSX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export const NOT_A_SPREADSHEET = 'The file must be a CSV or an Excel (.xlsx) spreadsheet';
export const TOO_LARGE_UNPACKED = 'The spreadsheet is too large once unpacked';
export const tooManyRows = (maxRows: number) => `At most ${maxRows} rows at once`;
export const tooLarge = (maxBytes: number) => `The file must be at most ${maxBytes / (1024 * 1024)} MB`;

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const normalizeHeader = (header: string) => header.replace(/[\s_-]+/g, '').toLowerCase();

/** The rows of a CSV or .xlsx file that hold data in the layout's columns, blank rows left out. */
export async function readSpreadsheet<C extends string>(
  content: Buffer,
  layout: SpreadsheetLayout<C>,
): Promise<SheetRow<C>[]> {
  if (content.length === 0) throw fieldError('file', 'The file is empty');
  const table = content.subarray(0, 4).equals(ZIP_MAGIC)
    ? await readXlsx(content, layout.maxUnpackedBytes ?? XLSX_MAX_UNPACKED_BYTES)
    : await readCsv(content);
  return rowsOf(table, layout);
}

/** A sheet as its header cells and its rows of cells by column position, each with its row number. */
interface Table {
  header: string[];
  rows: { row: number; values: CellValue[] }[];
}

function rowsOf<C extends string>(table: Table, layout: SpreadsheetLayout<C>): SheetRow<C>[] {
  const columnByHeader = new Map<string, C>(layout.columns.map((c) => [normalizeHeader(c), c]));
  const positions = new Map<C, number>();
  table.header.forEach((text, index) => {
    const column = columnByHeader.get(normalizeHeader(text));
    if (!column) return;
    if (positions.has(column)) throw fieldError('file', `The column ${column} appears more than once`);
    positions.set(column, index);
  });
  const missing = layout.required.filter((c) => !positions.has(c));
  if (missing.length > 0) throw fieldError('file', `Missing columns: ${missing.join(', ')}`);

  const rows: SheetRow<C>[] = [];
  for (const { row, values } of table.rows) {
    const cells: SheetRow<C>['cells'] = {};
    let blank = true;
    for (const [column, index] of positions) {
      const value = values[index] ?? '';
      cells[column] = value;
      if (value instanceof Date || value.trim() !== '') blank = false;
    }
    if (blank) continue;
    if (rows.length === layout.maxRows) throw fieldError('file', tooManyRows(layout.maxRows));
    rows.push({ row, cells });
  }
  if (rows.length === 0) throw fieldError('file', `The file has no ${layout.rowsName} below its header row`);
  return rows;
}

// ------------------------------------------------------------------------------------------------------ CSV

async function readCsv(content: Buffer): Promise<Table> {
  let text: string;
  try {
    // Strict UTF-8 (a BOM is dropped): images, old .xls files and random bytes fail here.
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw fieldError('file', NOT_A_SPREADSHEET);
  }
  if (text.includes('\u0000')) throw fieldError('file', NOT_A_SPREADSHEET);
  // Loaded at the first CSV upload, like exceljs for .xlsx: only bulk uploads read spreadsheets.
  const { parse: parseCsv } = await import('csv-parse/sync');
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

async function readXlsx(content: Buffer, maxUnpackedBytes: number): Promise<Table> {
  const unpacked = zipUnpackedSize(content);
  if (unpacked === null) throw fieldError('file', NOT_A_SPREADSHEET);
  if (unpacked > maxUnpackedBytes) throw fieldError('file', TOO_LARGE_UNPACKED);
  // Loaded at the first spreadsheet read or template written (Node keeps it loaded after): only bulk uploads use it.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
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
