import type { FuzzReport } from './run-fuzzer.ts';

const statusList = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

/** The report as text: statuses per operation, the totals, then each 5xx with what was sent. */
export function formatReport(report: FuzzReport): string {
  const lines = [
    'statuses per operation:',
    ...Object.entries(report.byOperation)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([operation, counts]) => `  ${operation.padEnd(72)} ${statusList(counts)}`),
    `${report.requests} requests over ${report.operations} operations in ${(report.durationMs / 1000).toFixed(1)} s ` +
      `(seed ${report.seed}; ${report.upkeep} sign-ins and session checks besides)`,
    `statuses: ${statusList(report.byStatus)}`,
    report.failures.length === 0
      ? 'no 5xx, no request without an answer'
      : `${report.failures.length} requests answered 5xx or not at all:`,
  ];
  for (const f of report.failures) {
    lines.push(
      `  ${f.status} ${f.method} ${f.url} as ${f.caller} [${f.strategy}] content-type "${f.contentType}" body ${f.body}`,
      `      answer: ${f.answer}`,
    );
  }
  return lines.join('\n');
}
