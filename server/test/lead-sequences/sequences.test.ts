import type { SequenceBody } from '@skillhub/shared/schemas/lead-sequence';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../src/db/schema/coupons.ts';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { leadSequenceRuns, leadSequenceSends } from '../../src/db/schema/lead-sequences.ts';
import { whatsappMessages, whatsappTemplates } from '../../src/db/schema/whatsapp.ts';
import { SKIP_REASONS } from '../../src/modules/lead-sequences/sequence-scheduler.ts';
import { STOPPED_MESSAGE_PREFIX } from '../../src/modules/lead-sequences/stop-reasons.ts';
import { createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { api, connectSandbox, whatsappRole } from '../whatsapp/account-fixtures.ts';
import { fastSandbox, messagesDelivery, postWebhook, reviewedTemplate } from '../whatsapp/messages-fixtures.ts';
import { createSequence, DAY, leadRuns, newLead, sequenceBody } from './sequence-fixtures.ts';

/**
 * Follow-up sequences through the API: a new lead starts them, the scheduler queues each due step through the
 * WhatsApp send queue (consent, approval, send window), and a reply, a Closed or Not Engage status or a STOP
 * ends them before their next step.
 */

let t: TestApp;
let admin: string;
let template: Awaited<ReturnType<typeof reviewedTemplate>>;
let couponId: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.messagesPerSecond = 200;
    // Both jobs are run by hand (runNow), so each test sees the queue as its steps left it.
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
  template = await reviewedTemplate(t.app, admin);
  const [coupon] = await t.app.db
    .insert(coupons)
    .values({ code: 'WELCOME10', title: 'Welcome', discountType: 'percent', discountValue: 10, startsAt: new Date(0) })
    .returning({ id: coupons.id });
  couponId = coupon?.id ?? '';
});
afterAll(() => t.close());

const atOnce = () => ({
  templateId: template._id,
  delayDays: 0,
  delayHours: 0,
  bodyVariables: [
    { source: 'lead' as const, field: 'name' as const },
    { source: 'lead' as const, field: 'course' as const },
  ],
});
const offerAfter = (days: number) => ({
  templateId: template._id,
  delayDays: days,
  delayHours: 0,
  bodyVariables: [
    { source: 'lead' as const, field: 'counsellor' as const },
    { source: 'lead' as const, field: 'coupon' as const },
  ],
  couponId,
});

/** Moves the clock, signing in again (the access token is short-lived). */
async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}

/** Queues what is due, then sends the queue. */
async function tick() {
  await t.app.leadSequenceJob.runNow();
  await t.app.whatsappSender.runNow();
}

const received = (number: string) =>
  (t.app.whatsapp.sandbox?.phone(number).messages ?? []).filter((m) => m.direction === 'to-phone');

/** Each test's sequence is the only active one, so the leads of earlier tests' sequences get nothing more. */
async function sequenceFor(steps: SequenceBody['steps'], overrides: Partial<SequenceBody> = {}) {
  const listed = await api(t.app, 'GET', '/whatsapp/sequences/all', admin);
  if (listed.status !== 200) throw new Error(`list: ${listed.raw}`);
  for (const other of listed.body.data as { _id: string }[]) {
    await api(t.app, 'PATCH', `/whatsapp/sequences/${other._id}/active`, admin, { active: false });
  }
  return { sequence: await createSequence(t.app, admin, sequenceBody(steps, overrides)) };
}

async function stepStates(leadId: string) {
  const [run] = await leadRuns(t.app, admin, leadId);
  return run?.steps.map((s) => s.state);
}

describe('POST /whatsapp/sequences', () => {
  it('refuses bad input with a 400 naming the field', async () => {
    const post = (body: unknown) => api(t.app, 'POST', '/whatsapp/sequences', admin, body);
    const missing = await post({ ...sequenceBody([atOnce()]), name: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ name: 'Name is required' });

    const hours = await post(sequenceBody([atOnce()], { sendFromHour: 18, sendUntilHour: 9 }));
    expect(hours.body.errors).toEqual({ sendUntilHour: 'Until hour must be after the from hour' });

    const noSteps = await post(sequenceBody([]));
    expect(noSteps.body.errors).toEqual({ steps: 'Add at least one step' });

    const noCoupon = await post(sequenceBody([{ ...offerAfter(2), couponId: null }]));
    expect(noCoupon.body.errors).toEqual({ 'steps.0.couponId': 'Choose the coupon to send' });

    const variables = await post(sequenceBody([{ ...atOnce(), bodyVariables: [{ source: 'lead', field: 'name' }] }]));
    expect(variables.status).toBe(400);
    expect(variables.body.errors).toEqual({
      'steps.0.bodyVariables': "The template's body has 2 variables: give exactly one value for each",
    });

    const rejected = await reviewedTemplate(t.app, admin, { name: `reject_seq_${Date.now()}` });
    const notApproved = await post(sequenceBody([{ ...atOnce(), templateId: rejected._id }]));
    expect(notApproved.body.errors).toEqual({ 'steps.0.templateId': 'Only an approved template can be used' });

    const unknown = await post(sequenceBody([{ ...atOnce(), templateId: '00000000-0000-4000-8000-000000000000' }]));
    expect(unknown.body.errors).toEqual({ 'steps.0.templateId': 'Template not found' });
  });

  it('is refused to staff without WhatsApp › Messages create', async () => {
    const reader = await userWithPermissions(
      t.app,
      admin,
      'Sequence reader',
      whatsappRole({ Messages: { read: true } }),
    );
    const refused = await api(t.app, 'POST', '/whatsapp/sequences', reader.token, sequenceBody([atOnce()]));
    expect(refused.status).toBe(403);
    expect((await api(t.app, 'GET', '/whatsapp/sequences/all', reader.token)).status).toBe(200);
  });
});

