import { randomUUID } from 'node:crypto';
import { dashboardSummarySchema } from '@skillhub/shared/schemas/dashboard';
import { refundSchema } from '@skillhub/shared/schemas/refund';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes } from '../../src/db/schema/invoices.ts';
import { refunds } from '../../src/db/schema/refunds.ts';
import { REFUND_FAILED_REASON } from '../../src/modules/refunds/refund-settlement.ts';
import { refundsRepository } from '../../src/modules/refunds/refunds.repository.ts';
import { IDEMPOTENCY_KEY_REQUIRED } from '../../src/modules/refunds/refunds.service.ts';
import { UNANSWERED_REFUND_MS, UNANSWERED_REFUND_REASON } from '../../src/modules/refunds/unanswered-refunds.ts';
import { buy, SELLER_SETTINGS, setInvoicing } from '../invoices/invoice-api-fixtures.ts';
import { type LearningCourse, learningCourse, lecture } from '../learning-access/learning-course.ts';
import { createOrder, enrollmentCount, sendWebhook } from '../payments/payment-fixtures.ts';
import { createLearner, type Learner } from '../support/learner-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { orderRefunds, refundMails, refundUrl, requestRefund, settled } from './refund-fixtures.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
/** The fixture course's price, ₹4,999, in paise. */
const PRICE = 499_900;
const prefix = SELLER_SETTINGS.invoicePrefix;
let learnerCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  await setInvoicing(t.app, admin);
  course = await learningCourse(t.app, admin, 'Full Stack Refunds');
});
afterAll(() => t.close());

async function buyer(): Promise<{ learner: Learner; orderId: string }> {
  const learner = await createLearner(t.app, admin, `Refund Learner ${++learnerCounter}`);
  return { learner, orderId: await buy(t.app, learner, course._id) };
}

const reason = 'Bought by mistake';

async function myCourse(learner: Learner) {
  const response = await t.app.inject({ method: 'GET', url: '/api/course/my-courses', headers: bearer(learner.token) });
  return (response.json().data as { course: { _id: string }; refunds: unknown[] }[]).find(
    (c) => c.course._id === course._id,
  );
}

