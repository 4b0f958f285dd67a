import { LEAD_STATUSES } from '@skillhub/shared/constants';
import type { EnquiryPipeline } from '@skillhub/shared/schemas/enquiry';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../src/db/like-pattern.ts';
import { choosePieces, contactProbes, termPieces } from '../../src/modules/enquiries/enquiry-search-probes.ts';
import { enquiryList } from '../support/enquiry-list.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * A search finds leads by name through the distinct names (enquiry_search_names) and by e-mail or phone through
 * a few pieces of the term: whichever way a lead is found, the list must answer exactly what matching the whole
 * term against every lead's name, e-mail and phone answers, counts and order included.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.rateLimits.enquiry = { perIp: { max: 1000, windowMs: 60 * 60_000 } };
  });
  admin = await loginAsAdmin(t.app);
  // Common names shared by many leads, names with LIKE's special characters and non-Latin scripts, and leads
  // whose name and e-mail both match (found both ways, listed and counted once).
  await t.app.db.execute(sql`
    INSERT INTO enquiries (name, phone, email, source, status, created_at)
    SELECT (ARRAY['Kavya Nair', 'KAVYA NAIR', 'Meera Das', '100% Sure', 'Under_Score', 'Back\\Slash', 'कविता शर्मा',
        'Ünal Çelik', 'Σοφία'])[1 + i % 9],
      (9000000000 + i)::text,
      CASE WHEN i % 9 = 2 THEN 'meera.das' || i || '@example.com' ELSE 'lead' || i || '@example.com' END,
      (enum_range(NULL::lead_source))[1 + i % 4], (enum_range(NULL::lead_status))[1 + i % 7],
      -- Some leads received in the same instant: arrival order (seq) breaks the tie.
      now() - make_interval(mins => i / 3)
    FROM generate_series(1, 900) AS i`);
  // Statistics, so that e-mail and phone are searched by the term's rarest pieces.
  await t.app.db.execute(sql`ANALYZE enquiries`);
});
afterAll(() => t.close());

type Query = Record<string, string>;

const list = (query: Query) => enquiryList(t, admin, query);

/** The whole term against every lead: the counts per status and the ids of the page, in the list's order. */
async function expected(query: Query): Promise<{ pipeline: EnquiryPipeline; ids: string[] }> {
  const pattern = containsPattern(query.search ?? '');
  const where = sql.join(
    [
      sql`(name ILIKE ${pattern} OR email::text ILIKE ${pattern} OR phone ILIKE ${pattern})`,
      query.source ? sql`source = ${query.source}` : sql`true`,
    ],
    sql` AND `,
  );
  const counted = (await t.app.db.execute(
    sql`SELECT status, count(*)::int AS leads FROM enquiries WHERE ${where} GROUP BY status`,
  )) as unknown as { rows: { status: (typeof LEAD_STATUSES)[number]; leads: number }[] };
  const pipeline = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as EnquiryPipeline;
  for (const row of counted.rows) pipeline[row.status] = Number(row.leads);
  const limit = Number(query.limit ?? 10);
  const offset = (Number(query.page ?? 1) - 1) * limit;
  const order = query.sort === 'oldest' ? sql`created_at, seq` : sql`created_at DESC, seq DESC`;
  const page = (await t.app.db.execute(
    sql`SELECT id FROM enquiries WHERE ${where} ${query.status ? sql`AND status = ${query.status}` : sql``}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  )) as unknown as { rows: { id: string }[] };
  return { pipeline, ids: page.rows.map((row) => row.id) };
}

async function expectSameAsWholeTerm(query: Query): Promise<void> {
  const body = await list(query);
  const want = await expected(query);
  expect({ query, pipeline: body.pipeline, ids: body.data.map((lead) => lead._id) }).toEqual({ query, ...want });
}

describe('searching the staff enquiry list', () => {
  const terms = [
    'kavya nair',
    'Nair',
    'meera',
    'meera.das2',
    'lead12',
    '90000001',
    '00',
    '100%',
    '%',
    '_',
    'Under_',
    'k\\s',
    '\\',
    'कविता',
    'शर्मा',
    'ünal',
    'ΣΟΦΊΑ',
    'nobody',
    'a',
    // The longest search the list takes.
    `kavya ${'n'.repeat(194)}`,
  ];
  it.each(terms)('%j finds the same leads, counts and order as the whole term over every lead', async (search) => {
    await expectSameAsWholeTerm({ search });
    await expectSameAsWholeTerm({ search, source: 'Event', limit: '5', page: '2' });
    await expectSameAsWholeTerm({ search, status: 'Closed', sort: 'oldest', limit: '3', page: '4' });
  });

  it('answers a page past the last match with none, and the counts all the same', async () => {
    const body = await list({ search: 'kavya', page: '1000', limit: '10' });
    expect(body.data).toEqual([]);
    await expectSameAsWholeTerm({ search: 'kavya', page: '1000', limit: '10' });
  });

  it('searched e-mail and phone by pieces of the term above, not the whole term', async () => {
    const probes = await contactProbes(t.app.db, 'meera.das2');
    expect(probes.email).toEqual(expect.arrayContaining([expect.stringMatching(/^[a-z0-9]{3}$/)]));
    expect(probes.phone).not.toBeNull();
  });

  it('finds a lead by a name it was given after it arrived, and a new lead by its new name', async () => {
    await t.app.db.execute(sql`UPDATE enquiries SET name = 'Zoya Renamed' WHERE email = 'lead1@example.com'`);
    const renamed = await list({ search: 'zoya ren' });
    expect(renamed.data.map((lead) => lead.email)).toEqual(['lead1@example.com']);
    await expectSameAsWholeTerm({ search: 'zoya ren' });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/course/enquiry',
      remoteAddress: '203.0.113.90',
      payload: {
        name: 'Yashvi Newcomer',
        education: 'B.Com',
        phone: '9811100001',
        email: 'yashvi@example.com',
        interestedCourse: 'Any data course',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect((await list({ search: 'newcomer' })).data.map((lead) => lead.email)).toEqual(['yashvi@example.com']);
  });
});

describe('the pieces of a term the contact indexes are asked for', () => {
  it('are its three-character runs of ASCII letters and digits, lower-cased, once each', () => {
    expect(termPieces('Ab1%_\\x Lead LEAD कविता')).toEqual(['ab1', 'lea', 'ead']);
  });

  it('are the rarest in the sample: until few leads are expected to carry them all, and every rare one', () => {
    // A thousand sampled e-mails lead0@ to lead999@, each standing for a thousandth of the leads.
    const sample = {
      values: Array.from({ length: 1000 }, (_, i) => ({ text: `lead${i}@example.com`, share: 0.001 })),
    };
    // "456" is in one sampled e-mail, "d12" in eleven, "lea" and "ead" in all.
    expect(choosePieces(['lea', 'ead', 'd12', '456'], sample)).toEqual(['456', 'd12']);
    expect(choosePieces(['lea', 'qqq'], sample)).toEqual(['qqq']);
    // A rare piece is added even when the pieces before it already expect few leads.
    expect(choosePieces(['qqq', '456', 'lea'], sample)).toEqual(['qqq', '456']);
    // Pieces that every lead carries narrow nothing: the whole term is asked for, as without statistics.
    expect(choosePieces(['lea', 'ead'], sample)).toBeNull();
    expect(choosePieces(['lea'], undefined)).toBeNull();
  });
});