describe('a sequence over a new lead', () => {
  it('sends each step at its time with the lead’s values, once, and shows it on the lead’s page', async () => {
    const { sequence } = await sequenceFor([atOnce(), offerAfter(2)]);
    const lead = await newLead(t.app, admin, { name: 'Asha Rao', course: 'Tally Prime' });
    await tick();
    expect(received(lead.number).map((m) => m.text)).toEqual([
      'Hello Asha Rao, your Tally Prime class moves to Monday.',
    ]);
    await expect.poll(() => stepStates(lead.id)).toEqual(['read', 'waiting']);

    // Nothing more before the second step's time, however often the scheduler runs.
    await advance(2 * DAY - 60_000);
    await tick();
    await tick();
    expect(received(lead.number)).toHaveLength(1);

    await advance(60_000);
    await tick();
    expect(received(lead.number).map((m) => m.text)).toEqual([
      'Hello Asha Rao, your Tally Prime class moves to Monday.',
      // {counsellor}: nobody on the staff has moved the lead, so the sequence's counsellor name.
      'Hello Priya, your WELCOME10 class moves to Monday.',
    ]);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run?.status).toBe('completed');

    // Saved again with both steps as they were (their ids): neither goes to the lead a second time.
    const saved = await api(t.app, 'GET', `/whatsapp/sequences/${sequence._id}`, admin);
    const steps = saved.body.data.steps.map((s: { _id: string }, i: number) => ({
      ...(i === 0 ? atOnce() : offerAfter(2)),
      _id: s._id,
    }));
    const put = await api(t.app, 'PUT', `/whatsapp/sequences/${sequence._id}`, admin, sequenceBody(steps));
    expect(put.status).toBe(200);
    await tick();
    expect(received(lead.number)).toHaveLength(2);

    const listed = await api(t.app, 'GET', '/whatsapp/sequences/all', admin);
    const figures = listed.body.data.find((s: { _id: string }) => s._id === sequence._id).figures;
    expect(figures).toMatchObject({ leads: 1, running: 0, sent: 2, replied: 0, skipped: 0 });
  });

  it('skips a number that has not opted in, and says why on the lead’s page', async () => {
    await sequenceFor([atOnce()]);
    const lead = await newLead(t.app, admin, { optedIn: false });
    await tick();
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run?.steps).toEqual([expect.objectContaining({ state: 'skipped', reason: SKIP_REASONS.notOptedIn })]);
    // Only the request to confirm the form's opt-in went to the number, no step.
    expect(received(lead.number).every((m) => !m.text.includes('class moves'))).toBe(true);
  });

  it('skips a step whose template is no longer approved: outside the 24-hour window only approved templates go', async () => {
    const pending = await reviewedTemplate(t.app, admin);
    await sequenceFor([{ ...atOnce(), templateId: pending._id }]);
    await t.app.db.update(whatsappTemplates).set({ status: 'Pending' }).where(eq(whatsappTemplates.id, pending._id));
    const lead = await newLead(t.app, admin);
    await tick();
    expect(received(lead.number)).toEqual([]);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run?.steps[0]).toMatchObject({ state: 'skipped', reason: SKIP_REASONS.notApproved });
  });

  it('holds a step due outside the send hours until they open (India time)', async () => {
    await sequenceFor([atOnce()], { sendFromHour: 10, sendUntilHour: 18 });
    // 20:00 in India (14:30 UTC).
    const now = t.clock.now();
    const evening = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 14, 30);
    await advance(evening - now.getTime());
    const lead = await newLead(t.app, admin);
    await tick();
    expect(received(lead.number)).toEqual([]);
    const [run] = await t.app.db.select().from(leadSequenceRuns).where(eq(leadSequenceRuns.enquiryId, lead.id));
    // 10:00 in India the next morning is 04:30 UTC.
    expect(run?.nextDueAt?.toISOString()).toBe(new Date(evening + 14 * 60 * 60 * 1000).toISOString());
    await advance(14 * 60 * 60 * 1000 - 1000);
    await tick();
    expect(received(lead.number)).toEqual([]);
    await advance(1000);
    await tick();
    expect(received(lead.number)).toHaveLength(1);
  });

  it('sends nothing while paused, and the due step once resumed', async () => {
    const { sequence } = await sequenceFor([atOnce(), offerAfter(1)]);
    const lead = await newLead(t.app, admin);
    await tick();
    await api(t.app, 'PATCH', `/whatsapp/sequences/${sequence._id}/active`, admin, { active: false });
    await advance(2 * DAY);
    await tick();
    expect(received(lead.number)).toHaveLength(1);
    const resumed = await api(t.app, 'PATCH', `/whatsapp/sequences/${sequence._id}/active`, admin, { active: true });
    expect(resumed.body.data.active).toBe(true);
    await tick();
    expect(received(lead.number)).toHaveLength(2);
  });
});

