import { parseMultipart } from './multipart.ts';

/**
 * Test support: the page's network log, as the browser's developer tools keep it. Page tests against the
 * real server (skillhub-server.ts) read what the page asked for (one list call for the whole table, the
 * search sent once the typing paused) without replacing the server's answers.
 */

export interface LoggedRequest {
  method: string;
  /** below /api, e.g. '/course/all' */
  path: string;
  /** the query string as sent, '?page=1&limit=10' (or '') */
  search: string;
  /** the JSON body, parsed; a form's text fields; undefined for none or another kind */
  body: unknown;
}

export interface RequestLog {
  requests: LoggedRequest[];
  /** the requests of one method and path */
  to(method: string, path: string): LoggedRequest[];
  /**
   * Resolves once no request is open: the calls a page makes as it unmounts (the player saves where the video
   * was) land before the next test. A call started now reaches fetch a moment later, so it looks twice.
   */
  idle(): Promise<void>;
  clear(): void;
  stop(): void;
}

export function logRequests(): RequestLog {
  const requests: LoggedRequest[] = [];
  const open = new Set<Promise<Response>>();
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // ky hands over a Request; wrapping it again would need `duplex` for a streamed body in Node.
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    let body: unknown;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('json')) body = JSON.parse(await request.clone().text());
    if (type.includes('multipart/form-data')) {
      body = parseMultipart(Buffer.from(await request.clone().arrayBuffer()), type).fields;
    }
    requests.push({ method: request.method, path: url.pathname.replace(/^\/api/, ''), search: url.search, body });
    const response = original(request);
    open.add(response);
    response.then(
      () => open.delete(response),
      () => open.delete(response),
    );
    return response;
  };
  return {
    requests,
    to: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    idle: async () => {
      for (let look = 0; look < 2 || open.size > 0; look += 1) {
        await Promise.allSettled([...open]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    clear: () => {
      requests.length = 0;
    },
    stop: () => {
      globalThis.fetch = original;
    },
  };
}
