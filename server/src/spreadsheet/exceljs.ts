import type ExcelJS from 'exceljs';

let excelJs: Promise<typeof ExcelJS> | null = null;

/**
 * exceljs, loaded when a spreadsheet is first read or a template written: only bulk uploads use it, and the
 * library holds tens of MB once loaded.
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  excelJs ??= import('exceljs').then((module) => module.default);
  return excelJs;
}
