/**
 * WhatsApp contacts list benchmark: seeds 100,000 contacts with bulk SQL, then loads the staff list
 * (GET /api/whatsapp/contacts/all: first page, a deep page, a name search, a number search by digits, gender,
 * occupation, opted out, and a search with filters) with autocannon, beside the static-JSON route
 * /runtime-config.json measured in the same run.
 *
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`node scripts/with-postgres.mjs node
 * bench/whatsapp-contacts-load.mjs`). PGlite allows one process at a time, so the server is started once to
 * migrate, stopped while the bulk rows go in, and started again for the measurements. Loopback only.
 * BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) tune the runs.
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

const CONTACTS = 100_000;

/** Ten first names by ten surnames, three genders, eight occupations; one contact in ten opted out. */
const SEED_SQL = `
INSERT INTO whatsapp_contacts (name, number, age, gender, address, occupation, opted_in, opt_in_at, opt_in_source,
  opt_out_at, opt_out_source, created_at, updated_at)
SELECT
  (ARRAY['Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Riya', 'Arjun', 'Sneha'])[1 + i % 10]
    || ' ' || (ARRAY['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Singh', 'Das', 'Menon', 'Joshi'])[1 + (i / 10) % 10]
    || ' ' || i,
  (919000000000 + i)::text,
  18 + i % 60,
  (ARRAY['Male', 'Female', 'Others'])[1 + i % 3],
  'House ' || i || ', Kothrud, Pune 411038',
  (ARRAY['Student', 'Farmer', 'Teacher', 'Nurse', 'Driver', 'Tailor', 'Engineer', 'Shopkeeper'])[1 + i % 8],
  i % 10 <> 0,
  now() - make_interval(mins => i),
  'Import',
  CASE WHEN i % 10 = 0 THEN now() END,
  CASE WHEN i % 10 = 0 THEN 'Reply' END,
  now() - make_interval(mins => i),
  now() - make_interval(mins => i)
FROM generate_series(1, ${CONTACTS}) AS i;
`;

const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-whatsapp-contacts-bench-'));
let child = startServer(dataDir);
try {
  await waitHealthy(child, 120_000);
  await stopServer(child);
  const seedStarted = Date.now();
  await runSql(dataDir, SEED_SQL);
  const seedMs = Date.now() - seedStarted;
  child = startServer(dataDir);
  await waitHealthy(child, 120_000);

  const login = await json('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const staff = { authorization: `Bearer ${login.data.accessToken}` };
  const list = '/api/whatsapp/contacts/all?limit=10';
  const first = await json(list, { headers: staff });
  if (first.pagination.total < CONTACTS) throw new Error(`${first.pagination.total} contacts, not ${CONTACTS}`);
  const deepPage = Math.floor(first.pagination.total / 10) - 5;

  // Unmeasured warm-up: opens the database pool's connections and warms their catalog caches.
  await load('warm-up', { path: list, headers: staff, duration: 2 });

  const rows = [];
  const measure = async (title, path, headers = staff) =>
    rows.push(await load(title, { path, headers, columns: { 'idle ms': await probe(path, headers) } }));
  await measure('GET /runtime-config.json (static JSON)', '/runtime-config.json', {});
  await measure('contacts, page 1', list);
  await measure(`contacts, page ${deepPage}`, `${list}&page=${deepPage}`);
  await measure('search name "kavya nair 4"', `${list}&search=kavya%20nair%204`);
  await measure('search name "sharma"', `${list}&search=sharma`);
  await measure('search number "0001234"', `${list}&search=0001234`);
  await measure('gender=Female', `${list}&gender=Female`);
  await measure('occupation=teacher', `${list}&occupation=teacher`);
  await measure('optedIn=false', `${list}&optedIn=false`);
  await measure(
    'search "iyer" + Female + Nurse + opted in',
    `${list}&search=iyer&gender=Female&occupation=Nurse&optedIn=true`,
  );

  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${CONTACTS} contacts seeded in ${seedMs} ms; ` +
      `${connections} connections, ${seconds} s each`,
  );
  console.table(rows);
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
