import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, enquiryHistory } from '../../src/db/schema/enquiries.ts';
import { leadConversions } from '../../src/db/schema/lead-revenue.ts';
import { users } from '../../src/db/schema/users-and-roles.ts';
import { whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { LEAD_NOT_OPTED_IN, TEMPLATE_NOT_FOR_LINKS } from '../../src/modules/payment-links/payment-link-whatsapp.ts';
import { LINK_EXPIRED, LINK_PAID } from '../../src/modules/payment-links/payment-links.service.ts';
import { createCoupon } from '../coupons/coupon-fixtures.ts';
import { checkoutAnswer, enrollmentCount, receiptMails } from '../payments/payment-fixtures.ts';
import { coursePriced } from '../support/learner-fixtures.ts';
import {
  bearer,
  createTestApp,
  GOOD_PASSWORD,
  latestOutboxMail,
  login,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';
import { connectSandbox } from '../whatsapp/account-fixtures.ts';
import { addContact } from '../whatsapp/contacts-fixtures.ts';
import { fastSandbox, phoneNumber, reviewedTemplate } from '../whatsapp/messages-fixtures.ts';

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.rateLimits.enquiry = { perIp: { max: 1000, windowMs: 60 * 60_000 } };
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  // The queue is looked at as the send left it.
  await t.app.whatsappSender.stop();
  course = await coursePriced(t.app, admin, { title: 'Spoken English for Work', actualPrice: 2999 });
});
afterAll(() => t.close());

let leads = 0;
/** A lead from the course's enquiry form, as a visitor sends it; answers its id. */
async function newLead(overrides: { name?: string; email?: string; phone?: string; whatsAppOptIn?: boolean } = {}) {
  leads += 1;
  const body = {
    name: overrides.name ?? `Lead Person ${leads}`,
    phone: overrides.phone ?? `98${String(process.pid % 1000).padStart(3, '0')}${String(leads).padStart(5, '0')}`,
    email: overrides.email ?? `lead.${leads}.${process.pid}@leads.test`,
    interestedCourse: course._id,
    whatsAppOptIn: overrides.whatsAppOptIn ?? false,
  };
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/course/enquiry',
    payload: body,
    remoteAddress: `203.0.113.${leads % 250}`,
  });
  if (sent.statusCode !== 201) throw new Error(`enquiry: ${sent.body}`);
  const [row] = await t.app.db.select().from(enquiries).where(eq(enquiries.email, body.email));
  if (!row) throw new Error('lead not stored');
  return row;
}

