import { SEQUENCE_TEXT_VARIABLES_MESSAGE, type SequenceBody } from '@skillhub/shared/schemas/lead-sequence';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../src/db/schema/coupons.ts';
import { whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { SENT_AS_FALLBACK, SKIP_REASONS } from '../../src/modules/lead-sequences/sequence-scheduler.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { api, connectSandbox } from '../whatsapp/account-fixtures.ts';
import { fastSandbox, reviewedTemplate } from '../whatsapp/messages-fixtures.ts';
import { createSequence, DAY, leadRuns, newLead, sequenceBody } from './sequence-fixtures.ts';

/**
 * A sequence's free-text step and WhatsApp's 24-hour window: the text goes only to a number whose last message
 * to the business is under 24 hours old at the send; outside it the step's fallback template goes, or, without
 * one, the step is skipped and the lead's page says why. Consent still comes first.
 */

let t: TestApp;
let admin: string;
let template: Awaited<ReturnType<typeof reviewedTemplate>>;
let couponId: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.messagesPerSecond = 200;
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
  template = await reviewedTemplate(t.app, admin);
  const [coupon] = await t.app.db
    .insert(coupons)
    .values({ code: 'JOIN15', title: 'Join', discountType: 'percent', discountValue: 15, startsAt: new Date(0) })
    .returning({ id: coupons.id });
  couponId = coupon?.id ?? '';
});
afterAll(() => t.close());

const TEXT = 'Hi {name}, {counsellor} here about {course}: use {coupon} today.';
const freeText = (fallback: boolean) => ({
  kind: 'text' as const,
  text: TEXT,
  templateId: fallback ? template._id : null,
  delayDays: 0,
  delayHours: 0,
  bodyVariables: fallback
    ? [
        { source: 'lead' as const, field: 'name' as const },
        { source: 'lead' as const, field: 'course' as const },
      ]
    : [],
  couponId,
});

async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}

async function tick() {
  await t.app.leadSequenceJob.runNow();
  await t.app.whatsappSender.runNow();
}

const received = (number: string) =>
  (t.app.whatsapp.sandbox?.phone(number).messages ?? []).filter((m) => m.direction === 'to-phone');

/** The number writes to the business (the sandbox's phone: its window opens there too). */
const writes = (text: string) => async (number: string) => {
  await t.app.whatsapp.sandbox?.reply(number, text);
};

/** Each test's sequence is the only active one. */
async function sequenceFor(steps: SequenceBody['steps']) {
  const listed = await api(t.app, 'GET', '/whatsapp/sequences/all', admin);
  for (const other of listed.body.data as { _id: string }[]) {
    await api(t.app, 'PATCH', `/whatsapp/sequences/${other._id}/active`, admin, { active: false });
  }
  return createSequence(t.app, admin, sequenceBody(steps));
}

describe('a free-text step in the sequence editor’s API', () => {
  it('refuses a missing, over-long or unknown-variable text, and {coupon} without a coupon, naming the field', async () => {
    const post = (step: Record<string, unknown>) =>
      api(t.app, 'POST', '/whatsapp/sequences', admin, sequenceBody([{ ...freeText(false), ...step } as never]));
    const empty = await post({ text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ 'steps.0.text': 'Text is required' });
    const missing = await post({ text: null });
    expect(missing.body.errors).toEqual({ 'steps.0.text': 'Text is required' });
    const long = await post({ text: 'a'.repeat(1025) });
    expect(long.body.errors).toEqual({ 'steps.0.text': 'Text must not exceed 1024 characters' });
    expect((await post({ text: 'a'.repeat(1024), couponId: null })).status).toBe(201);
    const unknown = await post({ text: 'Hi {nmae}' });
    expect(unknown.body.errors).toEqual({ 'steps.0.text': SEQUENCE_TEXT_VARIABLES_MESSAGE });
    const noCoupon = await post({ couponId: null });
    expect(noCoupon.body.errors).toEqual({ 'steps.0.couponId': 'Choose the coupon to send' });
    const kind = await post({ kind: 'voice' });
    expect(kind.body.errors).toEqual({ 'steps.0.kind': 'A step sends a template or free text' });
    // A template step still needs its template.
    const noTemplate = await post({ kind: 'template', templateId: null });
    expect(noTemplate.body.errors).toEqual({ 'steps.0.templateId': 'Choose an approved template' });
  });

  it('saves and answers the step with its text and fallback', async () => {
    const created = await sequenceFor([freeText(true)]);
    const read = await api(t.app, 'GET', `/whatsapp/sequences/${created._id}`, admin);
    expect(read.body.data.steps).toEqual([
      expect.objectContaining({ kind: 'text', text: TEXT, templateId: template._id, couponCode: 'JOIN15' }),
    ]);
  });
});

