/**
 * Catalogue load benchmark: seeds 10,000 courses (with curricula) and 100,000 enquiries with bulk
 * SQL, then loads the public catalogue (GET /api/course/published: first page, a deep page, search, category,
 * both) and the course page (GET /api/course/slug/:slug) with autocannon, beside a plain node:http JSON answer and
 * the static-JSON route /runtime-config.json measured in the same run, and the staff enquiry list over the
 * 100,000 leads. Prints each route's req/s, latency, its share of the static route's req/s (the static route's of
 * node:http's), and the API process's RSS idle and under load.
 *
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`node scripts/with-postgres.mjs node
 * bench/catalogue-load.mjs`). PGlite allows one process at a time, so the server is started once to migrate
 * and seed the demo data, stopped while the bulk rows go in, and started again for the measurements.
 * Loopback only. BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) tune the runs.
 */
import { json, load } from './bench-server.mjs';
import { adminHeaders, measurements, printMeasurements, withSeededServer } from './seeded-load.mjs';

const COURSES = 10_000;
const ENQUIRIES = 100_000;

/** Everything in plain SQL with generate_series, so 110,000 rows take seconds, not minutes. */
const SEED_SQL = `
SELECT setseed(0.42);
CREATE TEMP TABLE bench_categories AS
  SELECT id, (row_number() OVER (ORDER BY name) - 1)::int AS n FROM categories WHERE NOT is_deleted;
INSERT INTO courses (title, subtitle, slug, category_id, language, course_mode, course_level, thumbnail, keypoints,
  tags, tags_text, description, duration, what_will_you_learn, actual_price, discount_percentage, final_price,
  validity, status, created_at, updated_at)
SELECT
  t.topic || ' ' || t.kind || ' ' || t.i,
  'Learn ' || t.topic || ' with projects, mentors and a certificate (batch ' || t.i || ')',
  'bench-course-' || t.i,
  c.id,
  (ARRAY['English', 'Hindi', 'English & Hindi'])[1 + t.i % 3],
  (ARRAY['Online', 'Offline', 'Hybrid'])[1 + t.i % 3],
  (ARRAY['Beginner', 'Intermediate', 'Advanced'])[1 + (t.i / 3) % 3],
  'https://placehold.co/640x360/png?text=' || t.i,
  '["Hands-on projects", "Mentor support"]'::jsonb,
  jsonb_build_array(jsonb_build_object('value', t.topic), jsonb_build_object('value', 'career')),
  t.topic || ' career',
  'A course generated for the catalogue benchmark.',
  (4 + t.i % 20) || ' weeks',
  '["The fundamentals", "Real projects"]'::jsonb,
  t.price,
  t.discount,
  round(t.price * (100 - t.discount) / 100, 2),
  (ARRAY['1 Year', '2 Year', 'LifeTime'])[1 + t.i % 3],
  (CASE WHEN t.i % 10 < 8 THEN 'PUBLISHED' WHEN t.i % 10 = 8 THEN 'DRAFT' ELSE 'TERMINATED' END)::content_status,
  now() - make_interval(mins => t.i),
  now() - make_interval(mins => t.i)
FROM (
  SELECT i,
    (ARRAY['Python', 'React', 'Java', 'SEO', 'Excel', 'AWS', 'Docker', 'Figma', 'Kubernetes', 'SQL', 'Power BI',
      'Ethical Hacking', 'Node.js', 'Angular', 'Tableau', 'Machine Learning'])[1 + i % 16] AS topic,
    (ARRAY['Fundamentals', 'Masterclass', 'Bootcamp', 'for Beginners', 'in Practice', 'Advanced Workshop',
      'Certification Prep', 'Zero to Hero'])[1 + (i / 16) % 8] AS kind,
    round((1999 + random() * 58000)::numeric, 0) AS price,
    (ARRAY[0, 10, 15, 20, 25, 30, 40, 50])[1 + i % 8] AS discount
  FROM generate_series(1, ${COURSES}) AS i
) t
JOIN bench_categories c ON c.n = t.i % (SELECT count(*) FROM bench_categories);
INSERT INTO course_slugs (slug, course_id) SELECT slug, id FROM courses WHERE slug LIKE 'bench-course-%';
INSERT INTO course_sections (course_id, title, description, position)
  SELECT id, s.title, '', s.position FROM courses
  CROSS JOIN (VALUES ('Getting started', 0), ('Projects', 1)) AS s(title, position)
  WHERE slug LIKE 'bench-course-%';
INSERT INTO course_lectures (course_id, section_id, title, position)
  SELECT s.course_id, s.id, 'Lecture ' || g, g FROM course_sections s
  JOIN courses c ON c.id = s.course_id AND c.slug LIKE 'bench-course-%'
  CROSS JOIN generate_series(0, 2) AS g;
CREATE TEMP TABLE bench_courses AS SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM courses;
INSERT INTO enquiries (name, education, phone, email, course_id, whatsapp_opt_in, status, submissions,
  last_submitted_at, created_at, updated_at)
SELECT
  (ARRAY['Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Riya', 'Arjun', 'Sneha'])[1 + i % 10]
    || ' ' || (ARRAY['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Singh', 'Das', 'Menon', 'Joshi'])[1 + (i / 10) % 10],
  'B.Tech',
  (9000000000 + i)::text,
  'lead' || i || '@example.com',
  bc.id,
  i % 4 <> 0,
  (enum_range(NULL::lead_status))[1 + i % 7],
  1,
  now() - make_interval(mins => i),
  now() - make_interval(mins => i),
  now() - make_interval(mins => i)
FROM generate_series(1, ${ENQUIRIES}) AS i
JOIN bench_courses bc ON bc.n = i % (SELECT count(*) FROM bench_courses);
INSERT INTO enquiry_history (enquiry_id, status, note, created_at)
  SELECT id, 'Pending', 'Enquiry received', created_at FROM enquiries;
`;

await withSeededServer('catalogue', SEED_SQL, async ({ seedMs, pid }) => {
  const staff = await adminHeaders();
  const first = await json('/api/course/published?limit=12');
  const published = first.pagination.total;
  const deepPage = Math.max(1, Math.floor(published / 12) - 5);
  const category = first.data[0].category._id;
  const slug = first.data[0].slug;

  const { rows, measure, baseline, memory } = measurements(pid);
  await load('warm-up', { path: '/api/course/published?limit=12', duration: 2 });
  await baseline();
  await measure('published, page 1', { path: '/api/course/published?limit=12' });
  await measure(`published, page ${deepPage}`, { path: `/api/course/published?limit=12&page=${deepPage}` });
  await measure('published, search "python"', { path: '/api/course/published?limit=12&search=python' });
  await measure('published, category', { path: `/api/course/published?limit=12&category=${category}` });
  await measure('published, category + search "bootcamp"', {
    path: `/api/course/published?limit=12&category=${category}&search=bootcamp`,
  });
  await measure('published, sort price_asc', { path: '/api/course/published?limit=12&sort=price_asc' });
  await measure('GET /api/course/slug/:slug', { path: `/api/course/slug/${slug}` });
  await measure('staff enquiry list + pipeline', { path: '/api/course/enquiry?limit=10', headers: staff });
  await measure('staff enquiry search "lead123"', {
    path: '/api/course/enquiry?limit=10&search=lead123',
    headers: staff,
  });

  printMeasurements(
    `${COURSES} courses (${published} in the catalogue), ${ENQUIRIES} enquiries seeded in ${seedMs} ms`,
    rows,
    memory,
  );
});
