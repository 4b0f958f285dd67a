import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureApiBase, request } from '../src/api-client.ts';
import { enquiryEndpoints } from '../src/endpoints/enquiries.ts';
import { leadingZeroBits, solveFormChallenge } from '../src/form-proof.ts';
import { type ScriptedServer, startScriptedServer } from '../src/test-support/scripted-server.ts';

/** The browser's proof of work, checked with Node's own hash, and the client's retry through PROOF_REQUIRED. */

function zeroBitsOf(proof: string): number {
  const colon = proof.lastIndexOf(':');
  const digest = createHash('sha256')
    .update(proof.slice(0, colon) + proof.slice(colon + 1))
    .digest();
  let bits = 0;
  for (const byte of digest) {
    for (let bit = 7; bit >= 0; bit--) {
      if (byte & (1 << bit)) return bits;
      bits++;
    }
  }
  return bits;
}

describe('solveFormChallenge', () => {
  it('finds a nonce whose hash has the leading zero bits asked for, and says how far it got', async () => {
    const progress: number[] = [];
    const challenge = '12.1999999999999.abc.sig';
    const proof = await solveFormChallenge({ challenge, difficulty: 12 }, { onProgress: (n) => progress.push(n) });
    expect(proof).toMatch(/^12\.1999999999999\.abc\.sig:\d+$/);
    expect(zeroBitsOf(proof)).toBeGreaterThanOrEqual(12);
    // The first solution: no smaller nonce solves it.
    const nonce = Number(proof.slice(proof.lastIndexOf(':') + 1));
    for (let n = 0; n < nonce; n++) expect(zeroBitsOf(`${challenge}:${n}`)).toBeLessThan(12);
    expect(progress.length).toBe(Math.floor(nonce / 256));
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const solving = solveFormChallenge(
      { challenge: 'hard', difficulty: 32 },
      { signal: controller.signal, onProgress: () => controller.abort() },
    );
    await expect(solving).rejects.toThrow();
  });

  it('counts leading zero bits across bytes', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x20]))).toBe(10);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe('a public form’s call held for a proof', () => {
  let server: ScriptedServer;
  const challenge = { challenge: '6.1999999999999.xyz.sig', difficulty: 6 };
  const proofRequired = { status: 429, body: { success: false, message: 'Busy', code: 'PROOF_REQUIRED', challenge } };
  const body = { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' };

  beforeAll(async () => {
    server = await startScriptedServer();
    configureApiBase(server.apiBase);
  });
  afterAll(async () => {
    configureApiBase('/api');
    await server.close();
  });
  beforeEach(() => server.reset());

  it('is solved and sent again with the proof, and the form is told while it works', async () => {
    server.on('POST /contact-us', (call) =>
      typeof call.headers['x-form-proof'] === 'string' && zeroBitsOf(call.headers['x-form-proof']) >= 6
        ? { status: 201, body: { success: true, message: 'Thanks' } }
        : proofRequired,
    );
    const told: boolean[] = [];
    const answer = await request(enquiryEndpoints.contactUs, {
      body: { ...body, whatsAppOptIn: true },
      onFormProof: (checking) => told.push(checking),
    });
    expect(answer).toEqual({ success: true, message: 'Thanks' });
    expect(told).toEqual([true, false]);
    expect(server.callsTo('POST /contact-us').map((c) => c.headers['x-form-proof'] === undefined)).toEqual([
      true,
      false,
    ]);
  });

  it('gives up after a few rounds, and leaves any other 429 alone', async () => {
    server.on('POST /contact-us', () => proofRequired);
    await expect(request(enquiryEndpoints.contactUs, { body: { ...body, whatsAppOptIn: true } })).rejects.toMatchObject(
      { status: 429, data: { code: 'PROOF_REQUIRED' } },
    );
    expect(server.callsTo('POST /contact-us')).toHaveLength(4);

    server.reset();
    server.on('POST /contact-us', () => ({
      status: 429,
      headers: { 'retry-after': '30' },
      body: { success: false, message: 'Too many requests' },
    }));
    const refused = await request(enquiryEndpoints.contactUs, { body: { ...body, whatsAppOptIn: true } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).retryAfter).toBe(30);
    expect(server.callsTo('POST /contact-us')).toHaveLength(1);
  });
});
