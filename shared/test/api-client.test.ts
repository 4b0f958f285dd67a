import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, configureApiBase, download, errorMessage, request } from '../src/api-client.ts';
import { GENERIC_ERROR_MESSAGE } from '../src/constants.ts';
import { endpoint } from '../src/endpoint.ts';
import { authEndpoints } from '../src/endpoints/auth.ts';
import { categoryEndpoints } from '../src/endpoints/categories.ts';
import { dashboardEndpoints } from '../src/endpoints/dashboard.ts';
import { healthEndpoints } from '../src/endpoints/health.ts';
import { userEndpoints } from '../src/endpoints/users.ts';
import { authAtom, getAccessToken, sessionStore, setSession, signedOut } from '../src/session.ts';
import {
  failure as failed,
  ok,
  type ScriptedServer,
  startScriptedServer,
} from '../src/test-support/scripted-server.ts';
import { authData } from './session-fixtures.ts';

let server: ScriptedServer;

beforeAll(async () => {
  server = await startScriptedServer();
  configureApiBase(server.apiBase);
});

afterAll(async () => {
  configureApiBase('/api');
  await server.close();
});

beforeEach(() => {
  server.reset();
  sessionStore.set(authAtom, signedOut);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const calls = (path: string) => server.calls.filter((r) => r.path === path);

/** Calls of the client's own behaviour, not of the Skillhub API: what goes out and what comes back. */
const echo = endpoint({
  method: 'POST',
  path: '/echo',
  query: z.object({ page: z.number(), search: z.string(), active: z.boolean(), missing: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ data: z.object({ url: z.string(), body: z.unknown() }) }),
});
const contactUs = endpoint({ method: 'POST', path: '/contact-us', body: z.object({}), response: z.unknown() });

/** The ApiError a call fails with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('sends JSON and query parameters and reads the JSON answer', async () => {
    server.on('POST /echo', ({ path, search, body }) => ok({ url: `/api${path}${search}`, body }, undefined, 201));
    const answer = await request(echo, {
      body: { name: 'Design' },
      query: { page: 2, search: '', active: true, missing: undefined },
    });
    expect(answer.data).toEqual({ url: '/api/echo?page=2&active=true', body: { name: 'Design' } });
  });

  it('attaches the bearer token only when one is held', async () => {
    server.on('GET /dashboard', () => ok({}));
    await request(dashboardEndpoints.summary);
    setSession(authData());
    await request(dashboardEndpoints.summary);
    expect(calls('/dashboard').map((r) => r.authorization)).toEqual([undefined, 'Bearer access-1']);
  });

  it('includes credentials on auth calls only', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.on('POST /user/login', () => ok(authData()));
    server.on('GET /dashboard', () => ok({}));
    await request(authEndpoints.login, { body: { email: 'a@example.com', password: 'x' } });
    await request(dashboardEndpoints.summary);
    const credentials = fetchSpy.mock.calls.map(([input]) => (input as Request).credentials);
    expect(credentials).toEqual(['include', 'same-origin']);
  });

  it('downloads a file with its name and the bearer token, and a refused download is an ApiError', async () => {
    server.on('GET /export', () => ({
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="enquiries.csv"' },
      raw: 'Name,Phone\r\nAsha,9876543210\r\n',
    }));
    server.on('GET /forbidden-export', () => failed(403, 'You do not have permission to perform this action'));
    setSession(authData());
    const file = await download('/export', { searchParams: { status: 'Pending' } });
    expect(file.fileName).toBe('enquiries.csv');
    expect(await file.blob.text()).toBe('Name,Phone\r\nAsha,9876543210\r\n');
    expect(calls('/export')[0]?.authorization).toBe('Bearer access-1');
    const error = await failure(download('/forbidden-export'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('You do not have permission to perform this action');
  });

  it('downloads a file the server makes on a POST', async () => {
    server.on('POST /training/applicants/download-certificate/a1', () => ({
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="training_certificate.pdf"',
      },
      raw: '%PDF-1.7',
    }));
    setSession(authData());
    const file = await download('/training/applicants/download-certificate/a1', { method: 'post' });
    expect(file.fileName).toBe('training_certificate.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('answers undefined for an empty body', async () => {
    server.on('DELETE /course/category/1', () => ({ status: 204, raw: '' }));
    await expect(request(categoryEndpoints.toggle, { params: { categoryId: '1' } })).resolves.toBeUndefined();
  });
});

describe('401 handling', () => {
  it('refreshes once and retries with the new token', async () => {
    setSession(authData('USER', 'expired'));
    server.on('GET /user/all', ({ authorization }) =>
      authorization === 'Bearer fresh' ? ok(['ok']) : failed(401, 'Token expired'),
    );
    server.on('POST /user/refresh-token', () => ok(authData('USER', 'fresh')));

    const [first, second] = await Promise.all([request(userEndpoints.list), request(userEndpoints.list)]);
    expect(first.data).toEqual(['ok']);
    expect(second.data).toEqual(['ok']);
    // Two calls failed at once; they share one refresh.
    expect(calls('/user/refresh-token')).toHaveLength(1);
    expect(getAccessToken()).toBe('fresh');
  });

  it('clears the session when the refresh fails', async () => {
    setSession(authData('USER', 'expired'));
    server.on('GET /user/all', () => failed(401, 'Token expired'));
    server.on('POST /user/refresh-token', () => failed(401, 'Session ended'));
    const error = await failure(request(userEndpoints.list));
    expect(error.status).toBe(401);
    expect(calls('/user/all')).toHaveLength(1);
    expect(sessionStore.get(authAtom)).toEqual(signedOut);
  });

  it('clears the session when the retried call is refused again', async () => {
    setSession(authData('USER', 'expired'));
    server.on('GET /user/all', () => failed(401, 'No'));
    server.on('POST /user/refresh-token', () => ok(authData('USER', 'fresh')));
    await failure(request(userEndpoints.list));
    expect(calls('/user/all')).toHaveLength(2);
    expect(calls('/user/refresh-token')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('leaves the session alone on a 401 from an auth call', async () => {
    setSession(authData('USER', 'kept'));
    server.on('POST /user/login', () => failed(401, 'Invalid email or password'));
    const error = await failure(request(authEndpoints.login, { body: { email: 'a@example.com', password: 'x' } }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password');
    expect(calls('/user/refresh-token')).toHaveLength(0);
    expect(getAccessToken()).toBe('kept');
  });
});

describe('error normalisation', () => {
  it('gives the HTTP status with the body and its field messages', async () => {
    const body = { success: false, message: 'Check the form', errors: { name: 'Category name is required' } };
    server.on('POST /course/category', () => ({ status: 400, body }));
    const error = await failure(request(categoryEndpoints.create, { body: { name: '', description: '' } }));
    expect(error.status).toBe(400);
    expect(error.data).toEqual(body);
    expect(error.fieldErrors).toEqual({ name: 'Category name is required' });
    expect(errorMessage(error)).toBe('Check the form');
  });

  it('falls back to the generic message when the body is not JSON', async () => {
    server.on('GET /health', () => ({ status: 500, headers: { 'content-type': 'text/plain' }, raw: 'boom' }));
    const error = await failure(request(healthEndpoints.live));
    expect(error.status).toBe(500);
    expect(error.data).toBeUndefined();
    expect(errorMessage(error)).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(new Error('x'), 'Custom fallback')).toBe('Custom fallback');
  });

  it('reports PARSING_ERROR for a success body that is not JSON', async () => {
    server.on('GET /health', () => ({ headers: { 'content-type': 'application/json' }, raw: '{"success": tru' }));
    expect((await failure(request(healthEndpoints.live))).status).toBe('PARSING_ERROR');
  });

  it('reports TIMEOUT_ERROR when the server does not answer in time', async () => {
    // Never answers.
    server.on('POST /contact-us', () => new Promise(() => {}));
    expect((await failure(request(contactUs, { body: {}, timeout: 100 }))).status).toBe('TIMEOUT_ERROR');
  });

  it('reports FETCH_ERROR when nothing listens', async () => {
    const down = await startScriptedServer();
    await down.close();
    configureApiBase(down.apiBase);
    try {
      expect((await failure(request(contactUs, { body: {} }))).status).toBe('FETCH_ERROR');
    } finally {
      configureApiBase(server.apiBase);
    }
  });
});
