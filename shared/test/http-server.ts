import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface TestServer {
  /** e.g. http://127.0.0.1:41234/api */
  apiBase: string;
  requests: Recorded[];
  /** Routes by 'METHOD /path' (without the /api prefix). */
  routes: Map<string, Handler>;
  close: () => Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A real HTTP server on 127.0.0.1 for client tests: the client's whole stack (ky, fetch, headers, status
 * handling) runs as it does in the browser. It answers CORS preflights, since happy-dom's fetch enforces
 * CORS against its own page origin.
 */
export async function startTestServer(): Promise<TestServer> {
  const requests: Recorded[] = [];
  const routes = new Map<string, Handler>();
  const server = createServer((req, res) => {
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
    const path = (req.url ?? '').split('?')[0]?.replace(/^\/api/, '') ?? '';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const handler = routes.get(`${req.method} ${path}`);
    if (handler) handler(req, res);
    else sendJson(res, 404, { success: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    requests,
    routes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
