import { type ListEnquiriesQuery, listEnquiriesQuerySchema } from '@skillhub/shared/schemas/enquiry';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { enquiryQueries } from '../../src/modules/enquiries/enquiries.repository.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The staff list's queries are served by indexes, so they stay fast over a million leads. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Enough leads, with statistics, for the planner's choices to be the ones it makes over a large table.
  await t.app.db.execute(sql`
    INSERT INTO enquiries (name, phone, email, source, status, created_at)
    SELECT (ARRAY['Aarav', 'Diya', 'Kavya', 'Riya'])[1 + i % 4] || ' ' || (ARRAY['Nair', 'Iyer', 'Das'])[1 + i % 3],
      (9000000000 + i)::text, 'lead' || i || '@example.com',
      (enum_range(NULL::lead_source))[1 + i % 4], (enum_range(NULL::lead_status))[1 + i % 7],
      now() - make_interval(mins => i)
    FROM generate_series(1, 5000) AS i`);
  await t.app.db.execute(sql`ANALYZE enquiries`);
});
afterAll(() => t.close());

/**
 * The plan of a query when an index can serve it (sequential scans priced out, so the tables' size does not
 * matter). `bitmapOnly` prices out walking a whole ordered index too, which over a few thousand rows costs
 * less than a trigram lookup; over a million leads the planner picks the trigram indexes itself (see
 * bench/enquiry-load.mjs).
 */
async function planOf(query: (db: Database) => { getSQL(): SQL }, { bitmapOnly = false } = {}): Promise<string> {
  return t.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (bitmapOnly) await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    const result = await tx.execute(sql`EXPLAIN ${query(tx as Database).getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const query = (input: Record<string, string>): ListEnquiriesQuery => listEnquiriesQuerySchema.parse(input);
const COURSE = '00000000-0000-4000-8000-000000000000';

describe('the staff enquiry list is served by indexes', () => {
  it.each([
    [{}, 'enquiries_created_at_idx'],
    [{ sort: 'oldest', page: '3' }, 'enquiries_created_at_idx'],
    [{ status: 'Interested' }, 'enquiries_status_created_idx'],
    [{ source: 'Event', sort: 'oldest' }, 'enquiries_source_created_idx'],
    [{ course: COURSE }, 'enquiries_course_created_idx'],
  ])(
    "a page's leads under %j are found in its order (time, then arrival) from %s, without sorting",
    async (input, index) => {
      const plan = await planOf((db) => enquiryQueries.pageIds(db, query({ limit: '10', ...input })));
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/Sort/);
    },
  );

  it("a search's matches (its counts and page) are found by name through the distinct names and the name index, and by e-mail and phone through their trigram indexes", async () => {
    const plans = [
      await planOf(() => enquiryQueries.searchMatches(query({ search: 'lead1234' })), { bitmapOnly: true }),
      await planOf(() => enquiryQueries.searchMatches(query({ search: '9000001234', status: 'Closed' })), {
        bitmapOnly: true,
      }),
      // Asked for pieces of the term, as with statistics (see enquiry-search-probes.ts).
      await planOf(
        () => enquiryQueries.searchMatches(query({ search: 'lead1234' }), { email: ['234', 'd12'], phone: ['234'] }),
        { bitmapOnly: true },
      ),
    ];
    for (const plan of plans) {
      expect(plan).toContain('enquiry_search_names_trgm_idx');
      expect(plan).toContain('enquiries_name_search_idx');
      expect(plan).toContain('enquiries_email_trgm_idx');
      expect(plan).toContain('enquiries_phone_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on enquiries/);
    }
  });

  it('the pipeline counts without a search are read from the kept counts by key, not from the leads', async () => {
    const plan = await planOf((db) => enquiryQueries.keptCounts(db, query({ course: COURSE, source: 'Event' })));
    expect(plan).toContain('enquiry_pipeline_counts_scope_status_pk');
    expect(plan).not.toContain('enquiries');
  });

  // Last: VACUUM marks the table's pages all-visible, as on a table live for a while, which the plans above need not.
  it("the unfiltered list's pages are found from its order index alone, without visiting the leads skipped", async () => {
    await t.app.db.execute(sql`VACUUM enquiries`);
    const plan = await planOf((db) => enquiryQueries.pageIds(db, query({ limit: '10', page: '40' })));
    expect(plan).toContain('Index Only Scan Backward using enquiries_created_at_idx');
  });
});