describe('a sequence stops before its next step', () => {
  async function leadAfterFirstStep() {
    await sequenceFor([atOnce(), offerAfter(2)]);
    const lead = await newLead(t.app, admin);
    await tick();
    expect(received(lead.number)).toHaveLength(1);
    return lead;
  }

  const reply = (number: string, text: string) =>
    postWebhook(
      t.app,
      messagesDelivery(t.app, {
        messages: [{ from: number, id: `wamid.SEQ${Math.random()}`, at: t.clock.now(), text }],
      }),
    );

  it('when the lead replies: the reply is in the conversation and moves the lead to the chosen status', async () => {
    const lead = await leadAfterFirstStep();
    expect((await reply(lead.number, 'Is there a weekend batch?')).status).toBe(200);
    await advance(3 * DAY);
    await tick();
    expect(received(lead.number)).toHaveLength(1);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run).toMatchObject({ status: 'stopped', stopReason: 'replied' });
    expect(run?.steps.map((s) => s.state)).toEqual(['replied', 'stopped']);
    const [row] = await t.app.db.select().from(enquiries).where(eq(enquiries.id, lead.id));
    expect(row?.status).toBe('Interested');
    const inbound = await t.app.db
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.number, lead.number), eq(whatsappMessages.direction, 'inbound')));
    expect(inbound.map((m) => m.text)).toEqual(['Is there a weekend batch?']);
  });

  it('when the lead sends STOP, without moving the lead', async () => {
    const lead = await leadAfterFirstStep();
    await reply(lead.number, 'STOP');
    await advance(3 * DAY);
    await tick();
    expect(received(lead.number)).toHaveLength(1);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run).toMatchObject({ status: 'stopped', stopReason: 'opted_out' });
    const [row] = await t.app.db.select().from(enquiries).where(eq(enquiries.id, lead.id));
    expect(row?.status).toBe('Pending');
  });

  for (const [status, reason] of [
    ['Closed', 'closed'],
    ['Not Engage', 'not_engaged'],
  ] as const) {
    it(`when staff mark the lead ${status}`, async () => {
      const lead = await leadAfterFirstStep();
      const moved = await api(t.app, 'PATCH', `/course/enquiry-status/${lead.id}`, admin, { status });
      expect(moved.status).toBe(200);
      await advance(3 * DAY);
      await tick();
      expect(received(lead.number)).toHaveLength(1);
      const [run] = await leadRuns(t.app, admin, lead.id);
      expect(run).toMatchObject({ status: 'stopped', stopReason: reason });
    });
  }

  it('when the reply comes in the same second as the step, after it was queued: the queued message is cancelled', async () => {
    await sequenceFor([atOnce(), offerAfter(2)]);
    const lead = await newLead(t.app, admin);
    await tick();
    await advance(2 * DAY);
    // The step is queued, not yet sent (the sender is stopped), when the reply arrives.
    await t.app.whatsappSender.stop();
    await t.app.leadSequenceJob.runNow();
    await reply(lead.number, 'Call me please');
    t.app.whatsappSender.start();
    await t.app.whatsappSender.runNow();
    expect(received(lead.number)).toHaveLength(1);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run?.steps.map((s) => s.state)).toEqual(['replied', 'stopped']);
    expect(run?.steps[1]?.reason).toMatch(new RegExp(`^${STOPPED_MESSAGE_PREFIX}`));
  });
});

describe('two schedulers at once', () => {
  it('handle each step of each lead once', async () => {
    await sequenceFor([atOnce()]);
    const leads = [];
    for (let i = 0; i < 20; i++) leads.push(await newLead(t.app, admin, { name: `Lead ${i}` }));
    await Promise.all([t.app.leadSequenceJob.runNow(), t.app.leadSequenceJob.runNow()]);
    const { handleDueBatch } = await import('../../src/modules/lead-sequences/sequence-scheduler.ts');
    await Promise.all([handleDueBatch(t.app.db, t.clock.now(), 5), handleDueBatch(t.app.db, t.clock.now(), 5)]);
    await t.app.whatsappSender.runNow();
    for (const lead of leads) expect(received(lead.number)).toHaveLength(1);
    const sends = await t.app.db
      .select({ runId: leadSequenceSends.runId, stepId: leadSequenceSends.stepId })
      .from(leadSequenceSends);
    expect(new Set(sends.map((s) => `${s.runId} ${s.stepId}`)).size).toBe(sends.length);
  });
});
