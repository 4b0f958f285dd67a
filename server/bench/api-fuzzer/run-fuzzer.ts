/**
 * A fuzzer driven by the API's own OpenAPI document (`/api/docs/json`, generated from the shared zod schemas).
 * It signs in the accounts it is given, crawls the lists to learn real ids, then sends requests to every
 * operation, signed out and as each account: values the schema accepts (to reach the services and the
 * database), the same with one value made hostile (NUL and other control characters, huge strings, long path
 * segments, unicode, wrong types, negative and huge numbers, arrays for scalars, prototype-pollution keys, SQL
 * and HTML fragments), and hostile transport (malformed JSON, wrong content types, tampered tokens, odd
 * multipart bodies, other methods). A seeded generator makes a run repeatable; every 5xx, and every request
 * left without an answer, is reported with what was sent.
 *
 * The transport is the caller's: `bench/fuzz-api.mjs` sends over HTTP to a server process, the server's test
 * suite injects into the app in process.
 */
import {
  CONTENT_TYPES,
  hostileHeaders,
  hostileString,
  hostileValue,
  MALFORMED_JSON,
  PATH_SEGMENTS,
  RAW_MARK,
  RAW_QUERIES,
  tamperedAuthorization,
  toJson,
} from './hostile-values.ts';
import { type Group, KnownValues } from './known-values.ts';
import { multipartRequest } from './multipart-bodies.ts';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi.ts';

export type { Operation } from './openapi.ts';

import { Random } from './random.ts';
import { ValidValues } from './valid-values.ts';

export interface FuzzRequest {
  method: string;
  /** Path and query, already percent-encoded (or deliberately malformed). */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type Transport = (request: FuzzRequest) => Promise<FuzzResponse>;

export interface Account {
  label: string;
  email: string;
  password: string;
}

export interface FuzzOptions {
  transport: Transport;
  requests: number;
  seed: number;
  /** Signed in before the run; requests go out signed out and as each of them. */
  accounts: Account[];
  onProgress?: (done: number, total: number) => void;
  /** Every answer with what was sent, for a caller checking the answers against the document. */
  onAnswer?: (answer: { operation: Operation; strategy: string; request: FuzzRequest; response: FuzzResponse }) => void;
}

export interface FuzzFailure {
  status: number | 'no answer';
  operation: string;
  caller: string;
  strategy: string;
  method: string;
  url: string;
  contentType: string;
  body: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  /** Statuses per operation, to see what each one got. */
  byOperation: Record<string, Record<string, number>>;
  failures: FuzzFailure[];
  /** Sign-ins, session checks and refreshes made to keep the accounts signed in (not in `requests`). */
  upkeep: number;
  durationMs: number;
}

interface Caller {
  label: string;
  token: string | null;
  cookie: string | null;
  userId: string | null;
}

interface Planned {
  strategy: string;
  request: FuzzRequest;
  /** The ids the request names, for remembering an upload's handles with its lecture. */
  group: Group;
}

const LECTURE_IDS = ['courseId', 'sectionId', 'subSectionId'];

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded; send the bytes a careless client would.
    return Buffer.from(value, 'utf8')
      .toString('hex')
      .replace(/../g, (byte) => `%${byte.toUpperCase()}`);
  }
}

function queryString(query: Record<string, unknown>): string {
  const pieces: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) pieces.push(`${encode(key)}=${encode(String(item))}`);
    } else if (value !== null && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) {
        pieces.push(`${encode(key)}[${encode(inner)}]=${encode(String(item))}`);
      }
    } else {
      pieces.push(`${encode(key)}=${encode(String(value).replace(RAW_MARK, ''))}`);
    }
  }
  return pieces.join('&');
}

function cookieOf(response: FuzzResponse): string | null {
  const refresh = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((c): c is string => typeof c === 'string' && c.startsWith('skillhub_refresh='));
  return refresh?.split(';')[0] ?? null;
}

function printable(body: string | Buffer | undefined): string {
  if (body === undefined) return '';
  const text = Buffer.isBuffer(body) ? body.toString('latin1') : body;
  return text.length > 300 ? `${JSON.stringify(text.slice(0, 300))}… (${text.length} chars)` : JSON.stringify(text);
}

