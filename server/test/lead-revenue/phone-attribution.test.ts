import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, enquiryHistory } from '../../src/db/schema/enquiries.ts';
import { leadConversions } from '../../src/db/schema/lead-revenue.ts';
import { indianPhoneDigits } from '../../src/modules/lead-revenue/indian-phone.ts';
import {
  checkoutAnswer,
  eventually,
  openOrder,
  sendWebhook,
  verify,
  webhookBody,
  webhookEventCount,
} from '../payments/payment-fixtures.ts';
import { coursePriced, createLearner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, GOOD_PASSWORD, login, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * A payment credited to its lead by the payer's phone: accounts hold no phone, but Razorpay's payment entity
 * carries the `contact` the payer gave at checkout (the sandbox's does too). Precedence: the payment link, then
 * the account's e-mail, then the phone, each within the 90-day window; the newest matching lead.
 */

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };
const DAY = 86_400_000;
let oldLead: string;

async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}

let posts = 0;
async function lead(name: string, phone: string, email = `${name.toLowerCase().replace(/\W+/g, '.')}@leads.test`) {
  posts += 1;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/course/enquiry',
    payload: { name, email, phone, interestedCourse: course._id, whatsAppOptIn: false },
    remoteAddress: `198.51.100.${posts}`,
  });
  if (sent.statusCode !== 201) throw new Error(`enquiry: ${sent.body}`);
  const [row] = (await t.app.db.select().from(enquiries).where(eq(enquiries.name, name))).slice(-1);
  if (!row) throw new Error('lead not stored');
  return row.id;
}

let learners = 0;
/**
 * A new learner buys the course through the sandbox checkout, giving `contact` there; waits for the sandbox's
 * payment.captured webhook (which alone carries the phone) to be handled.
 */