const sendLink = (leadId: string, payload: object, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/course/enquiry/${leadId}/payment-link`,
    headers: bearer(token),
    payload,
  });
const listLinks = (leadId: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/course/enquiry/${leadId}/payment-link`, headers: bearer(token) });
const checkout = (token: string) => t.app.inject({ method: 'GET', url: `/api/payment-link/${token}` });
const order = (token: string) => t.app.inject({ method: 'POST', url: `/api/payment-link/${token}/order` });
const verify = (token: string, razorpayData: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/payment-link/${token}/verify`, payload: { razorpayData } });
const tokenOf = (url: string) => url.split('/pay/')[1] as string;

describe('sending a payment link', () => {
  it('mails the lead a link that opens checkout with their details and the coupon price', async () => {
    await createCoupon(t.app, admin, { code: 'LINK20', discountValue: 20 });
    const lead = await newLead({ name: 'Farah Qureshi' });
    const sent = await sendLink(lead.id, { courseId: course._id, channel: 'email', couponCode: 'link20' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { link, url } = sent.json().data;
    expect(link).toMatchObject({
      course: { _id: course._id, title: 'Spoken English for Work' },
      couponCode: 'link20',
      channel: 'email',
      state: 'open',
      paidAt: null,
      createdBy: { name: expect.any(String) },
    });
    // Seven days by default.
    expect(Date.parse(link.expiresAt) - t.clock.now().getTime()).toBe(7 * DAY);
    expect(url).toMatch(/^http:\/\/skillhub\.test\/pay\/[A-Za-z0-9_-]{40,}$/);
    const mail = await latestOutboxMail(t.app, lead.email);
    expect(mail.payload.subject).toBe('Your payment link for Spoken English for Work');
    expect(String(mail.payload.text)).toContain(url);
    expect(String(mail.payload.text)).toContain('₹2,399.20');

    const page = await checkout(tokenOf(url));
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      state: 'open',
      course: { _id: course._id, slug: course.slug, title: 'Spoken English for Work' },
      buyer: { name: 'Farah Qureshi', email: lead.email, phone: lead.phone },
      pricePaise: 299_900,
      discountPaise: 59_980,
      totalPaise: 239_920,
      couponCode: 'LINK20',
      couponProblem: null,
    });
    const listed = await listLinks(lead.id);
    // WhatsApp is not connected yet: no template is offered.
    expect(listed.json().data).toEqual({ links: [link], whatsappTemplates: [] });
  });

  it('refuses bad input with a 400 naming the field, and an unknown lead with 404', async () => {
    const lead = await newLead();
    const cases: [object, string][] = [
      [{ courseId: 'nope', channel: 'email' }, 'courseId'],
      [{ courseId: course._id, channel: 'sms' }, 'channel'],
      [{ courseId: course._id, channel: 'email', expiresInDays: 0 }, 'expiresInDays'],
      [{ courseId: course._id, channel: 'email', expiresInDays: 31 }, 'expiresInDays'],
      [{ courseId: course._id, channel: 'email', couponCode: 'NOSUCHCODE' }, 'couponCode'],
      [{ courseId: '00000000-0000-4000-8000-000000000009', channel: 'email' }, 'courseId'],
      [{ courseId: course._id, channel: 'whatsapp' }, 'templateId'],
    ];
    for (const [payload, field] of cases) {
      const response = await sendLink(lead.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect((await listLinks(lead.id)).json().data.links).toEqual([]);
    const missing = await sendLink('00000000-0000-4000-8000-000000000009', { courseId: course._id, channel: 'email' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends by WhatsApp only to an opted-in number, the link filled in last', async () => {
    await connectSandbox(t.app, admin);
    const template = await reviewedTemplate(t.app, admin, {
      body: 'Hello {{1}}, enrol in {{2}} here: {{3}} (valid for a few days).',
      bodyExamples: ['Asha', 'Tally', 'https://skillhub.test/pay/x'],
    });
    const tooMany = await reviewedTemplate(t.app, admin, {
      body: 'Hi {{1}} {{2}} {{3}} {{4}} bye',
      bodyExamples: ['a', 'b', 'c', 'd'],
    });
    const number = phoneNumber();
    const lead = await newLead({ name: 'Ravi Kumar', phone: number.slice(2) });
    const refused = await sendLink(lead.id, { courseId: course._id, channel: 'whatsapp', templateId: template._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: LEAD_NOT_OPTED_IN, code: 'PAYMENT_LINK_NOT_OPTED_IN' });
    // Nothing was recorded for the refused send.
    expect((await listLinks(lead.id)).json().data.links).toEqual([]);

    await addContact(t.app, admin, { number, name: 'Ravi Kumar', optedIn: true });
    const wrong = await sendLink(lead.id, { courseId: course._id, channel: 'whatsapp', templateId: tooMany._id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.templateId).toBe(TEMPLATE_NOT_FOR_LINKS);
    const sent = await sendLink(lead.id, {
      courseId: course._id,
      channel: 'whatsapp',
      templateId: template._id,
      expiresInDays: 2,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { link, url } = sent.json().data;
    expect(link).toMatchObject({ channel: 'whatsapp', state: 'open' });
    const [message] = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, number));
    expect(message).toMatchObject({ status: 'queued', templateName: template.name });
    expect(message?.text).toBe(
      `Hello Ravi Kumar, enrol in Spoken English for Work here: ${url} (valid for a few days).\nSkillhub`,
    );
  });
});

describe('paying through a link', () => {
  it('makes the account, enrols, closes the lead with the amount and mails a set-password link', async () => {
    const lead = await newLead({ name: 'Neha Joshi' });
    const { url } = (await sendLink(lead.id, { courseId: course._id, channel: 'email' })).json().data;
    const token = tokenOf(url);
    expect(await t.app.db.select().from(users).where(eq(users.email, lead.email))).toEqual([]);

    const opened = await order(token);
    expect(opened.statusCode, opened.body).toBe(201);
    const data = opened.json().data;
    expect(data.kind).toBe('order');
    expect(data.order).toMatchObject({ amountPaise: 299_900, prefill: { name: 'Neha Joshi', email: lead.email } });
    const [account] = await t.app.db.select().from(users).where(eq(users.email, lead.email));
    expect(account).toMatchObject({ name: 'Neha Joshi', passwordHash: null });

    const paid = await verify(token, checkoutAnswer(t.app, data.order.providerOrderId, 'pay_LinkPaid000001'));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toEqual({
      courseTitle: 'Spoken English for Work',
      amountPaise: 299_900,
      accountCreated: true,
    });
    expect(await enrollmentCount(t.app, account!.id, course._id)).toBe(1);
    expect(await receiptMails(t.app, lead.email)).toHaveLength(1);

    const [closed] = await t.app.db.select().from(enquiries).where(eq(enquiries.id, lead.id));
    expect(closed?.status).toBe('Closed');
    const [history] = await t.app.db
      .select()
      .from(enquiryHistory)
      .where(eq(enquiryHistory.enquiryId, lead.id))
      .orderBy(desc(enquiryHistory.seq))
      .limit(1);
    expect(history).toMatchObject({
      status: 'Closed',
      changedBy: null,
      note: 'Paid ₹2,999.00 for Spoken English for Work, through a payment link',
    });
    const [conversion] = await t.app.db.select().from(leadConversions).where(eq(leadConversions.leadId, lead.id));
    expect(conversion).toMatchObject({ method: 'payment-link', amountPaise: 299_900, userId: account!.id });

    // The set-password mail uses the reset flow: the learner chooses a password and signs in.
    const mail = await latestOutboxMail(t.app, lead.email);
    expect(mail.payload.subject).toBe('Set your Skillhub password to start Spoken English for Work');
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(String(mail.payload.text))?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${resetToken}`,
      payload: { newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await login(t.app, lead.email, GOOD_PASSWORD)).toEqual(expect.any(String));

    // Verifying again answers the same; the link is paid and refuses another order with a clear message.
    expect(
      (await verify(token, checkoutAnswer(t.app, data.order.providerOrderId, 'pay_LinkPaid000001'))).statusCode,
    ).toBe(200);
    const again = await order(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: LINK_PAID, code: 'PAYMENT_LINK_PAID' });
    expect((await checkout(token)).json().data.state).toBe('paid');
    const [listed] = (await listLinks(lead.id)).json().data.links;
    expect(listed).toMatchObject({ state: 'paid', amountPaise: 299_900, paidAt: expect.any(String) });
    expect(await enrollmentCount(t.app, account!.id, course._id)).toBe(1);
  });

  it("closes the lead from the payment's webhook alone, when the payer never comes back to verify", async () => {
    const lead = await newLead({ name: 'Imran Sheikh' });
    const { url } = (await sendLink(lead.id, { courseId: course._id, channel: 'email' })).json().data;
    const token = tokenOf(url);
    expect((await order(token)).statusCode).toBe(201);
    // The sandbox checkout's Pay button, as the link's page presses it (no session); its webhook follows.
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/payment-link/${token}/sandbox-pay`,
      payload: { outcome: 'success' },
    });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.json().data.outcome).toBe('success');
    await expect
      .poll(async () => (await t.app.db.select().from(enquiries).where(eq(enquiries.id, lead.id)))[0]?.status)
      .toBe('Closed');
    const [conversion] = await t.app.db.select().from(leadConversions).where(eq(leadConversions.leadId, lead.id));
    expect(conversion?.method).toBe('payment-link');
    expect((await checkout(token)).json().data.state).toBe('paid');
  });

  it('says an expired link has expired, and opens no order through it', async () => {
    const lead = await newLead();
    const sent = await sendLink(lead.id, { courseId: course._id, channel: 'email', expiresInDays: 1 });
    const token = tokenOf(sent.json().data.url);
    t.clock.advance(DAY - 1000);
    expect((await checkout(token)).json().data.state).toBe('open');
    t.clock.advance(1000);
    admin = await loginAsAdmin(t.app);
    expect((await checkout(token)).json().data.state).toBe('expired');
    const refused = await order(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ message: LINK_EXPIRED, code: 'PAYMENT_LINK_EXPIRED' });
    expect(await t.app.db.select().from(users).where(eq(users.email, lead.email))).toEqual([]);
    expect((await listLinks(lead.id)).json().data.links[0].state).toBe('expired');
  });

  it('answers 404 for a token that is no link, and 400 for one that cannot be', async () => {
    expect((await checkout('x'.repeat(43))).statusCode).toBe(404);
    expect((await order('x'.repeat(43))).statusCode).toBe(404);
    const short = await checkout('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('token');
  });
});

describe('who may send and see links', () => {
  it('needs Enquiries update to send and Enquiries read to list', async () => {
    const lead = await newLead();
    const reader = await userWithPermissions(t.app, admin, 'Link Reader', [
      { name: 'Enquiries', operations: { read: true } },
    ]);
    expect((await listLinks(lead.id, reader.token)).statusCode).toBe(200);
    expect((await sendLink(lead.id, { courseId: course._id, channel: 'email' }, reader.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/course/enquiry/${lead.id}/payment-link` })).statusCode).toBe(
      401,
    );
  });
});
