import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP API on 127.0.0.1 whose answers each test scripts, route by route, with the bodies and statuses
 * of api-conventions.md. Routes are written as the apiPaths patterns ('GET /course/progress/:courseId'), so a
 * handler sees the path parameters, the query and the JSON body the page sent; every call is recorded.
 * Unknown calls answer 404 in the documented shape. `quiet()` waits for the calls a page makes as
 * it unmounts (the player saves where the video was), so they cannot land in the next test's script.
 */

export interface ApiCall {
  method: string;
  /** without the /api prefix */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** raw bytes instead of a JSON body (a PDF receipt) */
  raw?: string;
}

export type ApiHandler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export interface ScriptedApi {
  /** the base to hand to configureApiBase, e.g. http://127.0.0.1:41234/api */
  apiBase: string;
  calls: ApiCall[];
  /** 'PUT /course/progress/:courseId/:sectionId/:subSectionId' -> handler; replaces an earlier one */
  on(route: string, handler: ApiHandler): void;
  /** the calls made to one route pattern */
  callsTo(route: string): ApiCall[];
  /** resolves once no call has been open or arrived for `ms` milliseconds (counted from now at the earliest) */
  quiet(ms?: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface CompiledRoute {
  route: string;
  method: string;
  names: string[];
  pattern: RegExp;
}

function compile(route: string): CompiledRoute {
  const [method = '', path = ''] = route.split(' ');
  const names: string[] = [];
  const source = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, method, names, pattern: new RegExp(`^${source}$`) };
}

function match(compiled: CompiledRoute, method: string, path: string): Record<string, string> | null {
  if (compiled.method !== method) return null;
  const found = compiled.pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(compiled.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}

export async function startScriptedApi(): Promise<ScriptedApi> {
  const calls: (ApiCall & { route: string | null })[] = [];
  let routes: { compiled: CompiledRoute; handler: ApiHandler }[] = [];
  let open = 0;
  let lastActivity = Date.now();

  const server = createServer(async (req, res) => {
    // The page runs on another origin (happy-dom's), as a shell on its own host would: answer CORS.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
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
    let found: { route: string; handler: ApiHandler; params: Record<string, string> } | null = null;
    for (const { compiled, handler } of routes) {
      const params = match(compiled, method, path);
      if (params) {
        found = { route: compiled.route, handler, params };
        break;
      }
    }
    const call = {
      method,
      path,
      params: found?.params ?? {},
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization,
      route: found?.route ?? null,
    };
    calls.push(call);
    try {
      const reply = found ? await found.handler(call) : { status: 404, body: { success: false, message: 'Not found' } };
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
      // Exact patterns first, so '/course/notes/my' is not taken by '/course/notes/:noteId'.
      routes = [...routes.filter((r) => r.compiled.route !== route), { compiled: compile(route), handler }].sort(
        (a, b) => a.compiled.names.length - b.compiled.names.length,
      );
    },
    callsTo: (route) => calls.filter((c) => c.route === route),
    quiet: async (ms = 300) => {
      // A call the page starts now reaches the server a little later (happy-dom's fetch sends a preflight first).
      const since = Date.now();
      while (open > 0 || Date.now() - Math.max(lastActivity, since) < ms) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    reset: () => {
      calls.length = 0;
      routes = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ok = (data?: unknown, message?: string, status = 200): ApiReply => ({
  status,
  body: { success: true, ...(message ? { message } : {}), ...(data === undefined ? {} : { data }) },
});

export const list = (data: unknown[], page = 1, limit = 10, total = data.length): ApiReply => ({
  body: { success: true, data, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } },
});

export const failure = (status: number, message: string, errors?: Record<string, string>): ApiReply => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});
