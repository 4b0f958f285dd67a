import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { leadConversions } from '../../src/db/schema/lead-revenue.ts';
import { refunds } from '../../src/db/schema/refunds.ts';
import { whatsappContacts, whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { refundsRepository } from '../../src/modules/refunds/refunds.repository.ts';
import { checkoutAnswer, openOrder, verify } from '../payments/payment-fixtures.ts';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import {
  bearer,
  createTestApp,
  GOOD_PASSWORD,
  login,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let courseA: { _id: string; slug: string };
let courseB: { _id: string; slug: string };
let emailBuyer: Learner;
let lateBuyer: Learner;
const DAY = 86_400_000;
const ids: Record<string, string> = {};

async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}

let posts = 0;
async function lead(key: string, form: 'course' | 'contact', body: { name: string; email: string; phone: string }) {
  posts += 1;
  const url = form === 'course' ? '/api/course/enquiry' : '/api/contact-us';
  const payload = { ...body, whatsAppOptIn: false, ...(form === 'course' ? { interestedCourse: courseA._id } : {}) };
  const sent = await t.app.inject({ method: 'POST', url, payload, remoteAddress: `198.51.100.${posts}` });
  if (sent.statusCode !== 201) throw new Error(`${url}: ${sent.body}`);
  const [row] = await t.app.db.select().from(enquiries).where(eq(enquiries.email, body.email));
  if (!row) throw new Error('lead not stored');
  ids[key] = row.id;
}

const report = (query: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/revenue-by-source${query}`, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp((c) => {
    c.rateLimits.enquiry = { perIp: { max: 1000, windowMs: 60 * 60_000 } };
  });
  admin = await loginAsAdmin(t.app);
  courseA = await coursePriced(t.app, admin, { title: 'Tally with GST Basics', actualPrice: 1000 });
  courseB = await coursePriced(t.app, admin, { title: 'Digital Marketing Start', actualPrice: 500 });
  emailBuyer = await createLearner(t.app, admin, 'Priya Email Buyer');
  lateBuyer = await createLearner(t.app, admin, 'Old Lead Buyer');

  // A lead too old to be credited: 91 days before the purchase below.
  await lead('old', 'course', { name: 'Old Lead', email: lateBuyer.email, phone: '9123400005' });
  await advance(91 * DAY);

  await lead('byLink', 'course', { name: 'Link Lead', email: 'link.lead@leads.test', phone: '9123400001' });
  await lead('called', 'course', { name: 'Called Lead', email: 'called.lead@leads.test', phone: '9123400002' });
  await lead('contact', 'contact', { name: 'Contact Lead', email: 'contact.lead@leads.test', phone: '9123400003' });
  await lead('byEmail', 'course', { name: 'Priya', email: emailBuyer.email, phone: '9123400004' });

  // Staff call one lead; its number writes in on WhatsApp.
  await t.app.inject({
    method: 'PATCH',
    url: `/api/course/enquiry-status/${ids.called}`,
    headers: bearer(admin),
    payload: { status: 'Interested' },
  });
  const [contact] = await t.app.db
    .insert(whatsappContacts)
    .values({ name: 'Called Lead', number: '919123400002', optedIn: true })
    .returning();
  await t.app.db.insert(whatsappMessages).values({
    contactId: contact!.id,
    number: '919123400002',
    direction: 'inbound',
    type: 'text',
    text: 'Is there a weekend batch?',
    status: 'received',
    createdAt: new Date(t.clock.now().getTime() + 60_000),
  });

  // Two days later the link lead pays through its link.
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/course/enquiry/${ids.byLink}/payment-link`,
    headers: bearer(admin),
    payload: { courseId: courseA._id, channel: 'email' },
  });
  const token = (sent.json().data.url as string).split('/pay/')[1];
  await advance(2 * DAY);
  const opened = await t.app.inject({ method: 'POST', url: `/api/payment-link/${token}/order` });
  const providerOrderId = opened.json().data.order.providerOrderId;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payment-link/${token}/verify`,
    payload: { razorpayData: checkoutAnswer(t.app, providerOrderId, 'pay_RevenueLink001') },
  });
  if (paid.statusCode !== 200) throw new Error(`link verify: ${paid.body}`);

  // Two days after that, the e-mail lead buys from the course page, and so does the old lead's owner.
  await advance(2 * DAY);
  for (const [buyer, course, paymentId] of [
    [emailBuyer, courseA, 'pay_RevenueMail001'],
    [lateBuyer, courseB, 'pay_RevenueLate001'],
  ] as const) {
    const buyerToken = await login(t.app, buyer.email, GOOD_PASSWORD);
    const order = await openOrder(t.app, buyerToken, course._id);
    const answer = await verify(t.app, buyerToken, course._id, checkoutAnswer(t.app, order.providerOrderId, paymentId));
    if (answer.statusCode !== 200) throw new Error(`verify: ${answer.body}`);
  }
});
afterAll(() => t.close());

describe('attribution of a payment to its lead', () => {
  it('credits a link payment to its lead, and a page purchase to the lead with the buyer e-mail', async () => {
    const conversions = await t.app.db.select().from(leadConversions);
    expect(conversions.map((c) => [c.leadId, c.method, c.amountPaise]).sort()).toEqual(
      [
        [ids.byLink, 'payment-link', 100_000],
        [ids.byEmail, 'email', 100_000],
      ].sort(),
    );
    const statuses = Object.fromEntries(
      (await t.app.db.select().from(enquiries)).map((row) => [row.id, row.status] as const),
    );
    expect(statuses[ids.byLink as string]).toBe('Closed');
    expect(statuses[ids.byEmail as string]).toBe('Closed');
    // Outside the 90-day window: the old lead is neither credited nor closed.
    expect(statuses[ids.old as string]).toBe('Pending');
  });
});

describe('GET /dashboard/revenue-by-source', () => {
  it('counts the period leads per source and course: contacted, replied, paid, revenue and days to pay', async () => {
    const response = await report('?period=7d');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.attributionWindowDays).toBe(90);
    expect(data.total).toEqual({
      leads: 4,
      contacted: 3,
      replied: 1,
      paid: 2,
      revenuePaise: 200_000,
      conversionRate: 0.5,
      medianDaysToPay: 3,
    });
    expect(data.bySource).toEqual([
      {
        source: 'Course',
        leads: 3,
        contacted: 3,
        replied: 1,
        paid: 2,
        revenuePaise: 200_000,
        conversionRate: 2 / 3,
        medianDaysToPay: 3,
      },
      {
        source: 'Contact Us',
        leads: 1,
        contacted: 0,
        replied: 0,
        paid: 0,
        revenuePaise: 0,
        conversionRate: 0,
        medianDaysToPay: null,
      },
    ]);
    expect(data.bySourceAndCourse).toEqual([
      expect.objectContaining({
        source: 'Course',
        course: { _id: courseA._id, title: 'Tally with GST Basics' },
        leads: 3,
        paid: 2,
      }),
      expect.objectContaining({ source: 'Contact Us', course: null, leads: 1, paid: 0 }),
    ]);
  });

  it('takes processed refunds off the revenue, as the dashboard does', async () => {
    const [byEmail] = await t.app.db.select().from(leadConversions).where(eq(leadConversions.method, 'email'));
    if (!byEmail?.orderId) throw new Error('no e-mail conversion');
    const refund = await refundsRepository.insert(t.app.db, {
      orderId: byEmail.orderId,
      idempotencyKey: 'revenue-refund',
      amountPaise: 40_000,
      reason: 'Part refund',
      requestedBy: null,
      requestedAt: t.clock.now(),
    });
    await refundsRepository.settle(t.app.db, refund.id, {
      status: 'processed',
      providerRefundId: 'rfnd_RevenueTest01',
      failureReason: null,
      now: t.clock.now(),
    });
    const data = (await report('?period=7d')).json().data;
    expect(data.total).toMatchObject({ paid: 2, revenuePaise: 160_000 });
    await t.app.db.delete(refunds).where(eq(refunds.id, refund.id));
  });

  it('leaves out leads received before the period', async () => {
    const from = new Date(t.clock.now().getTime() + 5.5 * 3_600_000 - DAY).toISOString().slice(0, 10);
    const response = await report(`?period=custom&from=${from}&to=${from}`);
    expect(response.json().data.total.leads).toBe(0);
    expect(response.json().data.bySource).toEqual([]);
  });

  it('exports the same figures as CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/revenue-by-source/export?period=7d',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="revenue-by-source-.+\.csv"$/);
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFSource,Course,Leads,Contacted,Replied,Paid,Revenue (INR),Conversion rate (%),Median days to pay',
      'Course,Tally with GST Basics,3,3,1,2,2000.00,66.7,3',
      'Contact Us,No course named,1,0,0,0,0.00,0.0,',
      'Course,All courses,3,3,1,2,2000.00,66.7,3',
      'Contact Us,All courses,1,0,0,0,0.00,0.0,',
      'All sources,All courses,4,3,1,2,2000.00,50.0,3',
      '',
    ]);
  });

  it('refuses a bad period with a 400 naming the field, and needs Enquiries read', async () => {
    const bad = await report('?period=custom&to=2025-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('from');
    const reader = await userWithPermissions(t.app, admin, 'Revenue Reader', [
      { name: 'Enquiries', operations: { read: true } },
    ]);
    expect((await report('?period=7d', reader.token)).statusCode).toBe(200);
    const other = await userWithPermissions(t.app, admin, 'Dashboard Only', [
      { name: 'Dashboard', operations: { read: true } },
    ]);
    expect((await report('?period=7d', other.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/revenue-by-source' })).statusCode).toBe(401);
  });
});
