import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_REGISTERED } from '../../src/modules/enquiries/enquiries.routes.ts';
import { enquiryList } from '../support/enquiry-list.ts';
import { SmtpSink } from '../support/smtp-sink.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * POST /event/ccfs: registrations from /ccfs (source CCFS) and /eventForm (source Event, with the event's
 * name), leads in the enquiry pipeline, each confirmed by a mail the SMTP server receives.
 */

let t: TestApp;
let admin: string;
const sink = new SmtpSink();
beforeAll(async () => {
  const smtpUrl = await sink.start();
  t = await createTestApp((config) => {
    config.smtpUrl = smtpUrl;
  });
  admin = await loginAsAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const HOUR = 60 * 60_000;
const REGISTERED = { success: true, message: EVENT_REGISTERED };

const register = (payload: object, ip = '203.0.113.40') =>
  t.app.inject({ method: 'POST', url: '/api/event/ccfs', payload, remoteAddress: ip });
const leads = (query: Record<string, string>) => enquiryList(t, admin, query);
const registration = (overrides: object = {}) => ({
  name: 'Sanjana Pillai',
  email: 'sanjana@example.com',
  phone: '9822200001',
  education: 'B.Com final year',
  organisation: 'St. Xavier’s College',
  city: 'Kochi',
  interestedCourse: 'Digital Marketing',
  ...overrides,
});

describe('POST /api/event/ccfs', () => {
  it('registers for the career-counselling event by default: a CCFS lead and a confirmation mail', async () => {
    const mail = sink.next('sanjana@example.com');
    const response = await register(registration());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(REGISTERED);
    const received = await mail;
    expect(received.subject).toBe('You are registered: the Skillhub career counselling session');
    expect(received.text).toContain('Hello Sanjana Pillai,');
    expect(received.text).toContain('Thank you for registering for the Skillhub career counselling session.');

    const { data } = await leads({ search: 'sanjana@' });
    expect(data).toEqual([
      expect.objectContaining({
        name: 'Sanjana Pillai',
        education: 'B.Com final year',
        organisation: 'St. Xavier’s College',
        city: 'Kochi',
        interestedCourse: 'Digital Marketing',
        source: 'CCFS',
        eventName: null,
        whatsAppOptIn: true,
        status: 'Pending',
        submissions: 1,
      }),
    ]);
  });

  it("registers for a named event from /eventForm with the event's name, tidied", async () => {
    const mail = sink.next('farhan@example.com');
    const response = await register(
      registration({
        name: 'Farhan Ali',
        email: 'farhan@example.com',
        phone: '9822200002',
        source: 'Event',
        eventName: '  Resume   Writing Workshop ',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect((await mail).subject).toBe('You are registered: Resume Writing Workshop');
    const { data } = await leads({ search: 'farhan@' });
    expect(data[0]).toMatchObject({ source: 'Event', eventName: 'Resume Writing Workshop', city: 'Kochi' });
  });

  it('takes a registration without the optional fields, and an event without a name', async () => {
    const mail = sink.next('open.day@example.com');
    const response = await register({
      name: 'Open Day',
      email: 'open.day@example.com',
      phone: '9822200003',
      source: 'Event',
      organisation: '',
      city: ' ',
    });
    expect(response.statusCode).toBe(201);
    expect((await mail).subject).toBe('You are registered: the Skillhub event');
    const { data } = await leads({ search: 'open.day@' });
    expect(data[0]).toMatchObject({
      source: 'Event',
      eventName: null,
      organisation: null,
      city: null,
      education: null,
    });
  });

  it('answers each rule with its message and stores nothing', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
    });
    const bad = await register({
      name: 'Bad',
      phone: '98222 00004',
      email: 'bad@',
      organisation: 'o'.repeat(151),
      city: 'c'.repeat(101),
      source: 'Concert',
      eventName: 'e'.repeat(151),
      whatsAppOptIn: 'sure',
    });
    expect(bad.json().errors).toEqual({
      phone: 'Phone number must contain digits only',
      email: 'Invalid email format',
      organisation: 'College or organisation must not exceed 150 characters',
      city: 'City must not exceed 100 characters',
      source: 'Invalid event form',
      eventName: 'Event name must not exceed 150 characters',
      whatsAppOptIn: 'whatsAppOptIn must be true or false',
    });
    const short = await register({ name: 'Short', phone: '982220', email: 'short@example' });
    expect(short.json().errors).toEqual({
      phone: 'Phone number must be exactly 10 digits',
      email: 'Email must include domain (e.g. example.com)',
    });
    expect((await leads({ search: 'bad@' })).data).toEqual([]);
    expect(sink.mails.filter((m) => m.to.includes('bad@'))).toEqual([]);
  });

  it('merges a repeat for the same event within a day, keeps other events apart, and confirms each', async () => {
    const workshop = registration({
      name: 'Meera Joshi',
      email: 'meera@example.com',
      phone: '9822200005',
      source: 'Event',
      eventName: 'Data Science Webinar',
    });
    await register(workshop);
    t.clock.advance(HOUR);
    admin = await loginAsAdmin(t.app);
    const mail = sink.next('meera.joshi@example.com');
    const again = await register({ ...workshop, email: 'meera.joshi@example.com', eventName: 'data science webinar' });
    expect(again.json()).toEqual(REGISTERED);
    expect((await mail).subject).toBe('You are registered: data science webinar');
    await register({ ...workshop, eventName: 'Cloud Careers Talk' });
    await register({ ...workshop, source: 'CCFS', eventName: undefined });

    const { data } = await leads({ search: '9822200005' });
    // Registrations in the same millisecond may be listed in either order (PostgreSQL and PGlite differ).
    const byEvent = data
      .map((l) => [l.source, l.eventName, l.submissions])
      .sort((a, b) => String(a).localeCompare(String(b)));
    expect(byEvent).toEqual([
      ['CCFS', null, 1],
      ['Event', 'Cloud Careers Talk', 1],
      ['Event', 'Data Science Webinar', 2],
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/course/enquiry/${data.find((l) => l.eventName === 'Data Science Webinar')?._id}/history`,
      headers: bearer(admin),
    });
    expect(history.json().data.map((h: { note: string }) => h.note)).toEqual([
      'Event registration received',
      'Submitted again by Meera Joshi (9822200005, meera.joshi@example.com); merged into this lead',
    ]);
  });

  it('asks the number to confirm a WhatsApp opt-in, source Event', async () => {
    await register(registration({ name: 'Kunal Rao', email: 'kunal@example.com', phone: '9822200006' }));
    const contacts = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/all?search=9822200006',
      headers: bearer(admin),
    });
    expect(contacts.json().data).toEqual([
      expect.objectContaining({
        name: 'Kunal Rao',
        number: '919822200006',
        optedIn: false,
        awaitingConfirmation: true,
        optInRequestSource: 'Event',
      }),
    ]);
    await register(
      registration({ name: 'No Thanks', email: 'nothanks@example.com', phone: '9822200007', whatsAppOptIn: false }),
    );
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/all?search=9822200007',
      headers: bearer(admin),
    });
    expect(none.json().data).toEqual([]);
  });

  it('answers a filled honeypot like a success, stores nothing and mails nothing', async () => {
    const bot = await register(registration({ email: 'bot.event@example.com', website: 'https://spam.example' }));
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual(REGISTERED);
    expect((await leads({ search: 'bot.event@' })).data).toEqual([]);
    // A real registration after it is the next mail the sink sees for any address: the bot's never came.
    const next = sink.next('after.bot@example.com');
    await register(registration({ name: 'After Bot', email: 'after.bot@example.com', phone: '9822200008' }));
    await next;
    expect(sink.mails.filter((m) => m.to.includes('bot.event@example.com'))).toEqual([]);
  });

  it('is filterable by source, with the event in the CSV export', async () => {
    expect((await leads({ source: 'CCFS', limit: '50' })).data.every((l) => l.source === 'CCFS')).toBe(true);
    const events = await leads({ source: 'Event', limit: '50' });
    expect(events.data.map((l) => l.name).sort()).toEqual(['Farhan Ali', 'Meera Joshi', 'Meera Joshi', 'Open Day']);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/course/enquiry/export?source=Event&search=farhan',
      headers: bearer(admin),
    });
    expect(csv.body.split('\r\n')[1]).toMatch(
      /^Farhan Ali,farhan@example\.com,9822200002,B\.Com final year,Digital Marketing,Event,Resume Writing Workshop,St\. Xavier’s College,Kochi,Pending,Yes,1,/,
    );
  });
});

describe('the limits of the event form', () => {
  it('refuses an address past its limit, and one e-mail past its own from many addresses', async () => {
    const limited = await createTestApp((config) => {
      config.rateLimits.eventRegistration = {
        perIp: { max: 2, windowMs: HOUR },
        perAccount: { max: 3, windowMs: HOUR },
      };
    });
    try {
      const post = (ip: string, n: number, email = `guest${n}@example.com`) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/event/ccfs',
          remoteAddress: ip,
          payload: { name: `Guest ${n}`, phone: `982230000${n}`, email },
        });
      expect((await post('198.51.100.40', 1)).statusCode).toBe(201);
      expect((await post('198.51.100.40', 2)).statusCode).toBe(201);
      const third = await post('198.51.100.40', 3);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('198.51.100.41', 4)).statusCode).toBe(201);

      // One inbox cannot be sent confirmations without end by spreading over addresses.
      const victim = 'victim@example.com';
      const fromMany = [];
      for (let i = 0; i < 4; i++) fromMany.push((await post(`198.51.100.${50 + i}`, 5 + i, victim)).statusCode);
      expect(fromMany).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
