import { createHash } from 'node:crypto';
import type { FormChallenge } from '@skillhub/shared/schemas/form-proof';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addTopic, createPost, postBody } from '../blog/blog-fixtures.ts';
import { enquiryList } from '../support/enquiry-list.ts';
import { createLearner, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, GOOD_PASSWORD, login, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * Past the cap across all addresses a public form asks for a proof of work instead of refusing everybody:
 * 429 PROOF_REQUIRED with a signed, single-use challenge; the same post with a solved proof goes through and its
 * lead is held for review. Under the cap nothing changes. Signed-in commenters count per account instead.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PER_MINUTE = 3;
const MIN_BITS = 6;
const MAX_BITS = 9;
const PER_ACCOUNT = 4;

let t: TestApp;
let admin: string;
let learner: Learner;
let blogPost: { _id: string };

beforeAll(async () => {
  t = await createTestApp((config) => {
    for (const form of ['enquiry', 'contactUs', 'blogComment'] as const) {
      config.rateLimits[form] = { perIp: { max: 1000, windowMs: HOUR } };
    }
    config.leadForms = {
      perMinute: PER_MINUTE,
      perHour: 1000,
      alertWindowMs: HOUR,
      proof: { minBits: MIN_BITS, maxBits: MAX_BITS, ttlMs: 2 * MINUTE },
      perAccount: { max: PER_ACCOUNT, windowMs: HOUR },
    };
  });
  admin = await loginAsAdmin(t.app);
  learner = await createLearner(t.app, admin, 'Proof Commenter');
  const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
  blogPost = await createPost(t.app, admin, postBody({ categoryId: category._id, topicId: topic._id }));
});
afterAll(() => t.close());

/** Whether SHA-256(challenge + nonce) starts with `difficulty` (at most 32) zero bits. */
function solves(challenge: string, nonce: number, difficulty: number): boolean {
  const first = createHash('sha256').update(`${challenge}${nonce}`).digest().readUInt32BE(0);
  return difficulty === 0 || first >>> (32 - difficulty) === 0;
}

/** What the browser does, written independently of the server: the first nonce that solves the challenge. */
function solve({ challenge, difficulty }: FormChallenge): string {
  let nonce = 0;
  while (!solves(challenge, nonce, difficulty)) nonce++;
  return `${challenge}:${nonce}`;
}

let visitors = 0;
function lead(url = '/api/contact-us', proof?: string) {
  visitors += 1;
  const n = String(visitors).padStart(4, '0');
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.30.${Math.floor(visitors / 250)}.${visitors % 250}`,
    headers: proof ? { 'x-form-proof': proof } : {},
    payload: { name: `Visitor ${n}`, phone: `911111${n}`, email: `proof${n}@example.com` },
  });
}

/** A fresh minute with the contact form's cap already used up by `PER_MINUTE` posts. */
async function floodedMinute(url = '/api/contact-us') {
  t.clock.advance(HOUR);
  for (let i = 0; i < PER_MINUTE; i++) expect((await lead(url)).statusCode).toBe(201);
}

async function challengeFrom(response: Awaited<ReturnType<typeof lead>>): Promise<FormChallenge> {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body).toEqual({
    success: false,
    message: expect.any(String),
    code: 'PROOF_REQUIRED',
    challenge: { challenge: expect.any(String), difficulty: expect.any(Number) },
  });
  return body.challenge;
}

async function leadOf(n: number) {
  const email = `proof${String(n).padStart(4, '0')}@example.com`;
  // Signed in again: the clock has moved on hours since the last token.
  return (await enquiryList(t, await loginAsAdmin(t.app), { search: email })).data[0];
}

describe('under the cap', () => {
  it('takes posts without a proof, ignores a proof header, and holds nothing for review', async () => {
    t.clock.advance(HOUR);
    expect((await lead()).statusCode).toBe(201);
    expect((await lead('/api/contact-us', 'not-a-proof')).statusCode).toBe(201);
    expect(await leadOf(visitors)).toMatchObject({ source: 'Contact Us', heldForReview: false });
  });
});

describe('over the cap', () => {
  it('asks for a proof instead of refusing, and takes the post with one, held for review', async () => {
    await floodedMinute();
    const challenge = await challengeFrom(await lead());
    expect(challenge.difficulty).toBe(MIN_BITS);

    const accepted = await lead('/api/contact-us', solve(challenge));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ success: true });
    expect(await leadOf(visitors)).toMatchObject({ source: 'Contact Us', heldForReview: true });
    // The leads from before the cap are not.
    expect(await leadOf(visitors - 2)).toMatchObject({ heldForReview: false });
  });

  it('refuses a proof used before, even for another post', async () => {
    await floodedMinute();
    const proof = solve(await challengeFrom(await lead()));
    expect((await lead('/api/contact-us', proof)).statusCode).toBe(201);
    await challengeFrom(await lead('/api/contact-us', proof));
  });

  it('refuses a forged, a tampered, an unsolved, an expired proof and one issued for another form', async () => {
    await floodedMinute();
    const challenge = await challengeFrom(await lead());
    const solved = solve(challenge);
    const [difficulty, expires, id, signature] = challenge.challenge.split('.');
    const easier = `0.${expires}.${id}.${signature}`;
    const forged = `${difficulty}.${expires}.${id}.${'A'.repeat(signature?.length ?? 43)}`;
    const later = `${difficulty}.${Number(expires) + HOUR}.${id}.${signature}`;
    for (const bad of [
      `${easier}:0`,
      solve({ challenge: forged, difficulty: 0 }),
      solve({ challenge: later, difficulty: 0 }),
    ]) {
      await challengeFrom(await lead('/api/contact-us', bad));
    }
    // The genuine challenge with a nonce that does not solve it.
    let wrong = 0;
    while (solves(challenge.challenge, wrong, challenge.difficulty)) wrong++;
    await challengeFrom(await lead('/api/contact-us', `${challenge.challenge}:${wrong}`));
    // Signed for the contact form, so no use on the course enquiry form (whose own cap is full too).
    for (let i = 0; i < PER_MINUTE; i++) await lead('/api/course/enquiry');
    await challengeFrom(await lead('/api/course/enquiry', solved));

    // The genuine proof, unused but late (floodedMinute moves an hour on): expired.
    await floodedMinute();
    await challengeFrom(await lead('/api/contact-us', solved));
  });

  it('asks for more work the further over the cap the traffic is, up to a bound', async () => {
    await floodedMinute();
    const difficulties: number[] = [];
    for (let i = 0; i < 40; i++) difficulties.push((await challengeFrom(await lead())).difficulty);
    expect(difficulties[0]).toBe(MIN_BITS);
    // 3 over a cap of 3 is twice the cap (one bit more), four times at 12, eight times at 24.
    expect(difficulties[2]).toBe(MIN_BITS + 1);
    expect(difficulties[8]).toBe(MIN_BITS + 2);
    expect(difficulties.at(-1)).toBe(MAX_BITS);
    expect([...difficulties].sort((a, b) => a - b)).toEqual(difficulties);
  });
});

describe('signed-in blog commenters', () => {
  const comment = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blog/comment',
      headers: token ? bearer(token) : {},
      remoteAddress: `10.31.0.${++visitors % 250}`,
      payload: token
        ? { blogId: blogPost._id, comment: 'A thoughtful remark' }
        : { blogId: blogPost._id, comment: 'A thoughtful remark', name: 'Ravi Kumar', email: 'ravi@example.com' },
    });

  it('count per account, not in the cap the visitors have filled', async () => {
    t.clock.advance(HOUR);
    for (let i = 0; i < PER_MINUTE; i++) expect((await comment()).statusCode).toBe(201);
    await challengeFrom(await comment());

    const token = await login(t.app, learner.email, GOOD_PASSWORD);
    const own = [];
    for (let i = 0; i < PER_ACCOUNT + 1; i++) own.push((await comment(token)).statusCode);
    expect(own).toEqual([...Array(PER_ACCOUNT).fill(201), 429]);
    // Refused for the account's own limit: no challenge to solve.
    const refused = await comment(token);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