async function buyWithPhone(contact: string, learner?: { email: string }) {
  const buyer = learner ?? (await createLearner(t.app, admin, `Phone Buyer ${++learners}`));
  const token = await login(t.app, buyer.email, GOOD_PASSWORD);
  const order = await openOrder(t.app, token, course._id);
  const before = await webhookEventCount(t.app);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/pay/${order.providerOrderId}`,
    headers: bearer(token),
    payload: { outcome: 'success', contact },
  });
  if (paid.statusCode !== 200) throw new Error(`sandbox pay: ${paid.body}`);
  const answer = await verify(t.app, token, course._id, paid.json().data.razorpayData);
  if (answer.statusCode !== 200) throw new Error(`verify: ${answer.body}`);
  await eventually(async () => (await webhookEventCount(t.app)) > before, "the sandbox's webhook");
  return { orderId: order._id, email: buyer.email };
}

async function conversionOf(orderId: string) {
  const [row] = await t.app.db.select().from(leadConversions).where(eq(leadConversions.orderId, orderId));
  return row;
}

async function statusOf(leadId: string) {
  const [row] = await t.app.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, leadId));
  return row?.status;
}

beforeAll(async () => {
  t = await createTestApp((c) => {
    c.rateLimits.enquiry = { perIp: { max: 1000, windowMs: 60 * 60_000 } };
  });
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Tally Prime with GST', actualPrice: 1000 });
  // A lead too old to be credited: 91 days before every purchase below.
  oldLead = await lead('Old Phone Lead', '9123450009');
  await advance(91 * DAY);
});
afterAll(() => t.close());

describe('indianPhoneDigits', () => {
  it('takes an Indian number to its 10 digits however it was written, and nothing else', () => {
    for (const written of ['+919876543210', '+91 98765 43210', '09876543210', '9876543210', '0091-98765-43210']) {
      expect(indianPhoneDigits(written)).toBe('9876543210');
    }
    for (const other of ['+1 415 555 0100', '987654321', '', null, 'phone']) {
      expect(indianPhoneDigits(other)).toBeNull();
    }
  });
});

describe('a page purchase credited by the payer’s phone', () => {
  it('matches a lead by the phone given with +91 and spaces, and closes it with the amount', async () => {
    const leadId = await lead('Plus Lead', '9123450001');
    const { orderId } = await buyWithPhone('+91 91234 50001');
    expect(await conversionOf(orderId)).toMatchObject({ leadId, method: 'phone', amountPaise: 100_000 });
    expect(await statusOf(leadId)).toBe('Closed');
    const notes = await t.app.db
      .select({ note: enquiryHistory.note })
      .from(enquiryHistory)
      .where(eq(enquiryHistory.enquiryId, leadId));
    expect(notes.map((n) => n.note)).toContainEqual(
      expect.stringMatching(/^Paid ₹1,000(\.00)? for Tally Prime with GST, matched by phone \(9123450001\)$/),
    );
  });

  it('matches a phone given without a country code, or with a trunk 0', async () => {
    const bare = await lead('Bare Lead', '9123450002');
    expect(await conversionOf((await buyWithPhone('9123450002')).orderId)).toMatchObject({
      leadId: bare,
      method: 'phone',
    });
    const trunk = await lead('Trunk Lead', '9123450003');
    expect(await conversionOf((await buyWithPhone('09123450003')).orderId)).toMatchObject({
      leadId: trunk,
      method: 'phone',
    });
  });

  it('credits no lead received more than 90 days before the payment', async () => {
    const { orderId } = await buyWithPhone('+919123450009');
    expect(await conversionOf(orderId)).toBeUndefined();
    expect(await statusOf(oldLead)).toBe('Pending');
  });

  it('credits the newest of two leads with the phone', async () => {
    const older = await lead('First Enquiry', '9123450005');
    await advance(DAY);
    const newer = await lead('Second Enquiry', '9123450005');
    const { orderId } = await buyWithPhone('+919123450005');
    expect((await conversionOf(orderId))?.leadId).toBe(newer);
    expect(await statusOf(older)).toBe('Pending');
  });

  it('prefers a lead with the account’s e-mail to a newer lead with the phone', async () => {
    const buyer = await createLearner(t.app, admin, 'Mail And Phone Buyer');
    const byEmail = await lead('Mail Lead', '9123450016', buyer.email);
    await advance(DAY);
    const byPhone = await lead('Phone Lead', '9123450006');
    const { orderId } = await buyWithPhone('+919123450006', buyer);
    expect(await conversionOf(orderId)).toMatchObject({ leadId: byEmail, method: 'email' });
    expect(await statusOf(byPhone)).toBe('Pending');
  });

  it('credits by phone when the verify call settled first and the webhook brings the phone after', async () => {
    const leadId = await lead('Late Webhook Lead', '9123450007');
    const buyer = await createLearner(t.app, admin, 'Late Webhook Buyer');
    const token = await login(t.app, buyer.email, GOOD_PASSWORD);
    const order = await openOrder(t.app, token, course._id);
    const paymentId = 'pay_PhoneLate00001';
    const verified = await verify(t.app, token, course._id, checkoutAnswer(t.app, order.providerOrderId, paymentId));
    expect(verified.statusCode).toBe(200);
    expect(await conversionOf(order._id)).toBeUndefined();
    const body = webhookBody({
      event: 'payment.captured',
      providerOrderId: order.providerOrderId,
      amountPaise: order.amountPaise,
      paymentId,
      contact: '+919123450007',
    });
    expect((await sendWebhook(t.app, body)).statusCode).toBe(200);
    expect(await conversionOf(order._id)).toMatchObject({ leadId, method: 'phone' });
    // Razorpay delivering the event again (a new event id) credits nothing more.
    expect((await sendWebhook(t.app, body)).statusCode).toBe(200);
    expect(await t.app.db.select().from(leadConversions).where(eq(leadConversions.leadId, leadId))).toHaveLength(1);
  });
});

describe('a payment-link purchase', () => {
  it('is credited to the link’s lead, before a newer lead with the e-mail and one with the phone', async () => {
    const linkLead = await lead('Link Lead', '9123450008', 'link.buyer@leads.test');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/course/enquiry/${linkLead}/payment-link`,
      headers: bearer(admin),
      payload: { courseId: course._id, channel: 'email' },
    });
    expect(sent.statusCode).toBe(201);
    const token = (sent.json().data.url as string).split('/pay/')[1];
    await advance(DAY);
    const sameEmail = await lead('Same Mail Lead', '9123450018', 'link.buyer@leads.test');
    const samePhone = await lead('Same Phone Lead', '9123450028');
    const opened = await t.app.inject({ method: 'POST', url: `/api/payment-link/${token}/order` });
    expect(opened.statusCode).toBe(201);
    const order = opened.json().data.order;
    const before = await webhookEventCount(t.app);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payment-link/${token}/sandbox-pay`,
      payload: { outcome: 'success', contact: '+91 91234 50028' },
    });
    expect(paid.statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/payment-link/${token}/verify`,
      payload: { razorpayData: paid.json().data.razorpayData },
    });
    expect(verified.statusCode).toBe(200);
    await eventually(async () => (await webhookEventCount(t.app)) > before, "the sandbox's webhook");
    expect(await conversionOf(order._id)).toMatchObject({ leadId: linkLead, method: 'payment-link' });
    expect(await statusOf(sameEmail)).toBe('Pending');
    expect(await statusOf(samePhone)).toBe('Pending');
  });

  it('refuses a checkout phone that is not one with a 400 naming the field', async () => {
    const buyer = await createLearner(t.app, admin, 'Bad Phone Buyer');
    const token = await login(t.app, buyer.email, GOOD_PASSWORD);
    const order = await openOrder(t.app, token, course._id);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/pay/${order.providerOrderId}`,
      headers: bearer(token),
      payload: { outcome: 'success', contact: 'call me' },
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors).toEqual({ contact: 'Enter a phone number: digits, with + and spaces allowed' });
  });
});