describe('a free-text step over a new lead', () => {
  it('inside the 24-hour window goes as text, its variables filled from the lead', async () => {
    await sequenceFor([freeText(true)]);
    const lead = await newLead(t.app, admin, {
      name: 'Ravi Kumar',
      course: 'Tally Prime',
      before: writes('Hi, is there a Sunday batch?'),
    });
    // Just inside: the last message is 24 hours less a minute old when the step goes.
    await advance(DAY - 60_000);
    await tick();
    const texts = received(lead.number).map((m) => m.text);
    expect(texts).toEqual(['Hi Ravi Kumar, Priya here about Tally Prime: use JOIN15 today.']);
    const outbound = (
      await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, lead.number))
    ).filter((m) => m.direction === 'outbound');
    expect(outbound).toEqual([expect.objectContaining({ type: 'text', templateName: null })]);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run?.steps).toEqual([expect.objectContaining({ kind: 'text', templateName: null, reason: null })]);
    expect(['sent', 'delivered', 'read']).toContain(run?.steps[0]?.state);
  });

  it('outside the window (the last message exactly 24 hours old) goes as its fallback template', async () => {
    await sequenceFor([freeText(true)]);
    const lead = await newLead(t.app, admin, { name: 'Meena', course: 'GST', before: writes('Hello') });
    await advance(DAY);
    await tick();
    expect(received(lead.number).map((m) => m.text)).toEqual(['Hello Meena, your GST class moves to Monday.']);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run?.steps).toEqual([
      expect.objectContaining({ kind: 'text', templateName: template.name, reason: SENT_AS_FALLBACK }),
    ]);
  });

  it('outside the window without a fallback is skipped, and the lead’s page and figures say so', async () => {
    const sequence = await sequenceFor([freeText(false)]);
    // The number never wrote.
    const lead = await newLead(t.app, admin);
    await tick();
    expect(received(lead.number)).toEqual([]);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run).toMatchObject({ status: 'completed' });
    expect(run?.steps).toEqual([
      expect.objectContaining({
        kind: 'text',
        templateName: null,
        state: 'skipped',
        reason: SKIP_REASONS.outsideWindow,
      }),
    ]);
    const listed = await api(t.app, 'GET', '/whatsapp/sequences/all', admin);
    const figures = listed.body.data.find((s: { _id: string }) => s._id === sequence._id).figures;
    expect(figures).toMatchObject({ leads: 1, sent: 0, skipped: 1 });
  });

  it('is never sent to a number that wrote STOP, though its message opened the window', async () => {
    await sequenceFor([freeText(true)]);
    const lead = await newLead(t.app, admin, { before: writes('STOP') });
    await tick();
    expect(received(lead.number)).toEqual([]);
    const [run] = await leadRuns(t.app, admin, lead.id);
    expect(run?.stopReason).toBe('opted_out');
    const outbound = (
      await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, lead.number))
    ).filter((m) => m.direction === 'outbound');
    expect(outbound).toEqual([]);
  });
});
