import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_US_THANK_YOU, ENQUIRY_THANK_YOU } from '../../src/modules/enquiries/enquiries.routes.ts';
import { createCategory, publishedCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { enquiryList } from '../support/enquiry-list.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/** POST /contact-us: the Contact Us page's message, a lead with source 'Contact Us' in the enquiry pipeline. */

let t: TestApp;
let admin: string;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const category = await createCategory(t.app, admin, 'Cloud');
  courseId = (await publishedCourse(t.app, admin, validCourseBody(category, { title: 'AWS Cloud Practitioner' })))._id;
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const THANKS = { success: true, message: CONTACT_US_THANK_YOU };

const contact = (payload: object, ip = '203.0.113.20') =>
  t.app.inject({ method: 'POST', url: '/api/contact-us', payload, remoteAddress: ip });
const enquire = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/course/enquiry', payload, remoteAddress: '203.0.113.21' });
const leads = (query: Record<string, string>) => enquiryList(t, admin, query);
const message = (overrides: object = {}) => ({
  name: 'Neha Kapoor',
  phone: '9811100001',
  email: 'neha.kapoor@example.com',
  education: 'MBA',
  interestedCourse: courseId,
  ...overrides,
});

describe('POST /api/contact-us', () => {
  it('stores a lead with source Contact Us, whatsAppOptIn true by default, and says what happens next', async () => {
    const response = await contact(message());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(THANKS);
    const { data } = await leads({ search: 'neha.kapoor' });
    expect(data).toEqual([
      expect.objectContaining({
        name: 'Neha Kapoor',
        phone: '9811100001',
        email: 'neha.kapoor@example.com',
        education: 'MBA',
        course: { _id: courseId, title: 'AWS Cloud Practitioner', slug: 'aws-cloud-practitioner' },
        whatsAppOptIn: true,
        source: 'Contact Us',
        eventName: null,
        status: 'Pending',
        submissions: 1,
      }),
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/course/enquiry/${data[0]?._id}/history`,
      headers: bearer(admin),
    });
    expect(history.json().data.map((h: { note: string }) => h.note)).toEqual(['Message received through Contact Us']);
  });

  it('takes only the required fields: education and course are optional', async () => {
    const response = await contact({ name: 'Arjun', phone: '9811100002', email: 'arjun@example.com' });
    expect(response.statusCode).toBe(201);
    const { data } = await leads({ search: 'arjun@example.com' });
    expect(data[0]).toMatchObject({ education: null, course: null, interestedCourse: null, source: 'Contact Us' });
  });

  it("answers the spec's contact form rules with their messages", async () => {
    const empty = await contact({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false });
    expect(empty.json().errors).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
    });
    const bad = await contact({ name: '   ', phone: '98110-0001', email: 'neha@', whatsAppOptIn: 'no' });
    expect(bad.json().errors).toEqual({
      name: 'Name is required',
      phone: 'Phone number must contain digits only',
      email: 'Invalid email format',
      whatsAppOptIn: 'whatsAppOptIn must be true or false',
    });
    const short = await contact({ name: 'N', phone: '981110000', email: 'neha@example' });
    expect(short.json().errors).toEqual({
      phone: 'Phone number must be exactly 10 digits',
      email: 'Email must include domain (e.g. example.com)',
    });
    const long = await contact({ name: 'N', phone: '98111000011', email: 'n@example.com', education: 'x'.repeat(101) });
    expect(long.json().errors).toEqual({
      phone: 'Phone number must be exactly 10 digits',
      education: 'Education must not exceed 100 characters',
    });
    const unknownCourse = await contact(message({ interestedCourse: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownCourse.statusCode).toBe(400);
    expect(unknownCourse.json().errors).toEqual({ interestedCourse: 'Course not found' });
    expect((await leads({ search: 'neha@' })).data).toEqual([]);
  });

  it('merges a repeat from the same phone or e-mail within a day into the lead, as enquiries are', async () => {
    const first = message({ name: 'Ritu Sen', phone: '9811100003', email: 'ritu@example.com', whatsAppOptIn: true });
    await contact(first);
    t.clock.advance(2 * HOUR);
    admin = await loginAsAdmin(t.app);
    const again = await contact({ ...first, email: 'ritu.sen@example.com', whatsAppOptIn: false });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(THANKS);
    await contact({ ...first, phone: '9811100093' });

    const { data } = await leads({ search: 'ritu' });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ submissions: 3, source: 'Contact Us', email: 'ritu@example.com' });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/course/enquiry/${data[0]?._id}/history`,
      headers: bearer(admin),
    });
    expect(history.json().data.map((h: { note: string }) => h.note)).toEqual([
      'Message received through Contact Us',
      'Submitted again by Ritu Sen (9811100003, ritu.sen@example.com); merged into this lead',
      'Submitted again by Ritu Sen (9811100093, ritu@example.com); merged into this lead',
    ]);

    // A course page's enquiry is another form's lead: kept apart, so each source counts its own.
    const course = await enquire(first);
    expect(course.json()).toEqual({ success: true, message: ENQUIRY_THANK_YOU });
    const both = await leads({ search: 'ritu' });
    expect(both.data.map((l) => l.source).sort()).toEqual(['Contact Us', 'Course']);
    // A day later the same message is a new lead.
    t.clock.advance(25 * HOUR);
    admin = await loginAsAdmin(t.app);
    await contact(first);
    expect((await leads({ search: 'ritu', source: 'Contact Us' })).data).toHaveLength(2);
  });

  it('asks the number to confirm a WhatsApp opt-in, source Contact Us, and makes no contact without one', async () => {
    await contact(message({ name: 'Opt In', phone: '9811100004', email: 'optin@example.com' }));
    await contact(message({ name: 'Opt Out', phone: '9811100005', email: 'optout@example.com', whatsAppOptIn: false }));
    const contacts = async (search: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/whatsapp/contacts/all?search=${search}`,
          headers: bearer(admin),
        })
      ).json().data;
    expect(await contacts('9811100004')).toEqual([
      expect.objectContaining({
        name: 'Opt In',
        number: '919811100004',
        optedIn: false,
        awaitingConfirmation: true,
        optInRequestSource: 'Contact Us',
      }),
    ]);
    expect(await contacts('9811100005')).toEqual([]);
    expect((await leads({ search: 'optout@' })).data[0]).toMatchObject({ whatsAppOptIn: false });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const bot = await contact(message({ email: 'bot@example.com', website: 'https://spam.example' }));
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual(THANKS);
    const sloppy = await contact({ website: 'x', phone: 'not a phone' });
    expect(sloppy.statusCode).toBe(201);
    expect(sloppy.json()).toEqual(THANKS);
    expect((await leads({ search: 'bot@example.com' })).data).toEqual([]);
  });

  it('is filterable by source in the list, the pipeline counts and the CSV export', async () => {
    const contactUs = await leads({ source: 'Contact Us', limit: '50' });
    expect(contactUs.data.length).toBeGreaterThan(0);
    expect(contactUs.data.every((l) => l.source === 'Contact Us')).toBe(true);
    expect(Object.values(contactUs.pipeline).reduce((a, b) => a + b, 0)).toBe(contactUs.pagination.total);
    const course = await leads({ source: 'Course' });
    expect(course.data.map((l) => l.name)).toEqual(['Ritu Sen']);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/course/enquiry/export?source=Contact%20Us&search=arjun',
      headers: bearer(admin),
    });
    expect(csv.body.split('\r\n')[1]).toMatch(/^Arjun,arjun@example\.com,9811100002,,,Contact Us,,,,Pending,Yes,1,/);

    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/course/enquiry?source=Billboard',
      headers: bearer(admin),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ source: 'Invalid source' });
  });
});

describe('the per-address limit of the contact form', () => {
  it('refuses an address past its limit with 429 and Retry-After, and not another address', async () => {
    const limited = await createTestApp((config) => {
      config.rateLimits.contactUs = { perIp: { max: 2, windowMs: HOUR } };
    });
    try {
      const post = (n: number, ip = '198.51.100.30') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact-us',
          remoteAddress: ip,
          payload: { name: `Visitor ${n}`, phone: `981120000${n}`, email: `visitor${n}@example.com` },
        });
      expect((await post(1)).statusCode).toBe(201);
      expect((await post(2)).statusCode).toBe(201);
      const third = await post(3);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json()).toMatchObject({ success: false });
      expect((await post(4, '198.51.100.31')).statusCode).toBe(201);
      // The course enquiry form keeps its own count for the address.
      const enquiry = await limited.app.inject({
        method: 'POST',
        url: '/api/course/enquiry',
        remoteAddress: '198.51.100.30',
        payload: { name: 'Visitor 5', phone: '9811200005', email: 'visitor5@example.com' },
      });
      expect(enquiry.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
