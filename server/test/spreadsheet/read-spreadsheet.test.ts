import { describe, expect, it } from 'vitest';
import {
  readSpreadsheet,
  SPREADSHEET_READ_LIMITS,
  TOO_LARGE_UNPACKED,
  TOO_SLOW_TO_READ,
} from '../../src/spreadsheet/read-spreadsheet.ts';
import { inflatingXlsx } from '../support/spreadsheet-files.ts';

const MiB = 1024 * 1024;
const layout = { columns: ['name'] as const, required: ['name'] as const, maxRows: 10, rowsName: 'people' };

/** The 400 on `file` readSpreadsheet rejects with. */
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { statusCode?: number; errors?: unknown } | null;
  return { statusCode: error?.statusCode, errors: error?.errors };
}

describe('reading a spreadsheet in a worker', () => {
  it('reads an .xlsx and a CSV into rows', async () => {
    // The generated workbook's only cell is its header: the letters as the column name.
    const xlsx = inflatingXlsx(4);
    expect(await refusal(readSpreadsheet(xlsx, { ...layout, columns: ['aaaa'], required: ['aaaa'] }))).toEqual({
      statusCode: 400,
      errors: { file: 'The file has no people below its header row' },
    });
    expect(await readSpreadsheet(Buffer.from('Name\nAsha\n'), layout)).toEqual([{ row: 2, cells: { name: 'Asha' } }]);
  });

  it('refuses an .xlsx that really unpacks to more than the cap, whatever its headers say', async () => {
    for (const bomb of [inflatingXlsx(300 * MiB), inflatingXlsx(300 * MiB, { declaredSize: 100 })]) {
      expect(await refusal(readSpreadsheet(bomb, layout))).toEqual({
        statusCode: 400,
        errors: { file: TOO_LARGE_UNPACKED },
      });
    }
  });

  it('answers a 400 when the reader runs out of its heap or its time, and reads the next file as usual', async () => {
    // 48 MB of one cell fits the cap but not a 32 MB heap, where a small workbook reads.
    const small = { heapMb: 32, deadlineMs: 60_000 };
    expect(
      await refusal(readSpreadsheet(inflatingXlsx(4), { ...layout, columns: ['aaaa'], required: ['aaaa'] }, small)),
    ).toEqual({ statusCode: 400, errors: { file: 'The file has no people below its header row' } });
    const heavy = inflatingXlsx(48 * MiB);
    expect(await refusal(readSpreadsheet(heavy, layout, small))).toEqual({
      statusCode: 400,
      errors: { file: TOO_LARGE_UNPACKED },
    });
    expect(await refusal(readSpreadsheet(heavy, layout, { ...SPREADSHEET_READ_LIMITS, deadlineMs: 1 }))).toEqual({
      statusCode: 400,
      errors: { file: TOO_SLOW_TO_READ },
    });
    expect(await readSpreadsheet(Buffer.from('name\nVikram\n'), layout)).toEqual([
      { row: 2, cells: { name: 'Vikram' } },
    ]);
  });
});
