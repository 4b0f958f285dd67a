import { Worker } from 'node:worker_threads';
import { fieldError } from '../http/http-error.ts';
import { type CellValue, NOT_A_SPREADSHEET, type Table, TOO_LARGE_UNPACKED } from './spreadsheet-table.ts';

/**
 * Reading the rows of an uploaded spreadsheet (CSV or .xlsx, told apart by the bytes) by a list of columns.
 * The header row names the columns in any order, matched ignoring case, spaces, '-' and '_'; other columns
 * are ignored. Every failure is a 400 on the form field `file`. No checking of the cells: each bulk upload
 * checks its rows with its own form's schema.
 *
 * The file is read in a worker thread (spreadsheet-table-worker.mjs) with its own heap ceiling and a deadline:
 * a spreadsheet reader holds a whole workbook inflated in memory, so a hostile file must cost that worker,
 * never the API's event loop or its process.
 */

export { type CellValue, NOT_A_SPREADSHEET, TOO_LARGE_UNPACKED };

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
  /** What the parts of an .xlsx may unpack to; XLSX_MAX_UNPACKED_BYTES unless given. */
  maxUnpackedBytes?: number;
}

/**
 * What the parts of an .xlsx may unpack to, counted as they inflate. A real 10,000-row sheet is a few MB; the
 * cap keeps a small ZIP that inflates to gigabytes from reaching the spreadsheet reader.
 */
export const XLSX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** What the worker reading one file may use. */
export interface ReadLimits {
  /** Its V8 old generation: exceljs holds the unpacked workbook and a cell object per cell (measured below). */
  heapMb: number;
  /** Wall-clock time from its start to its answer. */
  deadlineMs: number;
}

/**
 * Measured on a 50,000-row contacts sheet with every text at its longest (42 MB of XML): it reads with a 192 MB
 * heap, not with 128, in 3 to 5 s; the same rows with a long notes column (92 MB, near the 96 MB cap) read
 * with 384 MB in 5 to 6 s. Hence 512 MB, and five times the slowest as the deadline.
 */
export const SPREADSHEET_READ_LIMITS: ReadLimits = { heapMb: 512, deadlineMs: 30_000 };

/** Workers reading at once: each may hold its heap ceiling, so uploads beyond this wait their turn. */
const MAX_PARALLEL_READS = 2;

export const TOO_SLOW_TO_READ = 'The spreadsheet took too long to read';
export const tooManyRows = (maxRows: number) => `At most ${maxRows} rows at once`;
export const tooLarge = (maxBytes: number) => `The file must be at most ${maxBytes / (1024 * 1024)} MB`;

const normalizeHeader = (header: string) => header.replace(/[\s_-]+/g, '').toLowerCase();

/** The rows of a CSV or .xlsx file that hold data in the layout's columns, blank rows left out. */
export async function readSpreadsheet<C extends string>(
  content: Buffer,
  layout: SpreadsheetLayout<C>,
  limits: ReadLimits = SPREADSHEET_READ_LIMITS,
): Promise<SheetRow<C>[]> {
  if (content.length === 0) throw fieldError('file', 'The file is empty');
  const table = await inReadSlot(() =>
    readTableInWorker(content, layout.maxUnpackedBytes ?? XLSX_MAX_UNPACKED_BYTES, limits),
  );
  return rowsOf(table, layout);
}

const WORKER_URL = new URL('./spreadsheet-table-worker.mjs', import.meta.url);

/** The table of the file, read by a worker of its own; a 400 on `file` when the file is what failed. */
function readTableInWorker(content: Buffer, maxUnpackedBytes: number, limits: ReadLimits): Promise<Table> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { content, maxUnpackedBytes },
      // No inherited --import or V8 flags: the worker loads tsx itself, the same under every launcher.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    let loaded = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
      void worker.terminate();
    };
    const refuse = (message: string) => settle(() => reject(fieldError('file', message)));
    const deadline = setTimeout(() => refuse(TOO_SLOW_TO_READ), limits.deadlineMs);
    worker.on('message', (message: { loaded?: true; table?: Table; refused?: string }) => {
      if (message.loaded) loaded = true;
      else if (message.table) settle(() => resolve(message.table as Table));
      else refuse(message.refused ?? NOT_A_SPREADSHEET);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') refuse(TOO_LARGE_UNPACKED);
      else if (loaded) refuse(NOT_A_SPREADSHEET);
      else settle(() => reject(error));
    });
    worker.on('exit', () => refuse(NOT_A_SPREADSHEET));
  });
}

let reading = 0;
const waiting: (() => void)[] = [];

/** Runs `read` when fewer than MAX_PARALLEL_READS others run; a finished read hands its slot to the next. */
async function inReadSlot<T>(read: () => Promise<T>): Promise<T> {
  if (reading < MAX_PARALLEL_READS) reading++;
  else await new Promise<void>((resume) => waiting.push(resume));
  try {
    return await read();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else reading--;
  }
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
