import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/outbox.ts';
import { outboxRepository } from '../../src/outbox/outbox.repository.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const mail = (to: string) => ({ to, subject: 'Queued', text: 'Hello', html: '<p>Hello</p>', preview: 'hello' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.outbox.batchSize = 1;
  });
  // The first run at start-up has nothing to deliver; let it end before the test queues mail.
  await t.app.outbox.flush();
});
afterAll(() => t.close());

describe('stopping the outbox worker (shutdown)', () => {
  it('finishes the batch in hand and claims no more, leaving the rest pending for another process', async () => {
    for (const to of ['one@queue.test', 'two@queue.test', 'three@queue.test']) {
      await outboxRepository.enqueueMail(t.app.db, mail(to), t.clock.now());
    }
    // A delivery run is under way (its first claim sent) when the app starts closing.
    const run = t.app.outbox.flush();
    await t.app.outbox.delivery.stop();
    await run;

    const statuses = (await t.app.db.select({ status: outbox.status }).from(outbox)).map((row) => row.status);
    expect(statuses.sort()).toEqual(['pending', 'pending', 'sent']);
    // Nothing is lost: each pending row is free (no lease) for the next worker to claim.
    const pending = await t.app.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending.every((row) => row.lockedUntil === null && row.attempts === 0)).toBe(true);
  });
});
