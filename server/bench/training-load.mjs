/**
 * Training benchmark: seeds 1,000 approved applicants with bulk SQL, then
 * - sends their certificates through the API in batches of 100 as the Applicants page does (each one issued,
 *   drawn as a PDF with its QR code and queued with the PDF attached) and reports certificates per second;
 * - loads the public verification call with autocannon beside the static-JSON route /runtime-config.json, each
 *   request from a different address (X-Forwarded-For, TRUST_PROXY on), as visitors scanning QR codes would,
 *   so the per-address limit is exercised rather than hit.
 *
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`npm run bench:training:pg`). BENCH_SECONDS (10) and
 * BENCH_CONNECTIONS (50) tune the load runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  admin,
  connections,
  json,
  load,
  probe,
  runSql,
  seconds,
  startServer,
  stopServer,
  waitHealthy,
} from './bench-server.mjs';

const APPLICANTS = 1_000;
const BATCH = 100;

const SEED_SQL = `
INSERT INTO training_applicants (first_name, last_name, date_of_birth, email, institution_id, program_id, status)
SELECT 'Bench', 'Learner ' || i, DATE '2001-01-01' + (i % 3000), 'bench.learner.' || i || '@example.com',
  p.institution_id, p.id, 'Approved'
FROM generate_series(1, ${APPLICANTS}) AS i,
  (SELECT id, institution_id FROM training_programs ORDER BY created_at LIMIT 1) AS p;
`;

process.env.TRUST_PROXY = 'true';
const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-training-bench-'));
let child = startServer(dataDir);
try {
  // The demo data brings the institutions and programs the bulk applicants join.
  await waitHealthy(child, 120_000);
  await stopServer(child);
  await runSql(dataDir, SEED_SQL);
  child = startServer(dataDir);
  await waitHealthy(child, 120_000);

  const login = await json('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const auth = { authorization: `Bearer ${login.data.accessToken}`, 'content-type': 'application/json' };
  const ids = [];
  for (let page = 1; ids.length < APPLICANTS; page++) {
    const list = await json(
      `/api/training/applicants/all?status=Approved&search=bench.learner&limit=100&page=${page}`,
      {
        headers: auth,
      },
    );
    if (list.data.length === 0) break;
    ids.push(...list.data.map((a) => a._id));
  }

  const started = performance.now();
  let sent = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const answer = await json('/api/training/applicants/send-certificate', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ ids: ids.slice(i, i + BATCH) }),
    });
    sent += answer.data.updated.length;
  }
  const sendMs = performance.now() - started;

  const holder = await json(`/api/training/applicants/${ids[0]}`, { headers: auth });
  const verifyPath = `/api/training/certificates/verify/${holder.data.certificate.number}`;
  // A new address for every request: 16 million before one repeats.
  let visitor = 0;
  const nextAddress = () => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`;
  const fromManyAddresses = {
    requests: [
      {
        method: 'GET',
        path: verifyPath,
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }),
      },
    ],
  };
  const rows = [];
  rows.push(
    await load('GET /runtime-config.json (static JSON)', {
      path: '/runtime-config.json',
      columns: { 'idle ms': await probe('/runtime-config.json') },
    }),
  );
  rows.push(
    await load('verify a certificate (public)', {
      path: verifyPath,
      ...fromManyAddresses,
      columns: { 'idle ms': await probe(verifyPath, { 'x-forwarded-for': '192.0.2.1' }) },
    }),
  );

  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${sent} certificates issued, drawn and queued ` +
      `in ${(sendMs / 1000).toFixed(1)} s (${Math.round((sent / sendMs) * 1000)} per second, batches of ${BATCH}); ` +
      `${connections} connections, ${seconds} s each`,
  );
  console.table(rows);
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
