/** The files a bulk upload offers to fill in: the header row (the columns) and one example row. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV template, UTF-8 with a BOM so that Excel reads it as UTF-8. */
export function templateCsv<C extends string>(columns: readonly C[], example: Record<C, string>): string {
  const lines = [columns, columns.map((c) => example[c])].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface XlsxColumn<C extends string> {
  key: C;
  width: number;
  /** Excel's number format of the column: '@' keeps digits as text, 'yyyy-mm-dd' shows a date cell as a day. */
  numFmt?: string;
}

/** The .xlsx template: a bold, frozen header row and the example row, cells typed by the caller. */
export async function templateXlsx<C extends string>(
  sheetName: string,
  columns: readonly XlsxColumn<C>[],
  example: Record<C, string | number | Date>,
): Promise<Buffer> {
  // Loaded at the first spreadsheet read or template written (Node keeps it loaded after): only bulk uploads use it.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ key, width, numFmt }) => ({
    header: key,
    key,
    width,
    style: numFmt ? { numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
