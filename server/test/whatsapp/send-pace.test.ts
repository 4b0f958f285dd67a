import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { rateLimitCounters } from '../../src/db/schema/rate-limits.ts';
import { bookSendSlots, SLOT_GUARD_MS } from '../../src/modules/whatsapp/send-pace.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { connectSandbox } from './account-fixtures.ts';
import {
  fastSandbox,
  messagesOf,
  phoneNumber,
  reviewedTemplate,
  sendTemplateToNewContacts,
} from './messages-fixtures.ts';

/**
 * The account's rate is one limit for every process that sends: two apps on one database (two API processes),
 * each with its own sender, send one queue together, and the sandbox, which refuses any send beyond the rate
 * within a second, takes (almost) every message at the first attempt. Two apps need PostgreSQL; the booking
 * itself is checked on either database.
 */

/** The account's rate, for the sandbox and for both senders. */
const RATE = 20;
const MESSAGES = 4 * RATE;

let t: TestApp;
let admin: string;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    // Statuses far off: the run measures sending only.
    c.whatsapp.sandbox.statusStepMs = 3_600_000;
    c.whatsapp.messagesPerSecond = RATE;
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
});
afterAll(() => t.close());

/** The most sends the sandbox recorded within any one second (a sliding window, as it counts). */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while ((sorted[last] as number) - (sorted[first] as number) >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** Where an account's timeline of booked slots ends, in ms since the epoch (the database's clock). */
async function timelineEnd(account: string): Promise<number> {
  const [row] = await t.app.db
    .select({ endsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, `whatsapp:send-pace:${account}`));
  return row?.endsAt.getTime() ?? 0;
}

