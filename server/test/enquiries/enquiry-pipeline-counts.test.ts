import { LEAD_STATUSES } from '@skillhub/shared/constants';
import type { EnquiryPipeline } from '@skillhub/shared/schemas/enquiry';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../src/db/like-pattern.ts';
import { createCategory, publishedCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { enquiryList } from '../support/enquiry-list.ts';
import { SmtpSink } from '../support/smtp-sink.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * The pipeline counts above the staff list are kept by triggers (enquiry_pipeline_counts) rather than counted
 * per request: after every kind of change they must equal a count over the leads themselves, under every
 * filter the list takes.
 */

let t: TestApp;
let admin: string;
let dataCourse: string;
let cloudCourse: string;
const sink = new SmtpSink();
beforeAll(async () => {
  const smtpUrl = await sink.start();
  t = await createTestApp((config) => {
    config.smtpUrl = smtpUrl;
    config.rateLimits.enquiry = { perIp: { max: 1000, windowMs: 60 * 60_000 } };
  });
  admin = await loginAsAdmin(t.app);
  const category = await createCategory(t.app, admin, 'Data');
  dataCourse = (await publishedCourse(t.app, admin, validCourseBody(category, { title: 'Data Analytics' })))._id;
  cloudCourse = (await publishedCourse(t.app, admin, validCourseBody(category, { title: 'Cloud Basics' })))._id;
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

type Filters = { course?: string; source?: string; search?: string };

const list = (query: Record<string, string>) => enquiryList(t, admin, query);

/** Leads per status counted over the table itself, as the list counted them before the kept counts. */
async function recount(filters: Filters): Promise<EnquiryPipeline> {
  const where = [sql`true`];
  if (filters.course) where.push(sql`course_id = ${filters.course}`);
  if (filters.source) where.push(sql`source = ${filters.source}`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    where.push(sql`(name ILIKE ${pattern} OR email::text ILIKE ${pattern} OR phone ILIKE ${pattern})`);
  }
  const result = (await t.app.db.execute(
    sql`SELECT status, count(*)::int AS leads FROM enquiries WHERE ${sql.join(where, sql` AND `)} GROUP BY status`,
  )) as unknown as { rows: { status: (typeof LEAD_STATUSES)[number]; leads: number }[] };
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as EnquiryPipeline;
  for (const row of result.rows) counts[row.status] = Number(row.leads);
  return counts;
}

const SOURCES = ['Course', 'Contact Us', 'Event', 'CCFS'];

/** Every filter combination the kept counts answer, and searches that are counted over their matches. */
function everyFilter(): Filters[] {
  const courses = [undefined, dataCourse, cloudCourse];
  const filters: Filters[] = [];
  for (const course of courses) {
    for (const source of [undefined, ...SOURCES])
      filters.push({ ...(course && { course }), ...(source && { source }) });
  }
  filters.push({ search: 'example.com' }, { search: '98' }, { search: 'meera', source: 'Event' });
  return filters;
}

/** The list's pipeline and total under every filter equal a recount (and the status filter does not change it). */
async function expectCountsRight(): Promise<void> {
  for (const filters of everyFilter()) {
    const expected = await recount(filters);
    const body = await list(filters as Record<string, string>);
    expect({ filters, pipeline: body.pipeline }).toEqual({ filters, pipeline: expected });
    expect(body.pagination.total).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    const closed = await list({ ...(filters as Record<string, string>), status: 'Closed' });
    expect(closed.pipeline).toEqual(expected);
    expect(closed.pagination.total).toBe(expected.Closed);
  }
}

const enquire = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/course/enquiry', payload, remoteAddress: '203.0.113.60' });
const contactUs = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/contact-us', payload, remoteAddress: '203.0.113.61' });
const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/event/ccfs', payload, remoteAddress: '203.0.113.62' });
const setStatus = (id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/course/enquiry-status/${id}`,
    headers: bearer(admin),
    payload: { status },
  });
async function leadId(search: string): Promise<string> {
  const [row] = (await list({ search })).data;
  if (!row) throw new Error(`no lead matches ${search}`);
  return row._id;
}

describe('the pipeline counts kept by the database', () => {
  it('start at zero', async () => {
    const body = await list({});
    expect(body.pipeline).toEqual(Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])));
    expect(body.pagination.total).toBe(0);
  });

  it('count each new lead from every form under its source and course', async () => {
    const created = await Promise.all([
      enquire({ name: 'Aarav Shah', phone: '9800000001', email: 'aarav@example.com', interestedCourse: dataCourse }),
      enquire({ name: 'Bela Roy', phone: '9800000002', email: 'bela@example.com', interestedCourse: cloudCourse }),
      enquire({ name: 'Chetan Das', phone: '9800000003', email: 'chetan@example.com', interestedCourse: 'Any AI' }),
      contactUs({
        name: 'Devika Nair',
        phone: '9800000004',
        email: 'devika@example.com',
        interestedCourse: dataCourse,
      }),
      contactUs({ name: 'Farhan Ali', phone: '9800000005', email: 'farhan@example.com' }),
      register({
        name: 'Meera Iyer',
        phone: '9800000006',
        email: 'meera@example.com',
        source: 'Event',
        eventName: 'Open Day',
      }),
      register({ name: 'Gauri Sen', phone: '9800000007', email: 'gauri@example.com', source: 'CCFS' }),
    ]);
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect((await list({})).pipeline).toMatchObject({ Pending: 7, Closed: 0 });
    expect((await list({ course: dataCourse })).pipeline).toMatchObject({ Pending: 2 });
    expect((await list({ course: dataCourse, source: 'Contact Us' })).pipeline).toMatchObject({ Pending: 1 });
    expect((await list({ source: 'Event' })).pipeline).toMatchObject({ Pending: 1 });
    await expectCountsRight();
  });

  it('leave a merged repeat counted once', async () => {
    const again = await enquire({
      name: 'Aarav Shah',
      phone: '9800000001',
      email: 'aarav.shah@example.com',
      interestedCourse: dataCourse,
    });
    expect(again.statusCode).toBe(201);
    const { data, pipeline } = await list({ search: '9800000001' });
    expect(data.map((lead) => lead.submissions)).toEqual([2]);
    expect(pipeline).toMatchObject({ Pending: 1 });
    expect((await list({})).pipeline).toMatchObject({ Pending: 7 });
    await expectCountsRight();
  });

  it('move a lead between statuses when staff move it, and not when a status is set again', async () => {
    const aarav = await leadId('aarav@example.com');
    expect((await setStatus(aarav, 'Interested')).statusCode).toBe(200);
    expect((await setStatus(await leadId('meera@example.com'), 'Closed')).statusCode).toBe(200);
    expect((await setStatus(aarav, 'Closed')).statusCode).toBe(200);
    expect((await setStatus(aarav, 'Closed')).statusCode).toBe(200);
    expect((await list({})).pipeline).toMatchObject({ Pending: 5, Interested: 0, Closed: 2 });
    expect((await list({ course: dataCourse })).pipeline).toMatchObject({ Pending: 1, Closed: 1 });
    expect((await list({ source: 'Event' })).pipeline).toMatchObject({ Pending: 0, Closed: 1 });
    // A refused change (unknown lead) leaves the counts alone.
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'Closed')).statusCode).toBe(404);
    await expectCountsRight();
  });

  it("take a deleted course's leads out of its counts and keep them in the others", async () => {
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/course/${cloudCourse}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(200);
    expect((await list({ course: cloudCourse })).pipeline).toMatchObject({ Pending: 0 });
    expect((await list({})).pipeline).toMatchObject({ Pending: 5, Closed: 2 });
    await expectCountsRight();
  });

  it('answer a course id in capitals like the same id in lower case', async () => {
    const upper = await list({ course: dataCourse.toUpperCase() });
    expect(upper.pipeline).toEqual((await list({ course: dataCourse })).pipeline);
    expect(upper.pagination.total).toBe(2);
  });

  it('follow rows written and deleted in bulk by SQL, in one statement, and a truncate', async () => {
    await t.app.db.execute(sql`
      INSERT INTO enquiries (name, phone, email, course_id, source, status)
      SELECT 'Bulk ' || i, (9700000000 + i)::text, 'bulk' || i || '@example.com',
        CASE WHEN i % 2 = 0 THEN ${dataCourse}::uuid END,
        (enum_range(NULL::lead_source))[1 + i % 4], (enum_range(NULL::lead_status))[1 + i % 7]
      FROM generate_series(1, 300) AS i`);
    expect((await list({})).pagination.total).toBe(307);
    await expectCountsRight();
    await t.app.db.execute(sql`UPDATE enquiries SET status = 'Not Engage', source = 'CCFS' WHERE name LIKE 'Bulk 1%'`);
    await t.app.db.execute(sql`UPDATE enquiries SET course_id = NULL WHERE name LIKE 'Bulk 2%'`);
    await expectCountsRight();
    await t.app.db.execute(sql`DELETE FROM enquiries WHERE name LIKE 'Bulk %' AND status <> 'Pending'`);
    await expectCountsRight();
    // The database's own path: a lead deleted takes its history with it (cascade), and leaves the counts.
    const before = (await list({ source: 'Contact Us' })).pipeline.Pending;
    await t.app.db.execute(sql`DELETE FROM enquiries WHERE email = 'farhan@example.com'`);
    expect((await list({ source: 'Contact Us' })).pipeline.Pending).toBe(before - 1);
    await expectCountsRight();
    await t.app.db.execute(sql`TRUNCATE enquiries CASCADE`);
    expect((await list({})).pagination.total).toBe(0);
    await expectCountsRight();
  });
});

describe('the list order', () => {
  it('lists leads received in the same instant in the order they arrived, both ways, and exports the same', async () => {
    for (const n of [1, 2, 3]) {
      const response = await enquire({
        name: `Same Instant ${n}`,
        phone: `960000000${n}`,
        email: `same${n}@example.com`,
      });
      expect(response.statusCode).toBe(201);
    }
    const names = async (query: Record<string, string>) =>
      (await list({ search: 'same instant', ...query })).data.map((lead) => lead.name);
    expect(await names({})).toEqual(['Same Instant 3', 'Same Instant 2', 'Same Instant 1']);
    expect(await names({ sort: 'oldest' })).toEqual(['Same Instant 1', 'Same Instant 2', 'Same Instant 3']);
    expect(await names({ limit: '1', page: '2' })).toEqual(['Same Instant 2']);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/course/enquiry/export?search=same%20instant',
      headers: bearer(admin),
    });
    expect(
      csv.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['Same Instant 3', 'Same Instant 2', 'Same Instant 1']);
  });
});
