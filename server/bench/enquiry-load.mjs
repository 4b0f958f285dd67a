/**
 * Staff enquiry list benchmark: seeds 1,000,000 leads with bulk SQL (generate_series) over the demo courses,
 * the four sources and the seven statuses, then loads GET /api/course/enquiry (a page of leads with the
 * pipeline counts per status) as the staff page asks for it: page 1, a deep page, a status filter, source and
 * course filters, and searches by name, e-mail and phone; each at 50 connections and at 10 (the concurrency a
 * staff desk realistically sends), printing req/s, p50, p95 and p99 (from every response's own latency).
 *
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`node scripts/with-postgres.mjs node
 * bench/enquiry-load.mjs`). ENQUIRY_LEADS (1,000,000) sets the number of leads, BENCH_SECONDS (10) the length
 * of each run, ENQUIRY_CONCURRENCY ("50,10") the connection counts. Loopback only.
 */
import autocannon from 'autocannon';
import { base, json, load, probe, seconds } from './bench-server.mjs';
import { adminHeaders, withSeededServer } from './seeded-load.mjs';

const LEADS = Number(process.env.ENQUIRY_LEADS ?? 1_000_000);
const CONCURRENCY = (process.env.ENQUIRY_CONCURRENCY ?? '50,10').split(',').map(Number);

/**
 * Names from ten first names and ten surnames (a full name matches 1% of the leads, a first name 10%), unique
 * phones and e-mails, a lead a minute back from now, the demo courses in turn (every fifth lead typed its own
 * interest instead), sources and statuses in turn.
 */
const SEED_SQL = `
SELECT setseed(0.42);
CREATE TEMP TABLE bench_courses AS SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM courses;
INSERT INTO enquiries (name, education, phone, email, course_id, interested_course, whatsapp_opt_in, source,
  event_name, status, submissions, last_submitted_at, created_at, updated_at)
SELECT
  (ARRAY['Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Riya', 'Arjun', 'Sneha'])[1 + i % 10]
    || ' ' || (ARRAY['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Singh', 'Das', 'Menon', 'Joshi'])[1 + (i / 10) % 10],
  'B.Tech',
  (9000000000 + i)::text,
  'lead' || i || '@example.com',
  CASE WHEN i % 5 = 0 THEN NULL ELSE bc.id END,
  CASE WHEN i % 5 = 0 THEN 'Any data course' END,
  i % 4 <> 0,
  (enum_range(NULL::lead_source))[1 + (i / 7) % 4],
  CASE WHEN (i / 7) % 4 = 2 THEN 'Open Day' END,
  (enum_range(NULL::lead_status))[1 + i % 7],
  1,
  now() - make_interval(mins => i),
  now() - make_interval(mins => i),
  now() - make_interval(mins => i)
FROM generate_series(1, ${LEADS}) AS i
JOIN bench_courses bc ON bc.n = i % (SELECT count(*) FROM bench_courses);
`;

/** One autocannon run, with p95 (autocannon's own table stops at p90 and p97.5) from every response's latency. */
function run(title, { path, headers, connections }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url: `${base}${path}`, connections, duration: seconds, headers }, (err, result) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      const at = (p) =>
        Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] * 10) / 10;
      resolve({
        route: title,
        conns: connections,
        'req/s': Math.round(result.requests.average),
        'p50 ms': at(0.5),
        'p95 ms': at(0.95),
        'p99 ms': at(0.99),
        errors: result.non2xx + result.errors,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

await withSeededServer('enquiry', SEED_SQL, async ({ seedMs }) => {
  const headers = await adminHeaders();
  const first = await json('/api/course/enquiry?limit=10', { headers });
  const total = first.pagination.total;
  const course = first.data.find((lead) => lead.course)?.course._id;
  const routes = [
    ['page 1 + pipeline', '/api/course/enquiry?limit=10'],
    ['page 500', '/api/course/enquiry?limit=10&page=500'],
    ['status Interested', '/api/course/enquiry?limit=10&status=Interested'],
    ['source Event', '/api/course/enquiry?limit=10&source=Event'],
    ['course + status Closed', `/api/course/enquiry?limit=10&course=${course}&status=Closed`],
    ['search e-mail "lead123456"', '/api/course/enquiry?limit=10&search=lead123456'],
    ['search phone "9000765"', '/api/course/enquiry?limit=10&search=9000765'],
    ['search name "Kavya Nair" (1%)', '/api/course/enquiry?limit=10&search=Kavya%20Nair'],
    ['search + source Course', '/api/course/enquiry?limit=10&search=Kavya%20Nair&source=Course'],
  ];
  await load('warm-up', { path: routes[0][1], headers, duration: 2 });
  const rows = [];
  for (const [title, path] of routes) {
    const idle = await probe(path, headers);
    for (const connections of CONCURRENCY) {
      rows.push({ ...(await run(title, { path, headers, connections })), 'idle ms': idle });
    }
  }
  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${LEADS} leads seeded in ${seedMs} ms ` +
      `(${total} in the list with the demo data's); ${seconds} s per run`,
  );
  console.table(rows);
});