async function receiptText(learner: Learner, orderId: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/payment/receipt/${orderId}`,
    headers: bearer(learner.token),
  });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

describe('a partial refund', () => {
  it('is requested at once, processed by the webhook with a credit note; the learner keeps the course and is mailed twice', async () => {
    const { learner, orderId } = await buyer();
    const response = await requestRefund(t.app, admin, orderId, { amountPaise: 100_000, reason: '  Late start  ' });
    expect(response.statusCode, response.body).toBe(202);
    const requested = refundSchema.parse(response.json().data);
    expect(requested).toMatchObject({ orderId, amountPaise: 100_000, reason: 'Late start', creditNoteNumber: null });
    expect(['requested', 'processed']).toContain(requested.status);

    const refund = await settled(t.app, admin, orderId, requested._id);
    expect(refund.status).toBe('processed');
    expect(refund.providerRefundId).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    expect(refund.creditNoteNumber).toMatch(new RegExp(`^${prefix}/\\d\\d-\\d\\d/C\\d{5}$`));
    expect(await orderRefunds(t.app, admin, orderId)).toMatchObject({ paidPaise: PRICE, refundablePaise: 399_900 });
    expect(await enrollmentCount(t.app, learner.userId, course._id)).toBe(1);

    const mails = await refundMails(t.app, learner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your refund of ₹1,000.00 for Full Stack Refunds is on its way',
      'Your refund of ₹1,000.00 for Full Stack Refunds is processed',
    ]);
    expect(mails[0]?.text).toContain('partial refund: you keep your access');
    expect(mails[1]?.attachments?.map((a) => a.filename)).toEqual([
      `credit-note-${refund.creditNoteNumber?.replaceAll('/', '-')}.pdf`,
    ]);

    // My courses and the receipt show it.
    expect((await myCourse(learner))?.refunds).toEqual([refund]);
    const receipt = await receiptText(learner, orderId);
    expect(receipt).toContain(`processed on`);
    // The PDF wraps the line before the credit note's number.
    expect(receipt).toContain('(credit note');
    expect(receipt).toContain(`${refund.creditNoteNumber})`);
    expect(receipt).toContain('Net paid');
  });
});

describe('refunding the rest', () => {
  it('refuses more than is left; the last part ends the access, and notes come back when the learner buys again', async () => {
    const { learner, orderId } = await buyer();
    const l = lecture(course, 0, 0);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/course/notes?courseId=${l.courseId}&sectionId=${l.sectionId}&subSectionId=${l.lectureId}`,
      headers: bearer(learner.token),
      payload: { content: 'Closures keep their scope' },
    });
    expect(note.statusCode, note.body).toBe(201);

    const first = await requestRefund(t.app, admin, orderId, { amountPaise: 200_000, reason });
    expect(first.statusCode).toBe(202);
    const over = await requestRefund(t.app, admin, orderId, { amountPaise: 299_901, reason });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only ₹2,999.00 of this order is left to refund');

    const rest = await requestRefund(t.app, admin, orderId, { amountPaise: 299_900, reason });
    expect(rest.statusCode, rest.body).toBe(202);
    await settled(t.app, admin, orderId, first.json().data._id);
    const last = await settled(t.app, admin, orderId, rest.json().data._id);
    expect(last.status).toBe('processed');
    expect(await enrollmentCount(t.app, learner.userId, course._id)).toBe(0);
    const full = await requestRefund(t.app, admin, orderId, { amountPaise: 1, reason });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This order is already refunded in full');
    const mails = await refundMails(t.app, learner.email);
    expect(mails.at(-1)?.text).toContain('Your access to the course has ended');

    // The course is closed to the learner; their notes are kept.
    const progress = () =>
      t.app.inject({ method: 'GET', url: `/api/course/progress/${course._id}`, headers: bearer(learner.token) });
    const notes = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/course/notes/my?courseId=${course._id}`,
        headers: bearer(learner.token),
      });
      return response.json().data.map((n: { content: string }) => n.content);
    };
    expect((await progress()).statusCode).toBe(403);
    expect(await notes()).toEqual(['Closures keep their scope']);

    await buy(t.app, learner, course._id);
    expect((await progress()).statusCode).toBe(200);
    expect(await notes()).toEqual(['Closures keep their scope']);
  });

  it('in one go removes the enrolment and issues one credit note of the whole invoice', async () => {
    const { learner, orderId } = await buyer();
    const response = await requestRefund(t.app, admin, orderId, { amountPaise: PRICE, reason });
    expect(response.statusCode).toBe(202);
    const refund = await settled(t.app, admin, orderId, response.json().data._id);
    const [note] = await t.app.db.select().from(creditNotes).where(eq(creditNotes.refundKey, refund._id));
    expect(note).toMatchObject({ number: refund.creditNoteNumber, totalPaise: PRICE, reason });
    expect(await enrollmentCount(t.app, learner.userId, course._id)).toBe(0);
    // The mail at request says so. Found by its subject: the webhook's transaction may begin, and so date its mail,
    // before the request's mail is written.
    const requested = (await refundMails(t.app, learner.email)).find((mail) => mail.subject.includes('is on its way'));
    expect(requested?.text).toContain('This refunds the whole purchase');
    // The receipt stays the learner's, with the refund on it.
    expect(await receiptText(learner, orderId)).toContain('Net paid');
  });
});

describe('a retried request', () => {
  it('with the same Idempotency-Key or clientRequestId answers the same refund and never refunds twice', async () => {
    const { orderId } = await buyer();
    const key = randomUUID();
    const first = await requestRefund(t.app, admin, orderId, { amountPaise: 50_000, reason }, key);
    const again = await requestRefund(t.app, admin, orderId, { amountPaise: 50_000, reason }, key);
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('Refund already requested with this key');
    expect(again.json().data._id).toBe(first.json().data._id);

    const body = { amountPaise: 70_000, reason, clientRequestId: `client-${randomUUID()}` };
    const byBody = await requestRefund(t.app, admin, orderId, body, null);
    const byBodyAgain = await requestRefund(t.app, admin, orderId, body, null);
    expect(byBodyAgain.json().data._id).toBe(byBody.json().data._id);

    const [rows] = await t.app.db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows?.n).toBe(2);
    const changed = await requestRefund(t.app, admin, orderId, { amountPaise: 60_000, reason }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This Idempotency-Key was used for a different refund of this order');

    const none = await requestRefund(t.app, admin, orderId, { amountPaise: 1_000, reason }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(IDEMPOTENCY_KEY_REQUIRED);
  });
});

describe('a refund that fails', () => {
  it('turns failed by the webhook, mails the learner, issues no credit note and leaves its amount to refund', async () => {
    const { learner, orderId } = await buyer();
    // The sandbox's test amount: paise 13.
    const response = await requestRefund(t.app, admin, orderId, { amountPaise: 100_013, reason });
    expect(response.statusCode).toBe(202);
    const refund = await settled(t.app, admin, orderId, response.json().data._id);
    expect(refund).toMatchObject({ status: 'failed', failureReason: REFUND_FAILED_REASON, creditNoteNumber: null });
    expect(await orderRefunds(t.app, admin, orderId)).toMatchObject({ refundablePaise: PRICE });
    // The sandbox's webhook can be handled before the request's own transaction ends, so the two mails' times
    // do not tell their order: both are there, once each.
    expect((await refundMails(t.app, learner.email)).map((m) => m.subject).sort()).toEqual([
      'Your refund of ₹1,000.13 for Full Stack Refunds could not be completed',
      'Your refund of ₹1,000.13 for Full Stack Refunds is on its way',
    ]);
    expect(await receiptText(learner, orderId)).toContain('failed on');
  });
});

describe('refund webhooks', () => {
  /** A refund recorded as sent, whose webhook the test delivers itself. */
  async function pendingRefund(amountPaise: number) {
    const { learner, orderId } = await buyer();
    const row = await refundsRepository.insert(t.app.db, {
      orderId,
      idempotencyKey: randomUUID(),
      amountPaise,
      reason,
      requestedBy: null,
      requestedAt: new Date(),
    });
    const providerRefundId = `rfnd_Test${randomUUID().slice(0, 10)}`;
    await refundsRepository.setProviderRefundId(t.app.db, row.id, providerRefundId);
    return { learner, orderId, refundId: row.id, providerRefundId };
  }

  const refundEvent = (event: string, id: string, amount: number, notes: unknown = []) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: ['refund'],
      payload: { refund: { entity: { id, entity: 'refund', amount, currency: 'INR', notes, status: 'x' } } },
      created_at: 1,
    });

  const statusOf = async (id: string) =>
    (await t.app.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, id)))[0]?.status;

  it('checks the signature, settles once, ignores a replay and a failure after processing', async () => {
    const { learner, refundId, providerRefundId } = await pendingRefund(40_000);
    const body = refundEvent('refund.processed', providerRefundId, 40_000);

    const forged = await sendWebhook(t.app, body, { secret: 'not-the-webhook-secret' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid webhook signature');
    expect(await statusOf(refundId)).toBe('requested');

    const once = await sendWebhook(t.app, body, { eventId: 'evt_RefundOnce01' });
    expect(once.json()).toEqual({ success: true, message: 'Event processed' });
    const replay = await sendWebhook(t.app, body, { eventId: 'evt_RefundOnce01' });
    expect(replay.json()).toEqual({ success: true, message: 'Event already processed' });
    // Razorpay may also send the same event again under a new id: the refund is already processed.
    await sendWebhook(t.app, body, { eventId: 'evt_RefundOnce02' });
    const late = await sendWebhook(t.app, refundEvent('refund.failed', providerRefundId, 40_000));
    expect(late.json().message).toBe('Event ignored');

    expect(await statusOf(refundId)).toBe('processed');
    const notes = await t.app.db.select().from(creditNotes).where(eq(creditNotes.refundKey, refundId));
    expect(notes).toHaveLength(1);
    expect((await refundMails(t.app, learner.email)).map((m) => m.subject)).toEqual([
      'Your refund of ₹400.00 for Full Stack Refunds is processed',
    ]);
  });

  it('finds a refund by the id in its notes, and ignores an unknown refund or a wrong amount', async () => {
    const { refundId } = await pendingRefund(30_000);
    const wrongAmount = await sendWebhook(
      t.app,
      refundEvent('refund.failed', 'rfnd_Other00000001', 29_999, { refund_id: refundId }),
    );
    expect(wrongAmount.json().message).toBe('Event ignored');
    const unknown = await sendWebhook(t.app, refundEvent('refund.failed', 'rfnd_Unknown000001', 30_000));
    expect(unknown.json().message).toBe('Event ignored');
    expect(await statusOf(refundId)).toBe('requested');
    const byNotes = await sendWebhook(
      t.app,
      refundEvent('refund.failed', 'rfnd_Other00000001', 30_000, { refund_id: refundId }),
    );
    expect(byNotes.json().message).toBe('Event processed');
    expect(await statusOf(refundId)).toBe('failed');
  });
});

describe('a refund the provider never answered', () => {
  it('is failed by housekeeping after half an hour, giving its amount back; a late webhook still settles it', async () => {
    const { orderId } = await buyer();
    // Written, then the process stopped before the provider answered: no provider refund id.
    const written = (minutesAgo: number, amountPaise: number) =>
      refundsRepository.insert(t.app.db, {
        orderId,
        idempotencyKey: randomUUID(),
        amountPaise,
        reason,
        requestedBy: null,
        requestedAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    const stale = await written(UNANSWERED_REFUND_MS / 60_000 + 1, 100_000);
    const recent = await written(5, 50_000);
    expect(await orderRefunds(t.app, admin, orderId)).toMatchObject({ refundablePaise: PRICE - 150_000 });

    await t.app.housekeeping.runNow();
    const [after] = await t.app.db.select().from(refunds).where(eq(refunds.id, stale.id));
    expect(after).toMatchObject({ status: 'failed', failureReason: UNANSWERED_REFUND_REASON });
    const [waiting] = await t.app.db.select().from(refunds).where(eq(refunds.id, recent.id));
    expect(waiting?.status).toBe('requested');
    expect(await orderRefunds(t.app, admin, orderId)).toMatchObject({ refundablePaise: PRICE - 50_000 });

    // Had the provider made it after all, its webhook (our id in its notes) turns it processed.
    const late = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event: 'refund.processed',
      contains: ['refund'],
      payload: {
        refund: {
          entity: {
            id: 'rfnd_Late000000001',
            entity: 'refund',
            amount: 100_000,
            currency: 'INR',
            notes: { refund_id: stale.id },
          },
        },
      },
      created_at: 1,
    });
    expect((await sendWebhook(t.app, late)).json().message).toBe('Event processed');
    const [settledLate] = await t.app.db.select().from(refunds).where(eq(refunds.id, stale.id));
    expect(settledLate?.status).toBe('processed');
  });
});

describe('the dashboard', () => {
  it('counts revenue net of processed refunds (requested and failed ones take nothing off)', async () => {
    const revenue = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/dashboard?period=30d', headers: bearer(admin) });
      const { sales } = dashboardSummarySchema.parse(response.json().data);
      if (!sales) throw new Error('The admin reads the sales figures');
      const top = sales.topByRevenue.find((c) => c.courseId === course._id);
      return { total: sales.revenuePaise, course: top?.revenuePaise };
    };
    const before = await revenue();
    const { orderId } = await buyer();
    const paid = await revenue();
    expect(paid.total - before.total).toBe(PRICE);
    const response = await requestRefund(t.app, admin, orderId, { amountPaise: 150_000, reason });
    await settled(t.app, admin, orderId, response.json().data._id);
    const failing = await requestRefund(t.app, admin, orderId, { amountPaise: 10_013, reason });
    await settled(t.app, admin, orderId, failing.json().data._id);
    const after = await revenue();
    expect(paid.total - after.total).toBe(150_000);
    expect((paid.course ?? 0) - (after.course ?? 0)).toBe(150_000);
  });
});

describe('the API documentation', () => {
  it('lists the refund calls at /api/docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const path = docs.json().paths['/api/course/order/{orderId}/refund'];
    expect(Object.keys(path ?? {}).sort()).toEqual(['get', 'post']);
    expect(path.post.tags).toEqual(['Refunds']);
    expect(Object.keys(path.post.responses)).toEqual(expect.arrayContaining(['202', '400', '403', '404', '409']));
  });
});

describe('who may refund', () => {
  it('refuses a learner and staff who may only read invoices; those may list the refunds', async () => {
    const { learner, orderId } = await buyer();
    const reader = await userWithPermissions(t.app, admin, 'Invoice Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Invoices', operations: { read: true } }] },
    ]);
    const refunder = await userWithPermissions(t.app, admin, 'Refunder', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Invoices', operations: { update: true } }] },
    ]);
    for (const token of [learner.token, reader.token]) {
      const refused = await requestRefund(t.app, token, orderId, { amountPaise: 1_000, reason });
      expect(refused.statusCode).toBe(403);
    }
    const asLearner = await t.app.inject({ method: 'GET', url: refundUrl(orderId), headers: bearer(learner.token) });
    expect(asLearner.statusCode).toBe(403);
    expect((await orderRefunds(t.app, reader.token, orderId)).refunds).toEqual([]);
    const allowed = await requestRefund(t.app, refunder.token, orderId, { amountPaise: 1_000, reason });
    expect(allowed.statusCode).toBe(202);
  });

  it('answers 404 for an unknown order, 409 for an unpaid one and 400 without a reason', async () => {
    const unknown = await requestRefund(t.app, admin, randomUUID(), { amountPaise: 1_000, reason });
    expect(unknown.statusCode).toBe(404);
    const learner = await createLearner(t.app, admin, 'Unpaid Learner');
    const open = await createOrder(t.app, learner.token, course._id);
    const unpaid = await requestRefund(t.app, admin, open.json().data.order._id, { amountPaise: 1_000, reason });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Only an order paid through the payment provider can be refunded');
    const { orderId } = await buyer();
    const noReason = await requestRefund(t.app, admin, orderId, { amountPaise: 1_000, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'A reason is required' });
    const zero = await requestRefund(t.app, admin, orderId, { amountPaise: 0, reason });
    expect(zero.json().errors).toEqual({ amountPaise: 'The amount must be at least one paisa' });
  });
});
