import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { checkoutAnswer, openOrder, receiptMails, verify } from './payment-fixtures.ts';

let t: TestApp;
let admin: string;
let buyer: Learner;
let course: { _id: string; slug: string };
let order: Awaited<ReturnType<typeof openOrder>>;
const paymentId = 'pay_ReceiptTest001';

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  buyer = await createLearner(t.app, admin, 'Receipt Reader');
  course = await coursePriced(t.app, admin, {
    title: 'Financial Modelling for Startups',
    actualPrice: 200000,
    discountPercentage: 25,
    validity: '1 Year',
  });
  order = await openOrder(t.app, buyer.token, course._id);
  const paid = await verify(t.app, buyer.token, course._id, checkoutAnswer(t.app, order.providerOrderId, paymentId));
  if (paid.statusCode !== 200) throw new Error(paid.body);
});
afterAll(() => t.close());

const receipt = (token: string, orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/payment/receipt/${orderId}`, headers: bearer(token) });

describe('the receipt', () => {
  it('is mailed once through the outbox with the course, amount, ids, validity and a link', async () => {
    const mails = await receiptMails(t.app, buyer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.payload as { subject: string; text: string; html: string };
    expect(mail.subject).toBe('Your Skillhub receipt for Financial Modelling for Startups');
    expect(mail.text).toContain('Course: Financial Modelling for Startups');
    // Indian digit grouping: 1,50,000 rupees.
    expect(mail.text).toContain('Amount paid: ₹1,50,000.00');
    expect(mail.text).toContain(`Order id: ${order.providerOrderId}`);
    expect(mail.text).toContain(`Payment id: ${paymentId}`);
    expect(mail.text).toContain(`Receipt no.: ${order.receipt}`);
    expect(mail.text).toMatch(/Access: 1 Year \(until \d{1,2} \w+ \d{4}\)/);
    expect(mail.text).toContain('http://skillhub.test/my-courses');
    expect(mail.html).toContain('Financial Modelling for Startups');
  });

  it('downloads as a PDF for its owner, with the order and payment ids', async () => {
    const response = await receipt(buyer.token, order._id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="skillhub-receipt-${order.receipt}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(order.providerOrderId);
    expect(text).toContain(paymentId);
    expect(text).toContain(order.receipt);
    expect(text).toContain('Financial Modelling for Startups');
    expect(text).toContain('INR 1,50,000.00');
  });

  it('is not found for another learner, an unpaid order or an unknown id', async () => {
    const stranger = await createLearner(t.app, admin, 'Receipt Snooper');
    const stolen = await receipt(stranger.token, order._id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Receipt not found');

    const other = await createLearner(t.app, admin, 'Unpaid Learner');
    const unpaid = await openOrder(t.app, other.token, course._id);
    expect((await receipt(other.token, unpaid._id)).statusCode).toBe(404);
    expect((await receipt(buyer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await receipt(buyer.token, 'not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/receipt/${order._id}` })).statusCode).toBe(401);
  });

  it('prints a course title outside the PDF font instead of failing', async () => {
    const learner = await createLearner(t.app, admin, 'Hindi Learner');
    const hindi = await coursePriced(t.app, admin, { title: 'हिंदी में डेटा विज्ञान कोर्स', actualPrice: 999 });
    const hindiOrder = await openOrder(t.app, learner.token, hindi._id);
    await verify(t.app, learner.token, hindi._id, checkoutAnswer(t.app, hindiOrder.providerOrderId));
    const response = await receipt(learner.token, hindiOrder._id);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain(hindiOrder.providerOrderId);
  });
});
