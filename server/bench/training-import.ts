/**
 * Training bulk-import benchmark: a fresh app on an in-memory PGlite database, listening on loopback; a 10,000-row
 * CSV of applicants is posted over HTTP to /api/training/applicants/bulk-upload, first as a preview, then as the
 * import, and each call's time and rows per second are printed. The import must stay well under a minute.
 *
 * `npm run bench:training-import`; BENCH_ROWS (10000) changes the size.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };

function applicantsCsv(rows: number): string {
  const lines = ['firstName,middleName,lastName,dateOfBirth,email,phoneNumber,address'];
  for (let n = 0; n < rows; n++) {
    const day = String((n % 28) + 1).padStart(2, '0');
    const phone = String(9_000_000_000 + n);
    lines.push(
      `Applicant,Kumar,Number ${n},${day}/06/2003,applicant${n}@example.com,${phone},"House ${n}, Kothrud, Pune"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const filesRoot = await mkdtemp(join(tmpdir(), 'skillhub-bench-files-'));
const config = loadConfig({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, DEMO_DATA: 'false' });
config.database = { kind: 'pglite', dataDir: null };
config.storage = { kind: 'local', root: filesRoot };
config.logLevel = 'warn';
const app = await buildApp(config);

try {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const json = async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };

  const token = (await json('POST', '/user/login', null, admin)).data.accessToken as string;
  const institution = (
    await json('POST', '/training/institutions', token, {
      name: 'Bench Polytechnic',
      email: 'principal@bench.example.in',
      address: 'MG Road, Pune 411001',
    })
  ).data;
  const program = (
    await json('POST', '/training/programs', token, {
      title: 'Bench Bootcamp',
      description: 'Twelve weeks of web development.',
      duration: '12 weeks',
      institution: institution._id,
      topic: 'Web Development',
      board: 'AICTE',
      startDate: '2026-01-05',
      endDate: '2099-03-27',
      prerequisites: 'Basic computer skills',
      syllabus: 'HTML; CSS; JavaScript',
    })
  ).data;

  const csv = applicantsCsv(ROWS);
  const results: Record<string, unknown>[] = [];
  for (const mode of ['preview', 'import'] as const) {
    const form = new FormData();
    form.append('program', program._id);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'applicants.csv');
    const started = performance.now();
    const response = await fetch(`${base}/api/training/applicants/bulk-upload?mode=${mode}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = await response.json();
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`${mode}: ${response.status} ${JSON.stringify(answer)}`);
    if (answer.data.valid !== ROWS) throw new Error(`${mode}: ${JSON.stringify(answer.data)}`);
    results.push({
      mode,
      rows: ROWS,
      'file MB': Number((csv.length / (1024 * 1024)).toFixed(2)),
      imported: answer.data.imported,
      seconds: Number(seconds.toFixed(2)),
      'rows/s': Math.round(ROWS / seconds),
    });
  }
  const listed = await json('GET', `/training/applicants/all?program=${program._id}&status=Pending&limit=1`, token);
  if (listed.pagination.total !== ROWS) throw new Error(`${listed.pagination.total} Pending applicants, not ${ROWS}`);
  console.log(`Training bulk import on PGlite (in memory), ${ROWS} rows over HTTP`);
  console.table(results);
  console.log(`Pending applicants in the program afterwards: ${listed.pagination.total}`);
} finally {
  await app.close();
  await rm(filesRoot, { recursive: true, force: true });
}
