import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0017 backfills enquiry_pipeline_counts from the leads an installation already holds: applied to a
 * database with leads (migrations before it applied, file by file as the migrator does), the kept counts equal a
 * count over the leads under every scope, and stay equal through later changes.
 */

const folder = fileURLToPath(new URL('../../drizzle', import.meta.url));
let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { citext, pg_trgm } });
});
afterAll(() => db.close());

async function apply(file: string): Promise<void> {
  for (const statement of readFileSync(`${folder}/${file}`, 'utf8').split('--> statement-breakpoint')) {
    await db.exec(statement);
  }
}

/** Scopes whose kept count differs from a count over the leads, and how many scopes there are. */
async function compare(): Promise<{ scopes: number; mismatches: number }> {
  const result = await db.query<{ scopes: number; mismatches: number }>(`
    WITH expected AS (
      SELECT 'all' AS scope, status, count(*)::int AS n FROM enquiries GROUP BY 2
      UNION ALL SELECT 'source:' || source, status, count(*) FROM enquiries GROUP BY 1, 2
      UNION ALL SELECT 'course:' || course_id, status, count(*) FROM enquiries WHERE course_id IS NOT NULL GROUP BY 1, 2
      UNION ALL SELECT 'course:' || course_id || '|source:' || source, status, count(*)
        FROM enquiries WHERE course_id IS NOT NULL GROUP BY 1, 2)
    SELECT (SELECT count(*)::int FROM expected) AS scopes,
      (SELECT count(*)::int FROM expected e
        FULL JOIN (SELECT * FROM enquiry_pipeline_counts WHERE leads <> 0) k USING (scope, status)
        WHERE e.n IS DISTINCT FROM k.leads) AS mismatches`);
  const [row] = result.rows;
  if (!row) throw new Error('no comparison row');
  return row;
}

describe('migration 0017', () => {
  it('counts the leads already there, and keeps counting them as they change', async () => {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files.filter((f) => f < '0017')) await apply(file);
    await db.exec(`
      INSERT INTO categories (name, slug, description) VALUES ('Data', 'data', 'Data courses');
      INSERT INTO courses (title, subtitle, slug, category_id, language, course_mode, course_level, thumbnail,
        keypoints, tags, tags_text, description, duration, what_will_you_learn, actual_price, discount_percentage,
        final_price, validity, status)
      SELECT 'Course ' || i, 'Subtitle', 'course-' || i, (SELECT id FROM categories), 'English', 'Online',
        'Beginner', 'cover.png', '[]', '[]', '', 'About', '4 weeks', '[]', 1000, 0, 1000, '1 Year', 'PUBLISHED'
      FROM generate_series(1, 5) AS i;
      INSERT INTO enquiries (name, phone, email, course_id, source, status)
      SELECT 'Lead ' || i, (9000000000 + i)::text, 'lead' || i || '@example.com',
        CASE WHEN i % 3 > 0 THEN (SELECT id FROM courses ORDER BY slug OFFSET i % 5 LIMIT 1) END,
        (enum_range(NULL::lead_source))[1 + i % 4], (enum_range(NULL::lead_status))[1 + i % 7]
      FROM generate_series(1, 2000) AS i;`);
    for (const file of files.filter((f) => f >= '0017')) await apply(file);
    expect(await compare()).toEqual({ scopes: 7 + 4 * 7 + 5 * 7 + 5 * 4 * 7, mismatches: 0 });

    await db.exec(`
      UPDATE enquiries SET status = 'Closed' WHERE name LIKE 'Lead 1%';
      DELETE FROM courses WHERE slug = 'course-2';
      DELETE FROM enquiries WHERE name LIKE 'Lead 2%';`);
    const after = await compare();
    expect(after.mismatches).toBe(0);
    expect(after.scopes).toBeGreaterThan(0);
  });
});
