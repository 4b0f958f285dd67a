import { BLOG_DETAILS_ONE_KEY_MESSAGE } from '@skillhub/shared/schemas/blog';
import { CONTROL_CHARACTERS_MESSAGE, MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from '@skillhub/shared/schemas/fields';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzApi, type Operation, type Transport } from '../../bench/api-fuzzer/run-fuzzer.ts';
import type { RouteAccess } from '../../src/http/route-access.ts';
import type { CatalogRoute } from '../../src/plugins/app/route-guard.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * The OpenAPI document is exact about the API: who may call each operation, every status it answers, the
 * methods each path takes (405 with `Allow` for the others), unknown query parameters refused, multipart bodies
 * described; and a fuzzer pass whose every answer is a documented status with a body of the documented schema.
 */

interface DocString {
  type?: string;
  format?: string;
  pattern?: string;
  allOf?: DocString[];
  properties?: Record<string, DocString>;
}
interface DocOperation {
  parameters?: { name: string; in: string; schema?: DocString }[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  security?: Record<string, string[]>[];
  description?: string;
}
interface Doc {
  paths: Record<string, Record<string, DocOperation>>;
  components?: Record<string, unknown>;
}

const CONTROL_PATTERNS = [SINGLE_LINE_PATTERN.source, MULTI_LINE_PATTERN.source];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

let t: TestApp;
let adminToken: string;
let doc: Doc;
let catalog: CatalogRoute[];

beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
  adminToken = await loginAsAdmin(t.app);
  doc = t.app.swagger() as unknown as Doc;
  catalog = t.app.routeCatalog;
});
afterAll(() => t.close());

/** The Fastify pattern of a document path: `{name}` back to `:name`, `{*}` to `*`. */
const patternOf = (path: string) => path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
/** A concrete URL of a document path, every parameter the segment `a`. */
const sampleUrl = (path: string) => path.replace(/\{[^}]+\}/g, 'a');

function operations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

function accessOf(method: string, path: string): RouteAccess {
  const route = catalog.find((r) => r.method === method && r.url === patternOf(path));
  if (!route) throw new Error(`no route for ${method} ${path}`);
  return route.access;
}

const needsToken = (access: RouteAccess) =>
  Boolean(access.signedIn || access.superAdminOnly || (access.permission && !access.permissionWhenQuery));

