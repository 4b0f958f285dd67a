/**
 * Blog load benchmark: seeds 1,000 published posts of about 1,500 words across categories and topics with bulk
 * SQL, then loads the public blog list (page 1, a category), a post by slug (the API call and the crawler's
 * HTML page), the sitemap and the RSS feed with autocannon, beside a plain node:http JSON answer and the static-JSON
 * route /runtime-config.json measured in the same run; prints each route's share of the static route's req/s and
 * the API process's RSS idle and under load.
 *
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`npm run bench:blog:pg`). BENCH_SECONDS (10) and
 * BENCH_CONNECTIONS (50) tune the runs. The HTML page needs the shell's build (`npm run build`); without it the
 * row is left out.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { json, load } from './bench-server.mjs';
import { measurements, printMeasurements, withSeededServer } from './seeded-load.mjs';

const POSTS = 1_000;

/** A paragraph of about 100 words; fifteen make a post of about 1,500. */
const PARAGRAPH =
  'Learning to build software is a long road, and the learners who finish it share a few habits. They practise a ' +
  'little every day rather than a lot once a week, they build small projects that solve a real problem, they read ' +
  'other people’s code, and they ask for feedback early. Mentors help them choose what to learn next, and a ' +
  'community keeps them going when a bug takes all evening. Employers in India look for the same things in a ' +
  'portfolio: working projects, clean commits, tests that run, and the ability to explain a decision in plain words.';

const SEED_SQL = `
INSERT INTO blog_posts (title, slug, meta_description, author, thumbnail, content, reading_time_minutes,
  published_at, created_at, updated_at)
SELECT
  'Career notes ' || i,
  'bench-post-' || i,
  'What learners asked us in week ' || i || ', answered by our mentors.',
  (ARRAY['Asha Rao', 'Vikram Singh', 'Meena Iyer'])[1 + i % 3],
  '/api/media/public/00000000-0000-4000-8000-000000000000.png',
  '<h2>Week ' || i || '</h2>' || repeat('<p>${PARAGRAPH.replace(/'/g, "''")}</p>', 15),
  8,
  now() - make_interval(hours => i),
  now() - make_interval(hours => i),
  now() - make_interval(hours => i)
FROM generate_series(1, ${POSTS}) AS i;
CREATE TEMP TABLE bench_posts AS
  SELECT id, (row_number() OVER (ORDER BY slug) - 1)::int AS n FROM blog_posts WHERE slug LIKE 'bench-post-%';
CREATE TEMP TABLE bench_categories AS
  SELECT id, (row_number() OVER (ORDER BY slug) - 1)::int AS n FROM blog_categories WHERE NOT is_deleted;
CREATE TEMP TABLE bench_topics AS
  SELECT id, (row_number() OVER (ORDER BY slug) - 1)::int AS n FROM blog_topics WHERE NOT is_deleted;
INSERT INTO blog_post_categories (post_id, category_id)
  SELECT p.id, c.id FROM bench_posts p JOIN bench_categories c ON c.n = p.n % (SELECT count(*) FROM bench_categories);
INSERT INTO blog_post_topics (post_id, topic_id)
  SELECT p.id, t.id FROM bench_posts p JOIN bench_topics t ON t.n = p.n % (SELECT count(*) FROM bench_topics);
`;

const shellBuilt = existsSync(fileURLToPath(new URL('../../shell/dist/index.html', import.meta.url)));

// The demo data brings the categories and topics the bulk posts are filed under.
await withSeededServer('blog', SEED_SQL, async ({ seedMs, pid }) => {
  const first = await json('/api/blog/all?limit=9');
  const category = first.data[0].categories[0].slug;
  const slug = first.data[0].slug;
  const { rows, measure, baseline, memory } = measurements(pid);
  await load('warm-up', { path: '/api/blog/all?limit=9', duration: 2 });
  await baseline();
  await measure('blog list, page 1', { path: '/api/blog/all?limit=9' });
  await measure('blog list, category', { path: `/api/blog/all?limit=9&category=${category}` });
  await measure('post by slug (API)', { path: `/api/blog/details?slug=${slug}` });
  if (shellBuilt) await measure('post page HTML (crawler)', { path: `/blog/${slug}` });
  await measure('sitemap.xml', { path: '/sitemap.xml' });
  await measure('rss.xml', { path: '/rss.xml' });
  printMeasurements(`${first.pagination.total} published posts (${POSTS} seeded in ${seedMs} ms)`, rows, memory);
});
