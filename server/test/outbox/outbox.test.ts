import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/outbox.ts';
import { outboxRepository } from '../../src/outbox/outbox.repository.ts';
import { otpIn, SmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, GOOD_PASSWORD, latestOutboxMail, type TestApp } from '../support/test-app.ts';

const mail = (to: string) => ({ to, subject: 'Test', text: 'Hello', html: '<p>Hello</p>', preview: 'hello' });

describe('without SMTP_URL', () => {
  let t: TestApp;
  const lines: Array<{ msg: string; mail?: { to: string; subject: string } }> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp(() => {}, { logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('builds the message, keeps it in the outbox and logs recipient, subject and code', async () => {
    const email = 'offline.learner@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/send-signup-otp',
      payload: { name: 'Offline Learner', email, password: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    await t.app.outbox.flush();

    const row = await latestOutboxMail(t.app, email);
    expect(row.status).toBe('sent');
    expect(row.result?.transport).toBe('log');
    const raw = String(row.result?.raw);
    expect(raw).toContain(`To: ${email}`);
    expect(raw).toContain('Subject: Your Skillhub verification code');
    expect(raw).toContain(`Message-ID: <${row.id}@skillhub.local>`);
    const code = /code (\d{6})/.exec(String(row.payload.preview))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const line = lines.find((l) => l.mail?.to === email);
    expect(line?.msg).toBe(
      `mail to ${email} "Your Skillhub verification code": code ${code} (not sent, SMTP_URL is unset)`,
    );

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-signup-otp',
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(201);
  });

  it('writes nothing when the transaction that would cause the mail rolls back', async () => {
    await t.app.db
      .transaction(async (tx) => {
        await t.app.outbox.enqueueMail(tx, mail('rolled.back@example.com'));
        throw new Error('the change failed');
      })
      .catch(() => {});
    const rows = await t.app.db.select().from(outbox);
    expect(rows.some((r) => r.payload.to === 'rolled.back@example.com')).toBe(false);
  });

  it('never hands one row to two workers, and takes back the rows of a crashed one', async () => {
    for (const to of ['w1@example.com', 'w2@example.com', 'w3@example.com']) {
      await t.app.db.transaction((tx) => t.app.outbox.enqueueMail(tx, mail(to)));
    }
    const now = t.clock.now();
    const [a, b] = await Promise.all([
      outboxRepository.claim(t.app.db, now, 60_000, 10),
      outboxRepository.claim(t.app.db, now, 60_000, 10),
    ]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);

    // Those workers "crash": nothing is delivered until their lease runs out, then nothing is lost.
    await t.app.outbox.flush();
    expect((await t.app.db.select().from(outbox).where(eq(outbox.status, 'pending'))).length).toBe(3);
    t.clock.advance(61_000);
    await t.app.outbox.flush();
    const settled = await t.app.db.select().from(outbox);
    expect(
      settled
        .filter((r) => ['w1@example.com', 'w2@example.com', 'w3@example.com'].includes(String(r.payload.to)))
        .every((r) => r.status === 'sent'),
    ).toBe(true);
  });
});

describe('with an SMTP server that fails', () => {
  let t: TestApp;
  const sink = new SmtpSink();
  beforeAll(async () => {
    const smtpUrl = await sink.start();
    t = await createTestApp((config) => {
      config.smtpUrl = smtpUrl;
      config.outbox.maxAttempts = 3;
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('retries with growing delays and delivers exactly once when the server recovers', async () => {
    const email = 'retry.me@example.com';
    sink.refuse = true;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/send-signup-otp',
      payload: { name: 'Retry Me', email, password: GOOD_PASSWORD },
    });
    await t.app.outbox.flush();
    let row = await latestOutboxMail(t.app, email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('Try again later');
    expect(row.availableAt.getTime() - t.clock.now().getTime()).toBeGreaterThanOrEqual(14_000);

    // Not due yet: nothing happens.
    await t.app.outbox.flush();
    expect((await latestOutboxMail(t.app, email)).attempts).toBe(1);

    t.clock.advance(15_000);
    await t.app.outbox.flush();
    row = await latestOutboxMail(t.app, email);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.availableAt.getTime() - t.clock.now().getTime()).toBeGreaterThanOrEqual(29_000);

    sink.refuse = false;
    const delivered = sink.next(email);
    t.clock.advance(30_000);
    await t.app.outbox.flush();
    expect(otpIn(await delivered)).toMatch(/^\d{6}$/);
    expect((await latestOutboxMail(t.app, email)).status).toBe('sent');
    await t.app.outbox.flush();
    expect(sink.count(email)).toBe(1);
  });

  it('gives up after the last attempt and keeps the row as failed', async () => {
    const email = 'never.arrives@example.com';
    sink.refuse = true;
    await t.app.db.transaction((tx) => t.app.outbox.enqueueMail(tx, mail(email)));
    for (let i = 0; i < 3; i++) {
      await t.app.outbox.flush();
      t.clock.advance(10 * 60_000);
    }
    const row = await latestOutboxMail(t.app, email);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    sink.refuse = false;
  });
});
