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
import { json, load } from './bench-server.mjs';
import { adminHeaders, measurements, printMeasurements, withSeededServer } from './seeded-load.mjs';

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

await withSeededServer('whatsapp-contacts', SEED_SQL, async ({ seedMs }) => {
  const staff = await adminHeaders();
  const list = '/api/whatsapp/contacts/all?limit=10';
  const first = await json(list, { headers: staff });
  if (first.pagination.total < CONTACTS) throw new Error(`${first.pagination.total} contacts, not ${CONTACTS}`);
  const deepPage = Math.floor(first.pagination.total / 10) - 5;

  await load('warm-up', { path: list, headers: staff, duration: 2 });
  const { rows, measure } = measurements();
  await measure('GET /runtime-config.json (static JSON)', { path: '/runtime-config.json' });
  await measure('contacts, page 1', { path: list, headers: staff });
  await measure(`contacts, page ${deepPage}`, { path: `${list}&page=${deepPage}`, headers: staff });
  await measure('search name "kavya nair 4"', { path: `${list}&search=kavya%20nair%204`, headers: staff });
  await measure('search name "sharma"', { path: `${list}&search=sharma`, headers: staff });
  await measure('search number "0001234"', { path: `${list}&search=0001234`, headers: staff });
  await measure('gender=Female', { path: `${list}&gender=Female`, headers: staff });
  await measure('occupation=teacher', { path: `${list}&occupation=teacher`, headers: staff });
  await measure('optedIn=false', { path: `${list}&optedIn=false`, headers: staff });
  await measure('search "iyer" + Female + Nurse + opted in', {
    path: `${list}&search=iyer&gender=Female&occupation=Nurse&optedIn=true`,
    headers: staff,
  });

  printMeasurements(`${CONTACTS} contacts seeded in ${seedMs} ms`, rows);
});
