/**
 * The worker thread read-spreadsheet.ts starts for each upload, with a heap ceiling and a deadline: it reads
 * the file into a table (spreadsheet-table.ts) and posts it back. Plain JavaScript that loads the TypeScript
 * through tsx's API, so it starts alike under `node --import tsx` (npm start, Docker), `tsx watch` and vitest,
 * none of which hands a loader to a worker it does not start itself.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { readTable, UnreadableSpreadsheet, NOT_A_SPREADSHEET } = await tsImport(
  './spreadsheet-table.ts',
  import.meta.url,
);
// Failing before this point is the server's fault (a 500); after it, the file's.
parentPort.postMessage({ loaded: true });
try {
  parentPort.postMessage({ table: await readTable(workerData.content, workerData.maxUnpackedBytes) });
} catch (error) {
  // exceljs throws anything at all on a malformed workbook.
  parentPort.postMessage({ refused: error instanceof UnreadableSpreadsheet ? error.message : NOT_A_SPREADSHEET });
}
