import { refundedPurchaseListSchema } from '@skillhub/shared/schemas/my-courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, setInvoicing } from '../invoices/invoice-api-fixtures.ts';
import { type LearningCourse, learningCourse } from '../learning-access/learning-course.ts';
import { createLearner, type Learner } from '../support/learner-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { requestRefund, settled } from './refund-fixtures.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
/** The fixture course's price, ₹4,999, in paise. */
const PRICE = 499_900;
const reason = 'Course did not suit me';
let learnerCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  await setInvoicing(t.app, admin);
  course = await learningCourse(t.app, admin, 'Refunded Purchases Course');
});
afterAll(() => t.close());

async function buyer(): Promise<{ learner: Learner; orderId: string }> {
  const learner = await createLearner(t.app, admin, `Refunded Purchase Learner ${++learnerCounter}`);
  return { learner, orderId: await buy(t.app, learner, course._id) };
}

async function refundedPurchases(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/course/my-courses/refunded',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return refundedPurchaseListSchema.parse(response.json().data);
}

const creditNote = (token: string, refundId: string) =>
  t.app.inject({ method: 'GET', url: `/api/payment/credit-note/${refundId}`, headers: bearer(token) });

async function refund(orderId: string, amountPaise: number) {
  const response = await requestRefund(t.app, admin, orderId, { amountPaise, reason });
  expect(response.statusCode, response.body).toBe(202);
  return settled(t.app, admin, orderId, response.json().data._id);
}

describe("the learner's refunded purchases", () => {
  it('list nothing while a partial refund keeps the course card', async () => {
    const { learner, orderId } = await buyer();
    expect(await refundedPurchases(learner.token)).toEqual([]);
    const partial = await refund(orderId, 100_000);
    expect(partial.status).toBe('processed');
    // The partial refund shows on the course card; the list of refunded purchases stays empty.
    expect(await refundedPurchases(learner.token)).toEqual([]);
  });

  it('list a purchase refunded in full with both refunds, its invoice number and credit notes to download', async () => {
    const { learner, orderId } = await buyer();
    const first = await refund(orderId, 100_000);
    const rest = await refund(orderId, PRICE - 100_000);
    const [purchase, ...others] = await refundedPurchases(learner.token);
    expect(others).toEqual([]);
    expect(purchase).toMatchObject({
      orderId,
      course: { _id: course._id, slug: course.slug, title: 'Refunded Purchases Course' },
      amountPaise: PRICE,
      invoiceNumber: expect.stringMatching(/\/\d\d-\d\d\/\d{6}$/),
    });
    expect(purchase?.receipt).toMatch(/\S/);
    expect(purchase?.refunds).toEqual([first, rest]);
    expect(purchase?.refunds.map((r) => r.status)).toEqual(['processed', 'processed']);

    const pdf = await creditNote(learner.token, rest._id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${rest.creditNoteNumber?.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(rest.creditNoteNumber);
    expect(text).toContain(purchase?.invoiceNumber);

    // Buying the course again brings its card back, and the old purchase stays in the list.
    const again = await buy(t.app, learner, course._id);
    expect((await refundedPurchases(learner.token)).map((p) => p.orderId)).toEqual([orderId]);
    expect(again).not.toBe(orderId);
  });

  it("refuse another learner's credit note and a refund without one, and answer 401 signed out", async () => {
    const { learner, orderId } = await buyer();
    const processed = await refund(orderId, 50_000);
    const stranger = await buyer();
    expect((await creditNote(stranger.learner.token, processed._id)).statusCode).toBe(404);
    expect(await refundedPurchases(stranger.learner.token)).toEqual([]);

    // 13 paise make the sandbox fail the refund: no credit note is issued for it.
    const failed = await refund(orderId, 1_013);
    expect(failed.status).toBe('failed');
    const missing = await creditNote(learner.token, failed._id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Credit note not found');

    const signedOut = await t.app.inject({ method: 'GET', url: '/api/course/my-courses/refunded' });
    expect(signedOut.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/credit-note/${processed._id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('the API documentation', () => {
  it('lists the refunded purchases and the credit note download at /api/docs', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = paths['/api/course/my-courses/refunded']?.get;
    expect(list?.tags).toEqual(['My courses']);
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401']));
    const pdf = paths['/api/payment/credit-note/{refundId}']?.get;
    expect(pdf?.tags).toEqual(['Invoices']);
    expect(Object.keys(pdf?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404']));
  });
});
