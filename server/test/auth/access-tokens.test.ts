import { createHmac } from 'node:crypto';
import { CompactSign, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AccessTokenClaims, createAccessTokens } from '../../src/security/access-tokens.ts';

/**
 * Access-token verification is node:crypto's HMAC with the JWT checks written out. Each token here is
 * judged twice: by the service, and by jose's jwtVerify with the options the service used to pass it plus
 * the claim types the service requires. They must agree; where the service is deliberately stricter (exp
 * required, no `crit`, unpadded parts, one spelling of the signature) the refusal is checked on its own.
 */
const KEY = new Uint8Array(32).map((_, i) => i * 7 + 1);
const OTHER_KEY = new Uint8Array(32).map((_, i) => i * 11 + 3);
const TTL = 900;
const START = new Date('2026-11-29T03:00:00Z');
const NOW = Math.floor(START.getTime() / 1000);
const CLAIMS: AccessTokenClaims = { userId: 'user-1', sessionVersion: 3, sessionId: 'family-1' };
const GOOD_PAYLOAD = {
  sv: 3,
  sid: 'family-1',
  sub: 'user-1',
  iss: 'skillhub',
  aud: 'skillhub-api',
  iat: NOW,
  exp: NOW + TTL,
};

function tokens(at = START) {
  let now = at;
  const clock = { now: () => now };
  return {
    service: createAccessTokens(KEY, TTL, clock),
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
    clock,
  };
}

