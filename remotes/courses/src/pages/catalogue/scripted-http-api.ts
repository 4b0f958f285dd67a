import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server for page tests: each test scripts the answers of the calls its page makes (bodies as the
 * contract in @skillhub/shared/schemas describes them) and reads back what the page sent. The pages talk to
 * it through the shared api client exactly as they talk to the Skillhub server, CORS and all, because
 * happy-dom's page runs on another origin.
 */

export interface ScriptedRequest {
  method: string;
  /** the path below /api, e.g. '/course/published' */
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export interface ScriptedAnswer {
  status?: number;
  /** JSON unless `contentType` says otherwise (then it is sent as a string) */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface ScriptedRoute {
  method: string;
  /** an apiPaths pattern, e.g. '/course/slug/:slug' */
  pattern: string;
  answer: (request: ScriptedRequest) => ScriptedAnswer;
}

export interface ScriptedHttpApi {
  apiBase: string;
  requests: ScriptedRequest[];
  /** the requests to one pattern, oldest first */
  requestsTo(method: string, pattern: string): ScriptedRequest[];
  /** replaces the routes (a test's script) */
  script(...routes: ScriptedRoute[]): void;
  reset(): void;
  close(): Promise<void>;
}

function matcher(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
  };
}

export async function startScriptedHttpApi(): Promise<ScriptedHttpApi> {
  let routes: ScriptedRoute[] = [];
  const requests: ScriptedRequest[] = [];
  const recorded = new Map<ScriptedRequest, ScriptedRoute>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-expose-headers', 'content-disposition, retry-after');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    let raw = '';
    for await (const chunk of req) raw += chunk;

    for (const route of routes) {
      const params = route.method === req.method ? matcher(route.pattern)(path) : null;
      if (!params) continue;
      const request: ScriptedRequest = {
        method: req.method ?? '',
        path,
        query: url.searchParams,
        params,
        authorization: req.headers.authorization,
        body: raw ? JSON.parse(raw) : undefined,
      };
      requests.push(request);
      recorded.set(request, route);
      const answer = route.answer(request);
      const json = answer.contentType === undefined;
      res.writeHead(answer.status ?? 200, {
        'content-type': answer.contentType ?? 'application/json',
        ...answer.headers,
      });
      return res.end(json ? JSON.stringify(answer.body ?? {}) : String(answer.body ?? ''));
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: `No route ${req.method} ${path}` }));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Internal Server Error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    requests,
    requestsTo: (method, pattern) =>
      requests.filter((r) => r.method === method && recorded.get(r)?.pattern === pattern),
    script: (...next) => {
      routes = next;
    },
    reset: () => {
      routes = [];
      requests.length = 0;
      recorded.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
