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
  // Uploads that report progress go through XMLHttpRequest (upload-with-progress.ts): logged the same way.
  const Xhr = globalThis.XMLHttpRequest as typeof XMLHttpRequest | undefined;
  const { open: originalOpen, send: originalSend } = Xhr?.prototype ?? {};
  const targets = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
  if (Xhr && originalOpen && originalSend) {
    Xhr.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      targets.set(this, { method: method.toUpperCase(), url: String(url) });
      return (originalOpen as (...args: unknown[]) => void).call(this, method, url, ...rest);
    };
    Xhr.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const target = targets.get(this);
      if (target) {
        const url = new URL(target.url, globalThis.location?.href);
        const fields =
          body instanceof FormData
            ? Object.fromEntries(
                [...body.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
              )
            : undefined;
        requests.push({
          method: target.method,
          path: url.pathname.replace(/^\/api/, ''),
          search: url.search,
          body: fields,
        });
        const done = new Promise<Response>((resolve) =>
          this.addEventListener('loadend', () => resolve(new Response())),
        );
        open.add(done);
        done.then(() => open.delete(done));
      }
      return originalSend.call(this, body);
    };
  }
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
      if (Xhr && originalOpen && originalSend) Object.assign(Xhr.prototype, { open: originalOpen, send: originalSend });
    },
  };
}
