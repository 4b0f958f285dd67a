import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { checkoutAnswer, openOrder, verify } from '../payments/payment-fixtures.ts';
import { coursePriced, createLearner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { api, connectSandbox } from '../whatsapp/account-fixtures.ts';
import { addContact } from '../whatsapp/contacts-fixtures.ts';
import { fastSandbox, phoneNumber, reviewedTemplate } from '../whatsapp/messages-fixtures.ts';
import { createSequence, DAY, leadRuns, sequenceBody } from './sequence-fixtures.ts';

/**
 * A lead who buys the course (matched to the lead by e-mail at the capture) stops its sequence as paid before
 * the next step, and the sequence's figures count the payment and its amount.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
});
afterAll(() => t.close());

describe('a payment', () => {
  it('stops the sequence as paid and counts in its figures', async () => {
    const template = await reviewedTemplate(t.app, admin);
    const course = await coursePriced(t.app, admin, { title: 'Tally with GST', actualPrice: 1000 });
    const step = (delayDays: number) => ({
      templateId: template._id,
      delayDays,
      delayHours: 0,
      bodyVariables: [
        { source: 'lead' as const, field: 'name' as const },
        { source: 'lead' as const, field: 'course' as const },
      ],
    });
    const sequence = await createSequence(t.app, admin, sequenceBody([step(0), step(2)]));
    const buyer = await createLearner(t.app, admin, 'Meera Menon');
    const number = phoneNumber();
    await addContact(t.app, admin, { number, name: 'Meera Menon' });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/course/enquiry',
      payload: { name: 'Meera Menon', phone: number.slice(2), email: buyer.email, interestedCourse: course._id },
    });
    expect(posted.statusCode).toBe(201);
    const [lead] = await t.app.db.select().from(enquiries).where(eq(enquiries.email, buyer.email));
    await t.app.leadSequenceJob.runNow();
    await t.app.whatsappSender.runNow();

    const order = await openOrder(t.app, buyer.token, course._id);
    const paid = await verify(t.app, buyer.token, course._id, checkoutAnswer(t.app, order.providerOrderId));
    expect(paid.statusCode).toBe(200);

    t.clock.advance(3 * DAY);
    admin = await loginAsAdmin(t.app);
    await t.app.leadSequenceJob.runNow();
    await t.app.whatsappSender.runNow();
    const received = (t.app.whatsapp.sandbox?.phone(number).messages ?? []).filter((m) => m.direction === 'to-phone');
    expect(received).toHaveLength(1);
    const [run] = await leadRuns(t.app, admin, lead?.id ?? '');
    expect(run).toMatchObject({ status: 'stopped', stopReason: 'paid' });
    // The phone's read receipt comes by the sandbox's webhook a moment after the send.
    await expect
      .poll(async () => (await leadRuns(t.app, admin, lead?.id ?? ''))[0]?.steps.map((s) => s.state))
      .toEqual(['read', 'stopped']);

    const listed = await api(t.app, 'GET', `/whatsapp/sequences/${sequence._id}`, admin);
    expect(listed.body.data.figures).toMatchObject({ leads: 1, sent: 1, paid: 1, revenuePaise: 100_000 });
  });
});
