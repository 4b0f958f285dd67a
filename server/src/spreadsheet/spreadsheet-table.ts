import type ExcelJS from 'exceljs';
import { zipUnpackedSize } from './zip-unpacked-size.ts';

/**
 * The cells of an uploaded CSV or .xlsx (told apart by the bytes) as a table. Runs in the worker that
 * read-spreadsheet.ts starts for each upload, away from the API's event loop and heap; a file that cannot be
 * read is an UnreadableSpreadsheet whose message the client sees on the field `file`.
 */

/** A cell as read: text, or a date from an Excel date cell. */
export type CellValue = string | Date;

/** A sheet as its header cells and its rows of cells by column position, each with its row number. */
export interface Table {
  header: string[];
  rows: { row: number; values: CellValue[] }[];
}

export const NOT_A_SPREADSHEET = 'The file must be a CSV or an Excel (.xlsx) spreadsheet';
export const TOO_LARGE_UNPACKED = 'The spreadsheet is too large once unpacked';

export class UnreadableSpreadsheet extends Error {}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

export function readTable(content: Uint8Array, maxUnpackedBytes: number): Promise<Table> {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return bytes.subarray(0, 4).equals(ZIP_MAGIC) ? readXlsx(bytes, maxUnpackedBytes) : readCsv(bytes);
}

// ------------------------------------------------------------------------------------------------------ CSV

async function readCsv(content: Buffer): Promise<Table> {
  let text: string;
  try {
    // Strict UTF-8 (a BOM is dropped): images, old .xls files and random bytes fail here.
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new UnreadableSpreadsheet(NOT_A_SPREADSHEET);
  }
  if (text.includes('\u0000')) throw new UnreadableSpreadsheet(NOT_A_SPREADSHEET);
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
    throw new UnreadableSpreadsheet(`The CSV file could not be read: ${(error as Error).message}`);
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
  // exceljs inflates every part into memory, and believes the sizes the ZIP declares: count what they really
  // unpack to first.
  const unpacked = await zipUnpackedSize(content, maxUnpackedBytes);
  if (!unpacked.fits) {
    throw new UnreadableSpreadsheet(unpacked.reason === 'too-large' ? TOO_LARGE_UNPACKED : NOT_A_SPREADSHEET);
  }
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  try {
    // exceljs's types ask for its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw new UnreadableSpreadsheet(NOT_A_SPREADSHEET);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableSpreadsheet(NOT_A_SPREADSHEET);
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
