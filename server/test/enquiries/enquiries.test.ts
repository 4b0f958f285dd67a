import { enquiryHistoryEntrySchema, enquiryListBodySchema } from '@skillhub/shared/schemas/enquiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_THANK_YOU } from '../../src/modules/enquiries/enquiries.routes.ts';
import { createCategory, publishedCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let courseId: string;
let otherCourseId: string;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.rateLimits.enquiry = { perIp: { max: 1000, windowMs: 60 * 60_000 } };
  });
  admin = await loginAsAdmin(t.app);
  const category = await createCategory(t.app, admin, 'Data Science');
  courseId = (await publishedCourse(t.app, admin, validCourseBody(category, { title: 'Data Science with Python' })))
    ._id;
  otherCourseId = (await publishedCourse(t.app, admin, validCourseBody(category, { title: 'Power BI for Analysts' })))
    ._id;
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
/** Moves the clock; access tokens live 15 minutes, so the admin signs in again. */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}
const send = (payload: object, ip = '203.0.113.10') =>
  t.app.inject({ method: 'POST', url: '/api/course/enquiry', payload, remoteAddress: ip });
const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/course/enquiry${query}`, headers: bearer(admin) });
const lead = (overrides: object = {}) => ({
  name: 'Aarav Mehta',
  education: 'B.Tech',
  phone: '9876501234',
  email: 'aarav.mehta@example.com',
  interestedCourse: courseId,
  ...overrides,
});

describe('POST /api/course/enquiry', () => {
  it('stores a lead with whatsAppOptIn true by default and thanks the visitor', async () => {
    const response = await send(lead());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: ENQUIRY_THANK_YOU });
    const body = enquiryListBodySchema.parse((await list('?search=aarav')).json());
    expect(body.data).toEqual([
      expect.objectContaining({
        name: 'Aarav Mehta',
        education: 'B.Tech',
        phone: '9876501234',
        email: 'aarav.mehta@example.com',
        course: { _id: courseId, title: 'Data Science with Python', slug: 'data-science-with-python' },
        interestedCourse: null,
        whatsAppOptIn: true,
        source: 'Course',
        eventName: null,
        organisation: null,
        city: null,
        status: 'Pending',
        submissions: 1,
      }),
    ]);
  });

  it("answers the contact form's rules with their messages", async () => {
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
    });
    const bad = await send({ name: ' ', phone: '98765-4321', email: 'someone@', whatsAppOptIn: 'yes' });
    expect(bad.json().errors).toEqual({
      name: 'Name is required',
      phone: 'Phone number must contain digits only',
      email: 'Invalid email format',
      whatsAppOptIn: 'whatsAppOptIn must be true or false',
    });
    const short = await send({ name: 'A', phone: '98765', email: 'a@b' });
    expect(short.json().errors).toEqual({
      phone: 'Phone number must be exactly 10 digits',
      email: 'Email must include domain (e.g. example.com)',
    });
    const unknownCourse = await send(lead({ interestedCourse: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownCourse.statusCode).toBe(400);
    expect(unknownCourse.json().errors).toEqual({ interestedCourse: 'Course not found' });
  });

  it('merges a repeat (same phone or e-mail, same course, within a day) into the lead and answers the same', async () => {
    const first = lead({ name: 'Ishita Rao', phone: '9000000001', email: 'ishita@example.com', whatsAppOptIn: true });
    // A second later than the first lead of this file, so "oldest first" below has one answer.
    t.clock.advance(1000);
    await send(first);
    await advance(2 * HOUR);
    const again = await send({ ...first, email: 'ishita.rao@example.com', whatsAppOptIn: false });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ success: true, message: ENQUIRY_THANK_YOU });
    await advance(2 * HOUR);
    await send({ ...first, phone: '9000000009' });

    const rows = (await list('?search=ishita')).json().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ submissions: 3, whatsAppOptIn: true, email: 'ishita@example.com' });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/course/enquiry/${rows[0]._id}/history`,
        headers: bearer(admin),
      })
    ).json().data;
    expect(history.map((h: { note: string }) => h.note)).toEqual([
      'Enquiry received',
      'Submitted again by Ishita Rao (9000000001, ishita.rao@example.com); merged into this lead',
      'Submitted again by Ishita Rao (9000000009, ishita@example.com); merged into this lead',
    ]);

    // Another course, or the same course a day later, is a new lead.
    await send({ ...first, interestedCourse: otherCourseId });
    await advance(25 * HOUR);
    await send(first);
    expect((await list('?search=ishita')).json().data).toHaveLength(3);
  });

  it('keeps free-text interest and merges on it case-insensitively', async () => {
    const free = lead({
      name: 'Kabir',
      phone: '9000000002',
      email: 'kabir@example.com',
      interestedCourse: 'Any AI course',
    });
    await send(free);
    await send({ ...free, interestedCourse: 'any ai COURSE' });
    const rows = (await list('?search=kabir')).json().data;
    expect(rows).toEqual([
      expect.objectContaining({ course: null, interestedCourse: 'Any AI course', submissions: 2 }),
    ]);
  });

  it('is rate limited per address with 429 and Retry-After', async () => {
    const limited = await createTestAppWithLimit();
    try {
      const post = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/course/enquiry',
          remoteAddress: '198.51.100.7',
          payload: { name: `Visitor ${n}`, phone: `90000001${String(n).padStart(2, '0')}`, email: `v${n}@example.com` },
        });
      expect((await post(1)).statusCode).toBe(201);
      expect((await post(2)).statusCode).toBe(201);
      const third = await post(3);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/course/enquiry',
        remoteAddress: '198.51.100.8',
        payload: { name: 'Other', phone: '9000000199', email: 'other@example.com' },
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

function createTestAppWithLimit() {
  return createTestApp((config) => {
    config.rateLimits.enquiry = { perIp: { max: 2, windowMs: HOUR } };
  });
}

describe('the staff pipeline', () => {
  it('moves a lead through statuses with notes, who and when, and counts the pipeline', async () => {
    const staff = await userWithPermissions(t.app, admin, 'Enquiry Desk', [
      { name: 'Enquiries', operations: { read: true, update: true } },
    ]);
    await send(lead({ name: 'Pipeline Person', phone: '9000000003', email: 'pipeline@example.com' }));
    const [row] = (await list('?search=pipeline')).json().data;
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/course/enquiry-status/${row._id}`,
        headers: bearer(staff.token),
        payload,
      });
    const moved = await patch({ status: 'First Call Attempted', note: 'No answer' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Enquiry status updated successfully',
      data: { status: 'First Call Attempted' },
    });
    await patch({ status: 'Interested' });
    const bad = await patch({ status: 'Won', note: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      status: 'Invalid enquiry status',
      note: 'Note must not exceed 500 characters',
    });

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/course/enquiry/${row._id}/history`,
      headers: bearer(staff.token),
    });
    const entries = history.json().data.map((e: unknown) => enquiryHistoryEntrySchema.parse(e));
    expect(
      entries.map((e: { status: string; note: string | null; changedBy: unknown }) => [e.status, e.note, e.changedBy]),
    ).toEqual([
      ['Pending', 'Enquiry received', null],
      ['First Call Attempted', 'No answer', { _id: staff.userId, name: 'Enquiry Desk User' }],
      ['Interested', null, { _id: staff.userId, name: 'Enquiry Desk User' }],
    ]);

    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/course/enquiry-status/00000000-0000-4000-8000-000000000000',
      headers: bearer(staff.token),
      payload: { status: 'Closed' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('filters by status, course and search; the pipeline ignores only the status filter', async () => {
    await send(
      lead({ name: 'Filter One', phone: '9000000011', email: 'filter1@example.com', interestedCourse: otherCourseId }),
    );
    await send(
      lead({ name: 'Filter Two', phone: '9000000012', email: 'filter2@example.com', interestedCourse: otherCourseId }),
    );
    const [one] = (await list('?search=filter%20one')).json().data;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/course/enquiry-status/${one._id}`,
      headers: bearer(admin),
      payload: { status: 'Closed', note: 'Enrolled' },
    });
    const closed = (await list(`?course=${otherCourseId}&status=Closed`)).json();
    expect(closed.data.map((e: { name: string }) => e.name)).toEqual(['Filter One']);
    // Ishita's lead about this course (above) is Pending too.
    expect(closed.pipeline).toMatchObject({ Pending: 2, Closed: 1, Interested: 0 });
    expect(Object.keys(closed.pipeline)).toHaveLength(7);
    const byPhone = (await list('?search=900000001')).json().data.map((e: { name: string }) => e.name);
    expect(byPhone.sort()).toEqual(['Filter One', 'Filter Two']);
    const oldest = (await list('?sort=oldest&limit=1')).json();
    expect(oldest.data[0].name).toBe('Aarav Mehta');
    expect((await list('?status=Won')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV with escaping and a formula guard', async () => {
    await send(
      lead({
        name: '=HYPERLINK("http://evil.example","Click")',
        phone: '9000000021',
        email: 'csv@example.com',
        education: 'B.Sc, "Maths"\nHons',
        interestedCourse: 'Excel, advanced',
      }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/course/enquiry/export?search=csv%40example',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"');
    const text = response.body;
    expect(
      text.startsWith(
        '\uFEFFName,Email,Phone,Education,Course,Source,Event,College or organisation,City,Status,WhatsApp opt-in,Submissions,Received at,Updated at\r\n',
      ),
    ).toBe(true);
    const line = text.split('\r\n')[1];
    expect(line).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",csv@example\.com,9000000021,"B\.Sc, ""Maths""\nHons","Excel, advanced",Course,,,,Pending,Yes,1,/,
    );
    const all = await t.app.inject({ method: 'GET', url: '/api/course/enquiry/export', headers: bearer(admin) });
    const total = (await list()).json().pagination.total;
    // Header + one line per lead (the education above holds a quoted line break, not a record break).
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(total + 1);
  });

  it('needs Enquiries read for the list and update for the status', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Enquiry Reader', [
      { name: 'Enquiries', operations: { read: true } },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/course/enquiry', headers: bearer(reader.token) })).statusCode,
    ).toBe(200);
    const [row] = (await list()).json().data;
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/course/enquiry-status/${row._id}`,
      headers: bearer(reader.token),
      payload: { status: 'Closed' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/course/enquiry' })).statusCode).toBe(401);
  });
});
