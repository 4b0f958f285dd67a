import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApiBase } from '../api-client.ts';
import { API_PREFIX } from '../api-paths.ts';
import { queryClient } from '../query-client.ts';
import { clearSession } from '../session.ts';
import { parseMultipart } from './multipart.ts';

/**
 * Test support: a real HTTP API on 127.0.0.1 whose answers each test scripts, for what the real server
 * (skillhub-server.ts) cannot give on demand: a 500, a gateway's HTML page, an answer that comes late or
 * never, a part upload that fails twice. Routes are written as apiPaths patterns ('GET /course/:courseId'),
 * so a handler sees the path parameters, the query and the body the page sent; every call is recorded.
 * Unknown calls answer 404 in the documented error shape. It answers CORS as the real server does for an
 * allowed origin, since a page under test (happy-dom) runs on another origin.
 */

export interface ScriptedCall {
  method: string;
  /** without the /api prefix */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** the query string as sent, '?page=1&limit=10' (or '') */
  search: string;
  /** parsed JSON; a multipart body as its text fields and file sizes; otherwise the text */
  body: unknown;
  authorization: string | undefined;
  /** the request's headers, names in lower case */
  headers: Record<string, string | string[] | undefined>;
}

export interface ScriptedReply {
  status?: number;
  /** sent as JSON */
  body?: unknown;
  headers?: Record<string, string>;
  /** sent as it is instead of a JSON body (a PDF, a CSV, a proxy's HTML error page) */
  raw?: string | Uint8Array;
}

export type ScriptedHandler = (call: ScriptedCall) => ScriptedReply | Promise<ScriptedReply>;

export interface ScriptedServer {
  /** the base to hand to configureApiBase, e.g. http://127.0.0.1:41234/api */
  apiBase: string;
  calls: ScriptedCall[];
  /** 'PUT /course/progress/:courseId' -> handler; replaces an earlier handler of the same route */
  on(route: string, handler: ScriptedHandler): void;
  /** the calls answered by one route, oldest first */
  callsTo(route: string): ScriptedCall[];
  /** resolves once no call has been open or arrived for `ms` (counted from now at the earliest) */
  quiet(ms?: number): Promise<void>;
  /** forgets the routes and the calls: the next test scripts its own */
  reset(): void;
  close(): Promise<void>;
}

export const ok = (data?: unknown, message?: string, status = 200): ScriptedReply => ({
  status,
  body: { success: true, ...(message ? { message } : {}), ...(data === undefined ? {} : { data }) },
});

export const list = (data: unknown[], page = 1, limit = 10, total = data.length): ScriptedReply => ({
  body: { success: true, data, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } },
});

export const failure = (status: number, message?: string, errors?: Record<string, string>): ScriptedReply => ({
  status,
  body: { success: false, ...(message ? { message } : {}), ...(errors ? { errors } : {}) },
});

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, type);
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Route {
  route: string;
  method: string;
  names: string[];
  pattern: RegExp;
  handler: ScriptedHandler;
}

function compile(route: string, handler: ScriptedHandler): Route {
  const [method = '', path = ''] = route.split(' ');
  const names: string[] = [];
  const source = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, method, names, pattern: new RegExp(`^${source}$`), handler };
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const calls: ScriptedCall[] = [];
  const routeOf = new Map<ScriptedCall, string>();
  let routes: Route[] = [];
  let open = 0;
  let lastActivity = Date.now();

  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-expose-headers', 'content-disposition, retry-after');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    open += 1;
    lastActivity = Date.now();
    res.on('close', () => {
      open -= 1;
      lastActivity = Date.now();
    });
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? '';
    const path = url.pathname.replace(/^\/api/, '');
    const body = await readBody(req);
    let found: { route: Route; params: Record<string, string> } | undefined;
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (match) {
        const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
        found = { route, params };
        break;
      }
    }
    const call: ScriptedCall = {
      method,
      path,
      params: found?.params ?? {},
      query: Object.fromEntries(url.searchParams),
      search: url.search,
      body,
      authorization: req.headers.authorization,
      headers: req.headers,
    };
    calls.push(call);
    if (found) routeOf.set(call, found.route.route);
    try {
      const reply = found ? await found.route.handler(call) : failure(404, `No scripted answer for ${method} ${path}`);
      if (reply.raw !== undefined) {
        res.writeHead(reply.status ?? 200, reply.headers);
        res.end(reply.raw);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    } catch {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Internal Server Error' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    calls,
    on: (route, handler) => {
      // Exact paths before patterns, so '/course/notes/my' is not taken by '/course/notes/:noteId'.
      routes = [...routes.filter((r) => r.route !== route), compile(route, handler)].sort(
        (a, b) => a.names.length - b.names.length,
      );
    },
    callsTo: (route) => calls.filter((call) => routeOf.get(call) === route),
    quiet: async (ms = 300) => {
      // A call the page starts now reaches the server a little later (happy-dom's fetch sends a preflight first).
      const since = Date.now();
      while (open > 0 || Date.now() - Math.max(lastActivity, since) < ms) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    reset: () => {
      calls.length = 0;
      routeOf.clear();
      routes = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The scripted server for the tests of one file: started before the first and pointed at by the page's api
 * client, closed after the last. After each test it forgets that test's script and calls, and the page's query
 * cache and session go with them, so every test scripts its own answers from a clean page.
 */
export function withScriptedServer(): ScriptedServer {
  let server: ScriptedServer | undefined;
  const current = () => {
    if (!server) throw new Error('The scripted server has not started');
    return server;
  };
  beforeAll(async () => {
    server = await startScriptedServer();
    configureApiBase(server.apiBase);
  });
  afterEach(() => {
    current().reset();
    queryClient.clear();
    clearSession();
  });
  afterAll(async () => {
    configureApiBase(API_PREFIX);
    await server?.close();
  });
  return {
    get apiBase() {
      return current().apiBase;
    },
    get calls() {
      return current().calls;
    },
    on: (route, handler) => current().on(route, handler),
    callsTo: (route) => current().callsTo(route),
    quiet: (ms) => current().quiet(ms),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
