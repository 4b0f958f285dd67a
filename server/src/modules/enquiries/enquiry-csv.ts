/**
 * CSV for spreadsheets (RFC 4180). A cell that a spreadsheet would read as a formula (=, +, -, @, tab or
 * carriage return first) gets a leading apostrophe: a visitor's "name" must never run as a formula on a
 * staff member's computer.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel opens a UTF-8 file correctly (names in Hindi, the rupee sign) only when it starts with a BOM. */
export const CSV_BOM = '\uFEFF';
