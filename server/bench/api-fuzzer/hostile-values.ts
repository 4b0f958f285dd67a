import type { Random } from './random.ts';

/** What an attacker or a broken client sends: the catalogues the fuzzer draws its hostile values from. */

/** Marks a string to be written into the JSON text as a raw token JSON.stringify cannot produce. */
export const RAW_MARK = '\u0001raw:';
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0', '0.1e1', '1E+2'];

const CONTROL_STRINGS = [
  '\u0000',
  'a\u0000b',
  'Java\u0000Script',
  '\u0001\u0002\u0003\u0007\u0008',
  '\u001b[31mred',
  'line\nbreak',
  'cr\rreturn',
  'tab\there',
  'x\r\n\r\nX-Injected: 1',
  '\u007f',
  '\u000b\u000c',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t  ',
  '\u2028\u2029',
  '\u202eevil.exe',
  '\u200b\u200c\u200d\ufeff',
  '😀🔥👩‍👩‍👧',
  'e\u0301\u0301\u0301',
  '\ud800',
  'x\udfffy',
  'İıŞğ',
  'ﷺ',
  'ǅungla',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(0)',
  '%',
  '_',
  '%_%',
  '\\',
  '\\\\\\',
  '%00',
  '%25',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//evil.example/x.png',
  'http://',
  'https://[::1',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text a log4j-style injection sends
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '%s%n%x%d',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '{00000000-0000-0000-0000-000000000000}',
  '2024-02-30',
  '9999-12-31T23:59:59.999Z',
  '-000001-01-01T00:00:00Z',
  'a@b',
  'a@b.c',
  '@@',
  'a@-.com',
  '"quoted"@example.com',
  'x'.repeat(101),
  'x'.repeat(256),
  'x'.repeat(5000),
  'ü'.repeat(3000),
  '😀'.repeat(2000),
];

export function hostileString(rng: Random): string {
  const roll = rng.next();
  if (roll < 0.3) return rng.pick(CONTROL_STRINGS);
  if (roll < 0.85) return rng.pick(HOSTILE_STRINGS);
  if (roll < 0.92) return 'A'.repeat(rng.pick([10_000, 100_000, 400_000]));
  // Random UTF-16 code units: surrogate halves and controls included.
  let out = '';
  const length = rng.int(1, 40);
  for (let i = 0; i < length; i++) out += String.fromCharCode(rng.int(0, 0xffff));
  return out;
}

/** Any JSON value where one was expected: hostile strings, edge numbers, wrong types, operator objects. */
export function hostileValue(rng: Random): unknown {
  const roll = rng.next();
  if (roll < 0.55) return hostileString(rng);
  if (roll < 0.75) {
    return rng.pick([
      0,
      -1,
      -0.5,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      1e308,
      -1e308,
      5e-324,
      Number.MAX_SAFE_INTEGER,
      `${RAW_MARK}${rng.pick(RAW_NUMBERS)}`,
    ]);
  }
  if (roll < 0.9) {
    return rng.pick<unknown>([
      null,
      true,
      false,
      [],
      {},
      ['a', 'b'],
      [1, 2, 3],
      [null],
      { $gt: '' },
      { $ne: null },
      JSON.parse('{"__proto__":{"polluted":true}}'),
      { constructor: { prototype: { polluted: true } } },
      [[[[[[[[[[]]]]]]]]]],
      Array.from({ length: 1000 }, (_, i) => `item ${i}`),
    ]);
  }
  // The expected value wrapped in an array or object: a classic of loose parsers.
  return rng.chance(0.5) ? [hostileString(rng)] : { value: hostileString(rng) };
}

/** JSON text, with the raw tokens put where RAW_MARK strings stand. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, '$1');
}

/** Path segments as they go on the wire: encoded NUL and slash, dot segments, bad escapes, overlong UTF-8. */
export const PATH_SEGMENTS = [
  '%00',
  'a%00b',
  '%2F',
  '..',
  '%2e%2e',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AE',
  '%F0%9F%98%80',
  '%20',
  '%0A',
  '%3Cscript%3E',
  "'%20OR%201=1",
  'null',
  'undefined',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
];

export const RAW_QUERIES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '&&&',
  '=x',
  'page=1;limit=2',
  'page',
  'page[]=1&page[]=2',
  'limit[$gt]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join('&'),
  `search=${'%41'.repeat(3000)}`,
  'search=%00',
  'page=1e400&limit=-0',
];

export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1}}',
  '{"a":1} trailing',
  "{'a':1}",
  '\ufeff{"a":1}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"just a string"',
  '42',
  'null',
  'true',
  '[]',
  '[{}]',
  '{"a":1,"a":2}',
  '{"a":01}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e400}',
  '{"a":"\\x41"}',
  '{"a" : "\\uZZZZ"}',
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/json; boundary=x',
  'application/vnd.api+json',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  '*/*',
  'application/octet-stream',
  'text/html',
  'image/png',
];

export function hostileHeaders(rng: Random): Record<string, string> {
  return rng.pick<Record<string, string>>([
    {
      range: rng.pick([
        'bytes=0-99',
        'bytes=-500',
        'bytes=999999999999-',
        'bytes=abc',
        'bytes=5-1',
        'bytes=0-1,2-3,4-5',
        'items=0-1',
        'bytes=-0',
      ]),
    },
    { 'x-request-id': 'x'.repeat(200) },
    { cookie: `skillhub_refresh=${'A'.repeat(rng.pick([10, 64, 4000]))}` },
    { accept: 'application/xml' },
    { 'accept-encoding': 'gzip;q=2, br;q=-1, *;q=abc' },
    { 'if-none-match': '*' },
    { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
    { origin: 'https://evil.example' },
    { 'x-razorpay-signature': 'a'.repeat(64), 'x-razorpay-event-id': 'evt_x' },
  ]);
}

/** A forged, truncated, tampered or misspelt Authorization header, built on a real token when there is one. */
export function tamperedAuthorization(rng: Random, tokens: string[]): string {
  const token = tokens.length > 0 ? rng.pick(tokens) : 'x.y.z';
  const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
  const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
  const payload = Buffer.from('{"sub":"00000000-0000-0000-0000-000000000000","exp":9999999999}').toString('base64url');
  return rng.pick([
    `Bearer ${flipped}`,
    `Bearer ${header}.${payload}.`,
    `Bearer ${token.split('.').slice(0, 2).join('.')}.`,
    `Bearer ${'a'.repeat(rng.pick([10, 2000, 8000]))}`,
    'Bearer ',
    'Bearer',
    `bearer ${token}`,
    `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    `Bearer ${token} ${token}`,
    `Token ${token}`,
  ]);
}
