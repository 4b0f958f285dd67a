// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureApiBase } from '../src/api-client.ts';
import { authAtom, getAccessToken, sessionStore, setSession, signedOut } from '../src/session.ts';
import { failure, ok, type ScriptedServer, startScriptedServer } from '../src/test-support/scripted-server.ts';
import { type UploadProgress, uploadWithProgress } from '../src/upload-with-progress.ts';
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

const form = (text = 'Name,Phone\r\nAsha,9876543210\r\n') => {
  const body = new FormData();
  body.set('program', 'p1');
  body.set('file', new File([text], 'contacts.csv', { type: 'text/csv' }), 'contacts.csv');
  return body;
};

async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (answer) => {
      throw new Error(`Expected a failure, got ${JSON.stringify(answer)}`);
    },
    (error: unknown) => error,
  );
}

describe('uploadWithProgress', () => {
  it('sends the form with its query and the bearer token, reports progress up to 100 and answers the JSON', async () => {
    server.on('POST /whatsapp/contacts/bulk', ({ query, body }) => ok({ query, body }));
    setSession(authData());
    const progress: UploadProgress[] = [];
    const answer = await uploadWithProgress<{ data: { query: unknown; body: unknown } }>(
      '/whatsapp/contacts/bulk',
      form(),
      { searchParams: { mode: 'preview', empty: '', missing: undefined }, onProgress: (p) => progress.push(p) },
    );
    expect(answer.data.query).toEqual({ mode: 'preview' });
    expect(answer.data.body).toEqual({ fields: { program: 'p1' }, fileSizes: { file: 29 } });
    expect(server.calls[0]?.authorization).toBe('Bearer access-1');
    expect(progress.at(-1)?.percent).toBe(100);
    // Never backwards.
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('turns a 400 into an ApiError with the server message and field errors', async () => {
    server.on('POST /training/applicants/bulk-upload', () =>
      failure(400, 'Check the file', { file: 'The file has no header row' }),
    );
    setSession(authData());
    const error = await rejection(uploadWithProgress('/training/applicants/bulk-upload', form('')));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Check the file');
    expect((error as ApiError).fieldErrors).toEqual({ file: 'The file has no header row' });
  });

  it('refreshes once on a 401 and sends the form again with the new token', async () => {
    setSession(authData('USER', 'expired'));
    server.on('POST /whatsapp/contacts/bulk', ({ authorization }) =>
      authorization === 'Bearer fresh' ? ok({ total: 1 }) : failure(401, 'Token expired'),
    );
    server.on('POST /user/refresh-token', () => ok(authData('USER', 'fresh')));
    const answer = await uploadWithProgress<{ data: { total: number } }>('/whatsapp/contacts/bulk', form());
    expect(answer.data).toEqual({ total: 1 });
    expect(server.callsTo('POST /whatsapp/contacts/bulk').map((c) => c.authorization)).toEqual([
      'Bearer expired',
      'Bearer fresh',
    ]);
    expect(server.callsTo('POST /user/refresh-token')).toHaveLength(1);
    expect(getAccessToken()).toBe('fresh');
  });

  it('clears the session when the retried upload is refused again', async () => {
    setSession(authData('USER', 'expired'));
    server.on('POST /whatsapp/contacts/bulk', () => failure(401, 'No'));
    server.on('POST /user/refresh-token', () => ok(authData('USER', 'fresh')));
    const error = await rejection(uploadWithProgress('/whatsapp/contacts/bulk', form()));
    expect((error as ApiError).status).toBe(401);
    expect(server.callsTo('POST /whatsapp/contacts/bulk')).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
  });

  it('stops when its signal is aborted, with the signal’s reason', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.on('POST /whatsapp/contacts/bulk', () => {
      arrived();
      // Never answers: only the abort ends the call.
      return new Promise(() => {});
    });
    setSession(authData());
    const controller = new AbortController();
    const call = rejection(uploadWithProgress('/whatsapp/contacts/bulk', form(), { signal: controller.signal }));
    await reached;
    const reason = new DOMException('Closed', 'AbortError');
    controller.abort(reason);
    expect(await call).toBe(reason);
    const already = await rejection(
      uploadWithProgress('/whatsapp/contacts/bulk', form(), { signal: controller.signal }),
    );
    expect(already).toBe(reason);
  });
});