/** The verification the service did with jose: its verdict is the reference. */
async function joseVerdict(token: string, now: Date): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, KEY, {
      algorithms: ['HS256'],
      issuer: 'skillhub',
      audience: 'skillhub-api',
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number' || typeof payload.sid !== 'string')
      return null;
    return { userId: payload.sub, sessionVersion: payload.sv, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hmac = (input: string, key = KEY, hash = 'sha256') => createHmac(hash, key).update(input).digest('base64url');

/** A compact JWS of these parts, signed with HMAC-SHA256 over them as they are. */
function handMade(header: unknown, payload: unknown, key = KEY) {
  const input = `${typeof header === 'string' ? header : b64(header)}.${typeof payload === 'string' ? payload : b64(payload)}`;
  return `${input}.${hmac(input, key)}`;
}

async function expectAgreement(token: string, expected: AccessTokenClaims | null, at = START) {
  const { service } = tokens(at);
  expect(await joseVerdict(token, at)).toEqual(expected);
  expect(service.verify(token)).toEqual(expected);
}

describe('access tokens', () => {
  it('verify what they issue, until the expiry second', async () => {
    const { service, advance, clock } = tokens();
    const token = await service.issue(CLAIMS);
    await expectAgreement(token, CLAIMS);
    advance(TTL - 1);
    expect(service.verify(token)).toEqual(CLAIMS);
    expect(await joseVerdict(token, clock.now())).toEqual(CLAIMS);
    // exp <= now is expired, for both.
    advance(1);
    expect(service.verify(token)).toBeNull();
    expect(await joseVerdict(token, clock.now())).toBeNull();
  });

  it('refuse another algorithm, "none" included, and an unsigned or re-signed token', async () => {
    const none = `${b64({ alg: 'none' })}.${b64(GOOD_PAYLOAD)}.`;
    await expectAgreement(none, null);
    // "none" carrying a valid HMAC of its parts: the header still decides.
    await expectAgreement(handMade({ alg: 'none' }, GOOD_PAYLOAD), null);
    await expectAgreement(handMade({ alg: 'hs256' }, GOOD_PAYLOAD), null);
    await expectAgreement(handMade({ typ: 'JWT' }, GOOD_PAYLOAD), null);
    await expectAgreement(handMade({ alg: ['HS256'] }, GOOD_PAYLOAD), null);
    await expectAgreement(handMade(['HS256'], GOOD_PAYLOAD), null);
    const hs512 = await new CompactSign(new TextEncoder().encode(JSON.stringify(GOOD_PAYLOAD)))
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new Uint8Array(64).fill(9));
    await expectAgreement(hs512, null);
    const otherKey = await new SignJWT(GOOD_PAYLOAD).setProtectedHeader({ alg: 'HS256' }).sign(OTHER_KEY);
    await expectAgreement(otherKey, null);
    // The same header and payload signed with our key by hand verify: the refusals above are for their reasons.
    await expectAgreement(handMade({ alg: 'HS256', typ: 'JWT' }, GOOD_PAYLOAD), CLAIMS);
  });

  it('refuse a tampered payload or signature', async () => {
    const { service } = tokens();
    const token = await service.issue(CLAIMS);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const other = (await service.issue({ ...CLAIMS, userId: 'user-2' })).split('.')[1];
    await expectAgreement(`${header}.${other}.${signature}`, null);
    await expectAgreement(`${header}.${b64({ ...GOOD_PAYLOAD, sub: 'admin' })}.${signature}`, null);
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expectAgreement(`${header}.${payload}.${flipped}`, null);
    await expectAgreement(`${header}.${payload}.${signature.slice(0, -1)}`, null);
    await expectAgreement(`${header}.${payload}.${signature}A`, null);
    await expectAgreement(`${header}.${payload}.`, null);
    await expectAgreement(`${header}.${payload}.${hmac(`${header}.${payload}`, KEY, 'sha512')}`, null);
  });

  it('refuse malformed tokens: parts, dots and base64url', async () => {
    const { service } = tokens();
    const token = await service.issue(CLAIMS);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    for (const bad of [
      '',
      '.',
      '..',
      'expired.token.here',
      `${header}.${payload}`,
      `${token}.`,
      `.${token}`,
      `${token}.${signature}`,
      `${header}..${payload}.${signature}`,
      `${header}.${payload}.${signature}.`,
      `${header}*.${payload}.${signature}`,
      ` ${token}`,
      `${header}.${payload.slice(0, -1)}.${signature}`,
    ]) {
      expect(service.verify(bad), bad).toBeNull();
      expect(await joseVerdict(bad, START), bad).toBeNull();
    }
    // A part of 4n+1 characters is no base64 (atob refuses it), even signed: a decoder that dropped the
    // last character would read the JSON before it.
    let filler = '';
    while (JSON.stringify({ ...GOOD_PAYLOAD, filler }).length % 3 !== 0) filler += 'x';
    await expectAgreement(handMade({ alg: 'HS256' }, `${b64({ ...GOOD_PAYLOAD, filler })}A`), null);
    await expectAgreement(handMade({ alg: 'HS256' }, b64({ ...GOOD_PAYLOAD, filler })), CLAIMS);
    // Signed over parts that are no JSON object, or no UTF-8: refused after the signature.
    await expectAgreement(handMade(b64('not json'), GOOD_PAYLOAD), null);
    await expectAgreement(handMade({ alg: 'HS256' }, b64('not json')), null);
    await expectAgreement(handMade({ alg: 'HS256' }, [GOOD_PAYLOAD]), null);
    await expectAgreement(handMade({ alg: 'HS256' }, b64('null')), null);
    const badUtf8 = Buffer.concat([Buffer.from('{"sub":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    await expectAgreement(handMade({ alg: 'HS256' }, badUtf8.toString('base64url')), null);
  });

  it('refuse the wrong issuer or audience, and a token not yet valid', async () => {
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, iss: 'someone-else' }), null);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, iss: undefined }), null);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, iss: ['skillhub'] }), null);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, aud: 'skillhub-web' }), null);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, aud: undefined }), null);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, aud: ['a', 'b'] }), null);
    // An audience list naming the API is accepted, as jose accepts it.
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, aud: ['a', 'skillhub-api'] }), CLAIMS);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, nbf: NOW + 1 }), null);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, nbf: NOW }), CLAIMS);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, exp: NOW }), null);
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, exp: NOW - 3600 }), null);
    // A token issued in the future (iat) is still valid for jose without maxTokenAge, and so here.
    await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, iat: NOW + 60 }), CLAIMS);
  });

  it('refuse claims of the wrong type', async () => {
    for (const claims of [
      { exp: String(NOW + TTL) },
      { iat: String(NOW) },
      { nbf: String(NOW) },
      { nbf: null },
      { sub: 42 },
      { sub: undefined },
      { sv: '3' },
      { sid: undefined },
      { sid: 7 },
    ]) {
      await expectAgreement(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, ...claims }), null);
    }
  });

  it('are stricter than jose where our own tokens never differ', async () => {
    const { service } = tokens();
    const strict = async (token: string) => {
      expect(await joseVerdict(token, START)).toEqual(CLAIMS);
      expect(service.verify(token)).toBeNull();
    };
    // No expiry: jose accepts one for ever; ours always carry exp.
    await strict(handMade({ alg: 'HS256' }, { ...GOOD_PAYLOAD, exp: undefined }));
    // A critical-extension header (b64 true is the one jose knows).
    await strict(handMade({ alg: 'HS256', crit: ['b64'], b64: true }, GOOD_PAYLOAD));
    // Padding, and another spelling of the signature's last character (the same bytes for atob).
    const input = `${b64({ alg: 'HS256' })}.${b64(GOOD_PAYLOAD)}`;
    await strict(`${input}.${hmac(input)}=`);
    // 43 characters carry 258 bits for the HMAC's 256: the last character's lowest 2 bits are not read.
    const signature = hmac(input);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.slice(-1));
    const respelled = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    await strict(`${input}.${respelled}`);
  });
});

describe('page tokens', () => {
  it('name the same session for their own time, and neither passes for the other', async () => {
    const { service, advance } = tokens();
    const pageToken = await service.issuePage(CLAIMS, 30 * 86_400);
    const accessToken = await service.issue(CLAIMS);
    expect(service.verifyPage(pageToken)).toEqual(CLAIMS);
    expect(service.verify(pageToken)).toBeNull();
    expect(service.verifyPage(accessToken)).toBeNull();
    // Past the access token's 15 minutes, the page token still holds; past its own time, it does not.
    advance(TTL + 1);
    expect(service.verifyPage(pageToken)).toEqual(CLAIMS);
    advance(30 * 86_400);
    expect(service.verifyPage(pageToken)).toBeNull();
  });
});
