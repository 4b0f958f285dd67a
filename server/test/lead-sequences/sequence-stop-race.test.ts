import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { coupons } from '../../src/db/schema/coupons.ts';
import { leadSequenceRuns, leadSequenceSends } from '../../src/db/schema/lead-sequences.ts';
import { whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { changeLeadStatus } from '../../src/modules/enquiries/lead-status.ts';
import { type StopOutcome, stopLeadSequences } from '../../src/modules/lead-sequences/sequence-runs.ts';
import { handleDueBatch } from '../../src/modules/lead-sequences/sequence-scheduler.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { connectSandbox } from '../whatsapp/account-fixtures.ts';
import { fastSandbox, messagesDelivery, postWebhook, reviewedTemplate } from '../whatsapp/messages-fixtures.ts';
import { createSequence, DAY, newLead, sequenceBody } from './sequence-fixtures.ts';

/**
 * A reply or a payment stops a sequence before its next step, even when that step falls due in the same second
 * and the schedulers and the sender run at the same moment (on PostgreSQL, each on connections of its own). A
 * stop either comes before the step's message is taken by the sender (the message is never queued, or is
 * cancelled while queued) or after the sender took it; never does a message the stop saw queued go out.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.messagesPerSecond = 500;
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
});
afterAll(() => t.close());

const LEADS = 40;
const OFFER = 'WELCOME10';

const received = (number: string) =>
  (t.app.whatsapp.sandbox?.phone(number).messages ?? []).filter((m) => m.direction === 'to-phone');

describe('a reply or a payment in the same second as the next step', () => {
  it('stops the sequence before it, for every lead, with the schedulers and the sender running at once', async () => {
    const template = await reviewedTemplate(t.app, admin);
    const [coupon] = await t.app.db
      .insert(coupons)
      .values({ code: OFFER, title: 'Welcome', discountType: 'percent', discountValue: 10, startsAt: new Date(0) })
      .returning({ id: coupons.id });
    const step = (days: number, field: 'name' | 'coupon') => ({
      templateId: template._id,
      delayDays: days,
      delayHours: 0,
      bodyVariables: [
        { source: 'lead' as const, field: 'name' as const },
        { source: 'lead' as const, field },
      ],
      couponId: field === 'coupon' ? (coupon?.id ?? null) : null,
    });
    await createSequence(t.app, admin, sequenceBody([step(0, 'name'), step(1, 'coupon')]));
    const leads = [];
    for (let i = 0; i < LEADS; i++) leads.push(await newLead(t.app, admin, { name: `Lead ${i}` }));
    await t.app.leadSequenceJob.runNow();
    await t.app.whatsappSender.runNow();
    for (const lead of leads) expect(received(lead.number)).toHaveLength(1);

    // The offer falls due now, for every lead, in the same second as its reply or payment.
    t.clock.advance(DAY);
    const now = t.clock.now();
    const outcomes = new Map<string, StopOutcome>();
    const stops = leads.map(async (lead, i) => {
      if (i % 2 === 0) {
        const delivery = messagesDelivery(t.app, {
          messages: [{ from: lead.number, id: `wamid.RACE${i}.${Date.now()}`, at: now, text: 'Interested' }],
        });
        expect((await postWebhook(t.app, delivery)).status).toBe(200);
        return;
      }
      // A payment: what lead attribution does in the capture's transaction.
      await t.app.db.transaction(async (tx: Database) => {
        outcomes.set(lead.id, await stopLeadSequences(tx, lead.id, 'paid', now));
        await changeLeadStatus(tx, { leadId: lead.id, status: 'Closed', note: 'Paid', changedBy: null, now });
      });
    });
    const schedulers = [0, 1].map(async () => {
      while ((await handleDueBatch(t.app.db, now, 3)).claimed > 0) await t.app.whatsappSender.runNow();
    });
    await Promise.all([...stops, ...schedulers, t.app.whatsappSender.runNow()]);
    // Whatever was left queued is given every chance to go out.
    await t.app.leadSequenceJob.runNow();
    await t.app.whatsappSender.runNow();

    const offerOf = async (leadId: string) => {
      const rows = await t.app.db
        .select({ id: whatsappMessages.id, status: whatsappMessages.status, error: whatsappMessages.errorMessage })
        .from(leadSequenceSends)
        .innerJoin(leadSequenceRuns, eq(leadSequenceRuns.id, leadSequenceSends.runId))
        .innerJoin(whatsappMessages, eq(whatsappMessages.id, leadSequenceSends.messageId))
        .where(eq(leadSequenceRuns.enquiryId, leadId));
      return rows.filter((row) => row.id !== undefined);
    };
    let stoppedFirst = 0;
    for (const [i, lead] of leads.entries()) {
      const offers = received(lead.number).filter((m) => m.text.includes(OFFER));
      const [run] = await t.app.db.select().from(leadSequenceRuns).where(eq(leadSequenceRuns.enquiryId, lead.id));
      // Stopped; or completed when the offer, its last step, was queued first (and then sent, or cancelled).
      expect(['stopped', 'completed'], `lead ${i}`).toContain(run?.status);
      if (offers.length === 1) expect(run?.status, `lead ${i}`).toBe('completed');
      expect(run?.stopReason, `lead ${i}`).toBe(i % 2 === 0 ? 'replied' : 'paid');
      const messages = await offerOf(lead.id);
      expect(offers.length, `lead ${i}: the offer at most once`).toBeLessThanOrEqual(1);
      const outcome = outcomes.get(lead.id);
      if (outcome) {
        // Sent only if the sender had taken it before the payment's stop; cancelled ones never went.
        const offerMessage = messages.find((m) => outcome.alreadyOut.includes(m.id) && m.status !== 'failed');
        if (offers.length === 1) expect(offerMessage, `lead ${i}: sent after the stop`).toBeDefined();
        for (const id of outcome.cancelled) {
          expect(messages.find((m) => m.id === id)?.status, `lead ${i}`).toBe('failed');
        }
      }
      if (offers.length === 0) stoppedFirst += 1;
    }
    // Nothing more goes out later, however long the scheduler keeps running.
    t.clock.advance(7 * DAY);
    await t.app.leadSequenceJob.runNow();
    await t.app.whatsappSender.runNow();
    const offersAfter = leads.reduce(
      (n, lead) => n + received(lead.number).filter((m) => m.text.includes(OFFER)).length,
      0,
    );
    expect(offersAfter).toBe(LEADS - stoppedFirst);
    console.info(`stop race: ${stoppedFirst} of ${LEADS} leads stopped before their offer was taken by the sender`);
  });
});