export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const { transport } = options;
  const rng = new Random(options.seed);
  const byStatus: Record<string, number> = {};
  const byOperation: Record<string, Record<string, number>> = {};
  const failures: FuzzFailure[] = [];
  let sent = 0;
  let upkeep = 0;

  const doc = await transport({ method: 'GET', url: '/api/docs/json', headers: {} });
  if (doc.status !== 200) throw new Error(`GET /api/docs/json answered ${doc.status}`);
  const operations = operationsOf(JSON.parse(doc.body) as OpenApiDocument);

  const callers: Caller[] = [{ label: 'signed out', token: null, cookie: null, userId: null }];
  for (const account of options.accounts) {
    upkeep++;
    const response = await transport({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    if (response.status !== 200) throw new Error(`login ${account.email}: ${response.status} ${response.body}`);
    const data = JSON.parse(response.body).data as { accessToken: string; user: { _id: string } };
    callers.push({ label: account.label, token: data.accessToken, cookie: cookieOf(response), userId: data.user._id });
  }
  const signedIn = callers.slice(1);
  const tokens = () => signedIn.map((c) => c.token).filter((t): t is string => t !== null);
  // The accounts' own ids are never handed out, so the run does not deactivate, demote or re-role its callers.
  const known = new KnownValues(new Set(signedIn.map((c) => c.userId).filter((id): id is string => id !== null)));
  const values = new ValidValues(rng, known);

  function record(op: Operation, planned: Planned, caller: Caller, response: FuzzResponse | null, error?: unknown) {
    const status = response ? response.status : 'no answer';
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    const counts = byOperation[op.name] ?? {};
    counts[status] = (counts[status] ?? 0) + 1;
    byOperation[op.name] = counts;
    if (response && response.status < 500) return;
    const { request } = planned;
    failures.push({
      status,
      operation: op.name,
      caller: caller.label,
      strategy: planned.strategy,
      method: request.method,
      url: request.url.length > 300 ? `${request.url.slice(0, 300)}… (${request.url.length} chars)` : request.url,
      contentType: request.headers['content-type'] ?? '',
      body: printable(request.body),
      answer: response ? response.body.slice(0, 300) : String(error),
    });
  }

  async function send(op: Operation, planned: Planned, caller: Caller) {
    sent++;
    let response: FuzzResponse;
    try {
      response = await transport(planned.request);
    } catch (error) {
      record(op, planned, caller, null, error);
      return;
    }
    record(op, planned, caller, response);
    options.onAnswer?.({ operation: op, strategy: planned.strategy, request: planned.request, response });
    if (response.status < 300 && response.body.startsWith('{')) {
      try {
        known.learn(JSON.parse(response.body), op.path, planned.group);
      } catch {
        // Not JSON after all; nothing to learn.
      }
    }
  }

  /** An access token lasts 15 minutes; a long run refreshes it with the account's own cookie. */
  async function keepSignedIn() {
    for (const caller of signedIn) {
      upkeep++;
      const me = await transport({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${caller.token}` },
      });
      if (me.status !== 401 || !caller.cookie) continue;
      upkeep++;
      const refreshed = await transport({
        method: 'POST',
        url: '/api/user/refresh-token',
        headers: { cookie: caller.cookie },
      });
      if (refreshed.status === 200) {
        caller.token = (JSON.parse(refreshed.body).data as { accessToken: string }).accessToken;
        caller.cookie = cookieOf(refreshed) ?? caller.cookie;
      }
    }
  }

  /** Every value as the schema wants it; ids that belong together (a lecture, an upload) come as a group. */
  function validParts(op: Operation) {
    const names = new Set([
      ...[...op.pathParams, ...op.query].map((p) => p.name),
      ...Object.keys(op.body?.properties ?? {}),
      ...(op.multipart?.fields ?? []),
    ]);
    values.group = {};
    if (names.has('uploadId') && known.uploads.length > 0 && rng.chance(0.8)) values.group = rng.pick(known.uploads);
    else if (names.has('razorpayData') && known.payments.length > 0 && rng.chance(0.8)) {
      values.group = rng.pick(known.payments);
    } else if (LECTURE_IDS.every((n) => names.has(n)) && known.lectures.length > 0 && rng.chance(0.8)) {
      values.group = rng.pick(known.lectures);
    }
    const path: Record<string, string> = {};
    for (const param of op.pathParams) path[param.name] = String(values.value(param.schema, param.name, op.path));
    const query: Record<string, unknown> = {};
    for (const param of op.query) {
      if (param.required || values.group[param.name] !== undefined || rng.chance(0.4)) {
        query[param.name] = values.value(param.schema, param.name, op.path);
      }
    }
    const body = op.body ? values.value(op.body, 'body', op.path) : undefined;
    const group: Group = { ...values.group, ...path };
    const fileSize = (body as { fileSize?: unknown } | undefined)?.fileSize;
    if (typeof fileSize === 'number') group.fileSize = String(fileSize);
    return { path, query, body, group };
  }

  function urlOf(op: Operation, path: Record<string, string>, rawPath: Record<string, string>, query: string) {
    const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => rawPath[name] ?? encode(path[name] ?? ''));
    return query ? `${url}?${query}` : url;
  }

  /** A place inside a JSON value to put a hostile value at, as a setter. */
  function somewhereIn(value: unknown): ((v: unknown) => void) | null {
    if (value === null || typeof value !== 'object') return null;
    const keys = Object.keys(value);
    if (keys.length === 0) return null;
    const key = rng.pick(keys);
    const child = (value as Record<string, unknown>)[key];
    if (child !== null && typeof child === 'object' && rng.chance(0.5)) {
      const deeper = somewhereIn(child);
      if (deeper) return deeper;
    }
    return (v) => {
      (value as Record<string, unknown>)[key] = v;
    };
  }

  function plan(op: Operation, caller: Caller): Planned {
    const roll = rng.next();
    const { path, query, body, group } = validParts(op);
    const rawPath: Record<string, string> = {};
    const headers: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token}` } : {};
    let strategy = 'valid';
    let rawQuery: string | null = null;
    let bodyText: string | Buffer | undefined;
    let bodyValue = body;

    if (roll < 0.3) {
      strategy = 'valid';
    } else if (roll < 0.75) {
      // One value made hostile: a path segment, a query value, a body field, or an extra key.
      const targets = [
        ...(op.pathParams.length > 0 ? ['path'] : []),
        ...(op.query.length > 0 ? ['query'] : []),
        ...(op.body ? ['body', 'body', 'body'] : []),
        'extra',
      ];
      const target = rng.pick(targets);
      if (target === 'path') {
        const name = rng.pick(op.pathParams).name;
        if (rng.chance(0.4)) {
          strategy = 'hostile path segment';
          rawPath[name] = rng.chance(0.4)
            ? 'a'.repeat(rng.pick([99, 100, 101, 150, 1000, 5000]))
            : rng.pick(PATH_SEGMENTS);
        } else {
          strategy = 'hostile path value';
          path[name] = hostileString(rng);
        }
      } else if (target === 'query') {
        strategy = 'hostile query value';
        query[rng.pick(op.query).name] = rng.chance(0.2) ? [hostileString(rng), hostileString(rng)] : hostileValue(rng);
      } else if (target === 'body') {
        strategy = 'hostile body field';
        const set = somewhereIn(bodyValue);
        if (set) set(hostileValue(rng));
        else bodyValue = hostileValue(rng);
      } else {
        strategy = 'extra key';
        const key = rng.pick([
          '__proto__',
          'constructor',
          'isAdmin',
          'role',
          'roleId',
          '_id',
          'a\u0000b',
          'x'.repeat(500),
          '',
        ]);
        if (op.body && bodyValue !== null && typeof bodyValue === 'object' && !Array.isArray(bodyValue)) {
          const injected =
            key === '__proto__' || key === 'constructor' ? { polluted: true, isAdmin: true } : hostileValue(rng);
          const rest = toJson(bodyValue).slice(1);
          bodyText = `{${JSON.stringify(key)}:${toJson(injected)}${rest === '}' ? '}' : `,${rest}`}`;
        } else {
          query[key] = hostileString(rng);
        }
      }
    } else if (roll < 0.88) {
      // Hostile transport around otherwise valid values.
      strategy = rng.pick([
        'malformed json',
        'content type',
        'authorization',
        'huge body',
        'deep nesting',
        'raw query',
        'headers',
      ]);
      if (strategy === 'malformed json') {
        bodyText = rng.pick(MALFORMED_JSON);
        headers['content-type'] = 'application/json';
      } else if (strategy === 'content type') {
        headers['content-type'] = rng.pick(CONTENT_TYPES);
        bodyText = rng.chance(0.5) ? toJson(bodyValue ?? {}) : 'email=a%40b.com&password=x';
      } else if (strategy === 'authorization') {
        headers.authorization = tamperedAuthorization(rng, tokens());
      } else if (strategy === 'huge body') {
        bodyText = `{"a":"${'x'.repeat(rng.pick([900 * 1024, 1024 * 1024 + 1, 3 * 1024 * 1024]))}"}`;
        headers['content-type'] = 'application/json';
      } else if (strategy === 'deep nesting') {
        const depth = rng.pick([1000, 20_000, 200_000]);
        bodyText = rng.chance(0.5)
          ? `${'['.repeat(depth)}${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
        headers['content-type'] = 'application/json';
      } else if (strategy === 'raw query') {
        rawQuery = rng.pick(RAW_QUERIES);
      } else {
        Object.assign(headers, hostileHeaders(rng));
      }
    } else if (roll < 0.95) {
      strategy = 'all hostile';
      for (const param of op.pathParams) {
        if (rng.chance(0.5)) path[param.name] = hostileString(rng);
        else rawPath[param.name] = rng.pick(PATH_SEGMENTS);
      }
      for (const param of op.query) query[param.name] = hostileValue(rng);
      if (op.body) bodyValue = hostileValue(rng);
    } else {
      // The path with another method, or HEAD for a GET.
      const method =
        op.method === 'GET' && rng.chance(0.5)
          ? 'HEAD'
          : rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => m !== op.method));
      const withBody = method !== 'GET' && method !== 'HEAD';
      return {
        strategy: 'other method',
        group,
        request: {
          method,
          url: urlOf(op, path, rawPath, queryString(query)),
          headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
          body: withBody ? '{}' : undefined,
        },
      };
    }

    const url = urlOf(op, path, rawPath, rawQuery ?? queryString(query));
    if (op.multipart && bodyText === undefined) {
      const multipart = multipartRequest(rng, op, values, strategy !== 'valid' && rng.chance(0.6));
      headers['content-type'] = multipart.contentType;
      const label = `multipart ${multipart.oddity}${strategy === 'valid' ? '' : ` (${strategy})`}`;
      return { strategy: label, group, request: { method: op.method, url, headers, body: multipart.body } };
    }
    if (bodyText === undefined && op.body && bodyValue !== undefined) {
      bodyText = toJson(bodyValue);
      headers['content-type'] ??= 'application/json';
    }
    if (op.method === 'GET' || op.method === 'HEAD') bodyText = undefined;
    return { strategy, group, request: { method: op.method, url, headers, body: bodyText } };
  }

  // Crawl first: every parameterless GET as every caller, then the GETs whose ids are now known.
  const gets = operations.filter((op) => op.method === 'GET' && !op.path.includes('/docs'));
  for (const round of [0, 1]) {
    for (const op of gets) {
      if ((round === 0) !== (op.pathParams.length === 0)) continue;
      for (const caller of callers) {
        if (sent >= options.requests) break;
        const { path, query, group } = validParts(op);
        const headers: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token}` } : {};
        await send(
          op,
          {
            strategy: 'crawl',
            group,
            request: { method: 'GET', url: urlOf(op, path, {}, queryString(query)), headers },
          },
          caller,
        );
      }
    }
  }

  // Every operation is called at least once, in the document's order, then at random: 1,500 picks at random
  // among 233 operations miss one of them about one run in three.
  let round = 0;
  while (sent < options.requests) {
    if (sent % 250 === 0) await keepSignedIn();
    const op = operations[round] ?? rng.pick(operations);
    round++;
    // Secured calls go mostly to signed-in callers, so that most of them get past the guard.
    const caller = op.secured && rng.chance(0.8) && signedIn.length > 0 ? rng.pick(signedIn) : rng.pick(callers);
    const planned = plan(op, caller);
    // Signing out would end the caller's sessions: that call goes without any account's token.
    const authorization = planned.request.headers.authorization;
    if (/\/logout$/.test(op.path) && authorization && tokens().some((token) => authorization.includes(token))) {
      delete planned.request.headers.authorization;
    }
    await send(op, planned, caller);
    if (options.onProgress && sent % 1000 === 0) options.onProgress(sent, options.requests);
  }

  return {
    seed: options.seed,
    requests: sent,
    operations: operations.length,
    byStatus,
    byOperation,
    failures,
    upkeep,
    durationMs: Date.now() - started,
  };
}
