import { Writable } from 'node:stream';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import { ENQUIRY_THANK_YOU } from '../../src/modules/enquiries/enquiries.routes.ts';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ACCEPTED = { success: true, message: ENQUIRY_THANK_YOU };

/** The app's warn lines, as parsed JSON. */
class LogLines extends Writable {
  readonly lines: Array<{ level: number; msg: string; form?: string }> = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}

let t: TestApp;
const logs = new LogLines();

beforeAll(async () => {
  t = await createTestApp(
    (config) => {
      config.rateLimits.enquiry = { perIp: { max: 1000, windowMs: HOUR } };
      config.leadForms = { ...config.leadForms, perMinute: 5, perHour: 8, alertWindowMs: HOUR };
    },
    { logger: { level: 'warn', stream: logs } },
  );
});
afterAll(() => t.close());

let visitors = 0;
/** A different person from a different address each time. */
function post(overrides: Record<string, unknown> = {}) {
  visitors += 1;
  const n = String(visitors).padStart(4, '0');
  return t.app.inject({
    method: 'POST',
    url: '/api/course/enquiry',
    remoteAddress: `10.20.${Math.floor(visitors / 250)}.${visitors % 250}`,
    payload: { name: `Visitor ${n}`, phone: `900000${n}`, email: `visitor${n}@example.com`, ...overrides },
  });
}

async function storedLeads(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(enquiries);
  return row?.n ?? 0;
}

async function alertMails(): Promise<number> {
  const rows = await t.app.db
    .select({ n: count() })
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${ADMIN_EMAIL} and ${outbox.payload}->>'subject' like '%flooded%'`);
  return rows[0]?.n ?? 0;
}

const warnings = () => logs.lines.filter((line) => line.level === 40 && line.form === 'enquiry');

describe('the honeypot of the enquiry form', () => {
  it('answers a post that fills it like a success and stores nothing', async () => {
    const before = await storedLeads();
    const bot = await post({ website: 'https://cheap-pills.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual(ACCEPTED);
    // Before validation: a bot's other mistakes get the same answer and teach it nothing.
    const sloppy = await post({ website: 'x', phone: 'not a phone', email: 42 });
    expect(sloppy.statusCode).toBe(201);
    expect(sloppy.json()).toEqual(ACCEPTED);
    expect(await storedLeads()).toBe(before);
  });

  it('lets a person through, who leaves it empty', async () => {
    const before = await storedLeads();
    expect((await post({ website: '' })).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    expect(await storedLeads()).toBe(before + 2);
  });
});

describe('the cap across all addresses', () => {
  it('asks a flood from many addresses past the per-minute and per-hour caps for a proof, and warns once', async () => {
    t.clock.advance(HOUR);
    const before = await storedLeads();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await post());
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers.slice(5);
    expect(refused.every((a) => a.statusCode === 429)).toBe(true);
    const retryAfter = Number(refused[0]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Not closed to everybody: a proof of work would get through (form-proof.test.ts).
    expect(refused[0]?.json()).toMatchObject({ success: false, code: 'PROOF_REQUIRED' });
    expect(await storedLeads()).toBe(before + 5);
    expect(await alertMails()).toBe(1);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]?.msg).toContain('reached its cap of 5 a minute');

    // The next minute takes three more, then the hour's cap of eight holds until the hour is over.
    t.clock.advance(MINUTE);
    const next = [];
    for (let i = 0; i < 5; i++) next.push(await post());
    expect(next.map((a) => a.statusCode)).toEqual([201, 201, 201, 429, 429]);
    expect(Number(next[4]?.headers['retry-after'])).toBeGreaterThan(60);
    expect(await storedLeads()).toBe(before + 8);
    // Still one warning in the alert window.
    expect(await alertMails()).toBe(1);
    expect(warnings()).toHaveLength(1);

    t.clock.advance(HOUR);
    expect((await post()).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) await post();
    expect(await alertMails()).toBe(2);
    expect(warnings()).toHaveLength(2);
  });

  it('does not count honeypot posts or invalid ones against the cap', async () => {
    t.clock.advance(HOUR);
    for (let i = 0; i < 10; i++) await post({ website: 'bot' });
    for (let i = 0; i < 10; i++) expect((await post({ email: 'not-an-email' })).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(201);
  });
});