describe('each operation of the document', () => {
  it('has a bearer security requirement exactly when the route needs a token, and `[]` or `{}` otherwise', () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      const access = accessOf(method, path);
      const security = op.security;
      const fine = needsToken(access)
        ? JSON.stringify(security) === JSON.stringify([{ bearerAuth: [] }])
        : Array.isArray(security) && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));
      if (!fine) wrong.push(`${method} ${path}: ${JSON.stringify(security)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents 400 where it takes input, 401 and 403 where it checks them, 429 everywhere', () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations()) {
      const access = accessOf(method, path);
      const codes = new Set(Object.keys(op.responses));
      const takesInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
      const expected = [
        ...(takesInput ? ['400'] : []),
        ...(needsToken(access) ? ['401'] : []),
        ...(access.permission || access.superAdminOnly ? ['403'] : []),
        '429',
        ...(path.includes('{') ? ['414'] : []),
      ];
      for (const code of expected) if (!codes.has(code)) missing.push(`${method} ${path} ${code}`);
    }
    expect(missing).toEqual([]);
  });

  it('describes a multipart body as multipart/form-data with its fields and its file', () => {
    const multipart = operations().filter(({ op }) =>
      /multipart/i.test(`${(op as { summary?: string }).summary ?? ''} ${op.description ?? ''}`),
    );
    expect(multipart.length).toBeGreaterThanOrEqual(6);
    for (const { path, method, op } of multipart) {
      const schema = op.requestBody?.content['multipart/form-data']?.schema as
        | { properties?: Record<string, { format?: string }> }
        | undefined;
      expect(schema?.properties, `${method} ${path}`).toBeDefined();
      const formats = Object.values(schema?.properties ?? {}).map((p) => p.format);
      expect(formats, `${method} ${path}`).toContain('binary');
    }
  });

  it("writes a rule the API enforces as a schema keyword: the certificate number's pattern", async () => {
    const verify = doc.paths['/api/training/certificates/verify/{number}']?.get;
    const pattern = verify?.parameters?.find((p) => p.name === 'number')?.schema?.pattern;
    expect(pattern).toBeDefined();
    const documented = new RegExp(pattern as string);
    // What the pattern admits, the API answers as a number (200); what it refuses, the API refuses (400).
    for (const number of ['SKH-7F3K-92QD-X4MA', ' skh-7f3k-92qd-x4ma ', 'SKH-7F3K-92QD-X4M0', 'SKH-7F3K-92QD', 'x']) {
      const answer = await t.app.inject({ url: `/api/training/certificates/verify/${encodeURIComponent(number)}` });
      expect(answer.statusCode, number).toBe(documented.test(number) ? 200 : 400);
    }
  });

  it('writes the refusal of control characters as a pattern on every request string that has it', {
    timeout: TEST_TIMEOUTS.server.heavy,
  }, async () => {
    const probe = 'a\u0001b';
    const fields = requestStrings();
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const { path, method, part, name, schema } of fields) {
      const url = sampleParams(path, method);
      const request =
        part === 'query' ? { url: `${url}?${name}=${encodeURIComponent(probe)}` } : { url, payload: { [name]: probe } };
      const answer = await t.app.inject({ method: method as 'GET', ...request, headers: bearer(adminToken) });
      const body = answer.statusCode === 400 ? answer.json() : {};
      // A path parameter refused first (a token, a phone number) leaves the probed field unread.
      if (pathParameters(path, method).some((parameter) => body.errors?.[parameter] !== undefined)) continue;
      // Another rule of the field may speak first (an id's format); the control-character rule then adds nothing.
      const apiRefusesControl = body.errors?.[name] === CONTROL_CHARACTERS_MESSAGE;
      const documented = patternsOf(schema).some((pattern) => CONTROL_PATTERNS.includes(pattern));
      if (apiRefusesControl) refused.push(`${method} ${path} ${name}`);
      if (apiRefusesControl ? !documented : documented && body.errors?.[name] === undefined) {
        wrong.push(`${method} ${path} ${part} ${name}: API ${answer.statusCode} ${answer.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The rule is on the text fields of nearly every form and list: a probe that reached none proves nothing.
    expect(refused.length).toBeGreaterThan(50);
  });

  it('accepts what the control-character pattern admits and refuses the rest with 400 on the field', async () => {
    const search = doc.paths['/api/blog/all']?.get?.parameters?.find((p) => p.name === 'search')?.schema;
    const [searchPattern] = patternsOf(search).map((pattern) => new RegExp(pattern));
    expect(searchPattern).toBeDefined();
    // A trailing line break is refused as sent, not trimmed away first: the pattern describes the value as sent.
    for (const value of ['Java\tBasics', 'Java\u0001', 'Java\n', '\u007f']) {
      const answer = await t.app.inject({ url: `/api/blog/all?search=${encodeURIComponent(value)}` });
      const admitted = searchPattern?.test(value);
      expect(answer.statusCode, JSON.stringify(value)).toBe(admitted ? 200 : 400);
      if (!admitted) expect(answer.json().errors).toEqual({ search: CONTROL_CHARACTERS_MESSAGE });
    }

    const body = doc.paths['/api/course/category']?.post?.requestBody?.content['application/json']?.schema as DocString;
    const [descriptionPattern] = patternsOf(body.properties?.description).map((pattern) => new RegExp(pattern));
    expect(descriptionPattern).toBeDefined();
    for (const [i, description] of ['Line one\r\nLine two\tend', 'Line one\u000bLine two'].entries()) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/course/category',
        headers: bearer(adminToken),
        payload: { name: `Pattern category ${i}`, description },
      });
      const admitted = descriptionPattern?.test(description);
      expect(answer.statusCode, JSON.stringify(description)).toBe(admitted ? 201 : 400);
      if (!admitted) expect(answer.json().errors).toEqual({ description: CONTROL_CHARACTERS_MESSAGE });
    }
  });

  it('states that a blog post is read by exactly one of id, blogNumber or slug, and answers 400 otherwise', async () => {
    const details = doc.paths['/api/blog/details']?.get;
    expect(details?.description).toMatch(/Exactly one of `id`, `blogNumber`, `slug`/);
    expect(details?.description).toContain(BLOG_DETAILS_ONE_KEY_MESSAGE);
    expect(Object.keys(details?.responses ?? {})).toContain('400');
    for (const query of ['', '?id=00000000-0000-0000-0000-000000000000&slug=a-post', '?blogNumber=1&slug=a-post']) {
      const answer = await t.app.inject({ url: `/api/blog/details${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().errors, query).toEqual({ id: BLOG_DETAILS_ONE_KEY_MESSAGE });
    }
  });

  it('states that a filled honeypot is answered like a success on the lead forms', () => {
    const leadForms = operations().filter(({ path, method }) => accessOf(method, path).authRateLimit !== undefined);
    const forms = leadForms.filter(({ op }) => /honeypot/i.test(op.description ?? ''));
    expect(forms.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/course/enquiry', '/api/contact-us', '/api/event/ccfs', '/api/blog/comment']),
    );
  });
});

describe('methods a path does not take', () => {
  it('answer 405 with an Allow header naming the methods it takes', {
    timeout: TEST_TIMEOUTS.server.heavy,
  }, async () => {
    const wrong: string[] = [];
    const paths = Object.keys(doc.paths).filter((path) => !path.startsWith('/api/docs'));
    for (const path of paths) {
      const url = sampleUrl(path);
      // The methods any document path matching this URL takes (the router would route those elsewhere).
      const taken = new Set<string>();
      for (const [other, methods] of Object.entries(doc.paths)) {
        const regex = new RegExp(`^${other.replace(/\{\*\}/g, '.*').replace(/\{\w+\}/g, '[^/]+')}$`);
        if (!regex.test(url)) continue;
        for (const method of Object.keys(methods)) taken.add(method.toUpperCase());
      }
      if (taken.has('GET')) taken.add('HEAD');
      const own = Object.keys(doc.paths[path] ?? {}).map((m) => m.toUpperCase());
      for (const method of METHODS.filter((m) => !taken.has(m))) {
        const response = await t.app.inject({ method, url, headers: bearer(adminToken) });
        const allow = String(response.headers.allow ?? '').split(/,\s*/);
        const body = method === 'HEAD' ? null : response.json();
        if (
          response.statusCode !== 405 ||
          !own.every((m) => allow.includes(m)) ||
          allow.includes(method) ||
          (body !== null && (body.success !== false || body.message !== 'Method not allowed'))
        ) {
          wrong.push(`${method} ${url}: ${response.statusCode} Allow "${response.headers.allow ?? ''}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('query parameters a call does not take', () => {
  it('are refused with 400 on that parameter', async () => {
    const gets = operations().filter(
      ({ path, method }) => method === 'GET' && !path.includes('{') && !path.startsWith('/api/docs'),
    );
    expect(gets.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const { path } of gets) {
      const response = await t.app.inject({ method: 'GET', url: `${path}?utm_source=x`, headers: bearer(adminToken) });
      // A file route's success answer is the file, not JSON.
      const json = String(response.headers['content-type']).startsWith('application/json');
      const body = json ? response.json() : {};
      if (response.statusCode !== 400 || body.errors?.utm_source !== 'Unknown parameter') {
        wrong.push(`GET ${path}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are left alone on the pages and files outside the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/runtime-config.json?utm_source=x&_=1' });
    expect(page.statusCode).toBe(200);
  });
});

describe('a fuzzer pass checked against the document', () => {
  it('gets only documented statuses, each with a body of its documented schema', {
    timeout: TEST_TIMEOUTS.server.heavy,
  }, async () => {
    const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    addFormats(ajv);
    const validators = new Map<string, ValidateFunction>();
    const validatorOf = (key: string, schema: Record<string, unknown>) => {
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(toJsonSchema({ ...schema, components: doc.components }) as Record<string, unknown>);
        validators.set(key, validate);
      }
      return validate;
    };

    const undocumented = new Set<string>();
    const badBodies: string[] = [];
    const inject: Transport = async ({ method, url, headers, body }) => {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      return { status: response.statusCode, headers: response.headers, body: response.body };
    };

    const check = ({
      operation,
      strategy,
      request,
      response,
    }: {
      operation: Operation;
      strategy: string;
      request: { method: string; url: string };
      response: { status: number; headers: Record<string, unknown>; body: string };
    }) => {
      // Another method is the 405 test's; an operation's statuses are those of its own method. A dot segment
      // (`..`, `%2e%2e`) is resolved by inject's URL parsing, so that answer is another path's.
      if (request.method !== operation.method) return;
      if (/\/(\.|%2e){1,2}(\/|\?|$)/i.test(request.url)) return;
      const op = doc.paths[operation.path]?.[operation.method.toLowerCase()];
      if (!op) return;
      const documented = op.responses[String(response.status)];
      if (!documented) {
        undocumented.add(`${operation.name} ${response.status} [${strategy}] ${response.body.slice(0, 100)}`);
        return;
      }
      const type = String(response.headers['content-type'] ?? '');
      if (!type.startsWith('application/json') || response.body === '') return;
      const schema = documented.content?.['application/json']?.schema;
      if (!schema) {
        badBodies.push(`${operation.name} ${response.status}: JSON answered, none documented`);
        return;
      }
      const validate = validatorOf(`${operation.name} ${response.status}`, schema);
      if (!validate(JSON.parse(response.body))) {
        badBodies.push(
          `${operation.name} ${response.status} [${strategy}]: ${ajv.errorsText(validate.errors)} in ${response.body.slice(0, 200)}`,
        );
      }
    };

    await fuzzApi({
      transport: inject,
      requests: 1200,
      seed: 23,
      accounts: [{ label: 'super admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD }],
      onAnswer: check,
    });
    expect([...undocumented].sort()).toEqual([]);
    expect(badBodies).toEqual([]);
  });
});

/** The patterns a string schema states: its own and those of its allOf parts. */
function patternsOf(schema: DocString | undefined): string[] {
  if (!schema) return [];
  return [...(schema.pattern ? [schema.pattern] : []), ...(schema.allOf ?? []).flatMap(patternsOf)];
}

const isString = (schema: DocString | undefined) =>
  schema?.type === 'string' || Boolean(schema?.allOf?.some((part) => part.type === 'string'));

/**
 * The string query parameters and top-level JSON body fields of the document's operations, but the docs' own:
 * where one value can be probed alone (the body's other fields missing are other fields' errors).
 */
function requestStrings() {
  const out: { path: string; method: string; part: 'query' | 'body'; name: string; schema: DocString }[] = [];
  for (const { path, method, op } of operations()) {
    if (path.startsWith('/api/docs')) continue;
    const body = op.requestBody?.content['application/json']?.schema as DocString | undefined;
    for (const [name, schema] of Object.entries(body?.properties ?? {})) {
      if (isString(schema)) out.push({ path, method, part: 'body', name, schema });
    }
    // Fastify validates the body before the query: a query is probed only where no body is read.
    if (op.requestBody) continue;
    for (const { name, in: where, schema } of op.parameters ?? []) {
      if (where === 'query' && schema && isString(schema)) out.push({ path, method, part: 'query', name, schema });
    }
  }
  return out;
}

const pathParameters = (path: string, method: string) =>
  (doc.paths[path]?.[method.toLowerCase()]?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);

/** A URL of a document path whose parameters pass their schemas where a nil UUID or a slug does. */
function sampleParams(path: string, method: string): string {
  const parameters = doc.paths[path]?.[method.toLowerCase()]?.parameters ?? [];
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    if (schema?.format === 'uuid') return '00000000-0000-0000-0000-000000000000';
    return (schema as { type?: string } | undefined)?.type === 'integer' ? '1' : 'a-slug';
  });
}

/** OpenAPI 3.0 schema to JSON Schema where they differ: `nullable: true` admits null. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value);
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}
