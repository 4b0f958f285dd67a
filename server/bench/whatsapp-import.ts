/**
 * WhatsApp contacts import benchmark: a fresh app on an in-memory PGlite database, listening on loopback; a
 * 50,000-row CSV of contacts is posted over HTTP to /api/whatsapp/contacts/bulk as a preview, as the import (every
 * row a new contact), and as the same import again (every row merged into its contact); each call's time and rows
 * per second are printed. An import must stay well under a minute.
 *
 * `npm run bench:whatsapp-import`; BENCH_ROWS (50000, the most a file may hold) changes the size.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };

const NAMES = ['Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Riya', 'Arjun', 'Sneha'];
const SURNAMES = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Singh', 'Das', 'Menon', 'Joshi'];
const GENDERS = ['Male', 'Female', 'Others'];
const OCCUPATIONS = ['Student', 'Farmer', 'Teacher', 'Nurse', 'Driver', 'Tailor', 'Engineer', 'Shopkeeper'];

function contactsCsv(rows: number): string {
  const lines = ['name,number,age,gender,address,occupation'];
  for (let n = 0; n < rows; n++) {
    lines.push(
      `${NAMES[n % 10]} ${SURNAMES[Math.floor(n / 10) % 10]} ${n},${919_000_000_000 + n},${18 + (n % 60)},` +
        `${GENDERS[n % 3]},"House ${n}, Kothrud, Pune 411038",${OCCUPATIONS[n % 8]}`,
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
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = (await login.json()).data.accessToken as string;

  const csv = contactsCsv(ROWS);
  const results: Record<string, unknown>[] = [];
  const runs = [
    ['preview', 'preview'],
    ['import (all new)', 'import'],
    ['import again (all merged)', 'import'],
  ] as const;
  for (const [label, mode] of runs) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'contacts.csv');
    const started = performance.now();
    const response = await fetch(`${base}/api/whatsapp/contacts/bulk?mode=${mode}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = await response.json();
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`${label}: ${response.status} ${JSON.stringify(answer)}`);
    if (answer.data.valid !== ROWS) throw new Error(`${label}: ${JSON.stringify(answer.data)}`);
    results.push({
      run: label,
      rows: ROWS,
      'file MB': Number((csv.length / (1024 * 1024)).toFixed(2)),
      created: answer.data.created,
      merged: answer.data.merged,
      seconds: Number(seconds.toFixed(2)),
      'rows/s': Math.round(ROWS / seconds),
    });
  }
  const listed = await fetch(`${base}/api/whatsapp/contacts/all?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const total = (await listed.json()).pagination.total;
  if (total !== ROWS) throw new Error(`${total} contacts, not ${ROWS}`);
  console.log(`WhatsApp contacts import on PGlite (in memory), ${ROWS} rows over HTTP`);
  console.table(results);
  console.log(`Contacts afterwards: ${total}`);
} finally {
  await app.close();
  await rm(filesRoot, { recursive: true, force: true });
}