describe("the account's pace", () => {
  it('books consecutive slots one interval apart, after those booked before, from any caller', async () => {
    const account = `pace-test-${Date.now()}`;
    const first = await bookSendSlots(t.app.db, account, 5, 10);
    const afterFirst = await timelineEnd(account);
    const second = await bookSendSlots(t.app.db, account, 5, 10);
    const afterSecond = await timelineEnd(account);
    // The first booking starts now, each slot a tenth of (a second and the guard) after the one before.
    const slot = (1000 + SLOT_GUARD_MS) / 10;
    expect(first.delaysMs[0]).toBeLessThan(50);
    for (let i = 1; i < 5; i++) {
      expect((first.delaysMs[i] as number) - (first.delaysMs[i - 1] as number)).toBeCloseTo(slot, 0);
      expect((second.delaysMs[i] as number) - (second.delaysMs[i - 1] as number)).toBeCloseTo(slot, 0);
    }
    // The second's slots come after the first's on the account's timeline (read in the database, whose clock
    // books them: this process's clock would add however long each answer took to come back): right after, when
    // it was booked before they ran out, which on a machine that is not stalled for half a second it was.
    const secondStart = afterSecond - 5 * slot;
    expect(secondStart).toBeGreaterThanOrEqual(afterFirst - 1);
    if ((second.delaysMs[0] as number) > 0) expect(secondStart).toBeCloseTo(afterFirst, 0);
    expect(await bookSendSlots(t.app.db, account, 0, 10)).toEqual({ delaysMs: [] });
  });

  it('pauses the account: slots booked with a pause, and every slot booked after them, start no sooner', async () => {
    const account = `pace-pause-test-${Date.now()}`;
    const endsAt = () => timelineEnd(account);
    const slot = (1000 + SLOT_GUARD_MS) / 10;
    const paused = await bookSendSlots(t.app.db, account, 2, 10, 5000);
    // A few ms pass in the database between the booking and its answer.
    expect(paused.delaysMs[0]).toBeGreaterThan(4900);
    expect((paused.delaysMs[1] as number) - (paused.delaysMs[0] as number)).toBeCloseTo(slot, 0);
    const booked = await endsAt();
    // A pause alone books no slot, and never shortens the slots booked: the timeline ends where it did.
    expect(await bookSendSlots(t.app.db, account, 0, 10, 1000)).toEqual({ delaysMs: [] });
    expect(await endsAt()).toBe(booked);
    // The next booking takes the slot after them.
    await bookSendSlots(t.app.db, account, 1, 10);
    expect((await endsAt()) - booked).toBeCloseTo(slot, 0);
  });

  it.skipIf(!onPostgres)(
    'two processes sending one queue together keep within the rate, and each message is sent once',
    async () => {
      const sandboxUrl = t.app.whatsapp.sandbox?.url;
      if (!sandboxUrl) throw new Error('no sandbox');
      // The second app talks to the first one's sandbox as to the real API: one account, one rate.
      const config: AppConfig = structuredClone(t.config);
      config.whatsapp = { ...config.whatsapp, mode: 'cloud', apiUrl: sandboxUrl };
      const second: FastifyInstance = await buildApp(config, { clock: t.clock, logger: false });
      try {
        // Counts what each process sends (the client is the real one, the count is kept beside it).
        const calls: number[] = [];
        const sentBy = new Map<FastifyInstance, number>([
          [t.app, 0],
          [second, 0],
        ]);
        for (const app of [t.app, second]) {
          const clientFor = app.whatsapp.clientFor.bind(app.whatsapp);
          app.whatsapp.clientFor = (account) => {
            const client = clientFor(account);
            return {
              ...client,
              sendMessage: (message) => {
                sentBy.set(app, (sentBy.get(app) ?? 0) + 1);
                calls.push(Date.now());
                return client.sendMessage(message);
              },
            };
          };
        }
        const template = await reviewedTemplate(t.app, admin);
        const numbers = Array.from({ length: MESSAGES }, () => phoneNumber());
        const queued = await sendTemplateToNewContacts(t.app, admin, template._id, numbers, 'Pace');
        expect(queued.body.data.queued).toBe(MESSAGES);

        await Promise.all([t.app.whatsappSender.runNow(), second.whatsappSender.runNow()]);

        // A message the sandbox refused (a send beyond the rate) is queued again: the senders run until all are out.
        await expect
          .poll(
            async () => {
              t.clock.advance(60_000);
              await Promise.all([t.app.whatsappSender.runNow(), second.whatsappSender.runNow()]);
              const rows = [...(await messagesOf(t.app, queued.body.data.broadcastId)).values()];
              return rows.filter((row) => row.status !== 'sent').length;
            },
            { interval: 50 },
          )
          .toBe(0);
        const rows = [...(await messagesOf(t.app, queued.body.data.broadcastId)).values()];
        // Together they kept the rate: the sandbox refused few (two senders each keeping the rate alone would have
        // half of them refused at first, and more as each sent its refused ones again). Sends a process makes late
        // (its timers held up on a loaded machine) reach the sandbox bunched with the other's and some are refused:
        // each such send takes a later slot, counted as an attempt.
        const refused = rows.reduce((sum, row) => sum + row.attempts - 1, 0);
        expect(refused).toBeLessThanOrEqual(MESSAGES / 4);
        const times: number[] = [];
        for (const number of numbers) {
          const onPhone = (t.app.whatsapp.sandbox?.phone(number).messages ?? []).filter(
            (m) => m.direction === 'to-phone',
          );
          expect(onPhone, number).toHaveLength(1);
          times.push(Date.parse(onPhone[0]?.at ?? ''));
        }
        const busiest = busiestSecond(times);
        expect(busiest).toBeLessThanOrEqual(RATE);
        // Both sent a fair part of the queue.
        const bySecond = sentBy.get(second) ?? 0;
        expect(bySecond).toBeGreaterThan(MESSAGES / 5);
        expect(bySecond).toBeLessThan((MESSAGES * 4) / 5);
        expect((sentBy.get(t.app) ?? 0) + bySecond).toBe(MESSAGES + refused);
        const spanSeconds = (Math.max(...times) - Math.min(...times)) / 1000;
        console.info(
          `two senders at ${RATE}/s: ${MESSAGES} messages in ${spanSeconds.toFixed(1)} s, busiest second ${busiest}, ` +
            `refused and retried ${refused}, requests in the busiest second ${busiestSecond(calls)}, ` +
            `first app ${sentBy.get(t.app)}, second app ${bySecond}`,
        );
      } finally {
        await second.close();
      }
    },
  );
});
