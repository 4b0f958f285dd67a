import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

export interface Forwarded {
  upstream: string;
  method: string;
  url: string;
  status: number;
}

/** A request the proxy holds after sending half of its body, until the test lets it go on. */
export interface HeldRequest {
  /** Resolves with the upstream that has the request in flight. */
  reached: Promise<Upstream>;
  resume(): void;
  /** Resolves once the upstream has answered the request (or failed it), whoever still waits for the answer. */
  settled: Promise<void>;
}

interface Hold {
  test: (method: string, url: string) => boolean;
  reached: (upstream: Upstream) => void;
  go: Promise<void>;
  settled: () => void;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The load balancer of the test topology: round-robin over the API processes, like nginx's default
 * upstream. It buffers each request body (as nginx does) and passes a request to the next process when a
 * connection is refused, but never re-sends one a process has started on (502, as nginx does for POST).
 * With one upstream it also stands between the API processes and the storage, to hold a storage call.
 */
export class RoundRobinProxy {
  readonly forwarded: Forwarded[] = [];
  private upstreams: Upstream[] = [];
  private next = 0;
  private hold: Hold | null = null;
  private readonly server: Server = createServer((request, response) => {
    void this.handle(request).then(
      ({ status, headers, body }) => {
        response.writeHead(status, headers);
        response.end(body);
      },
      (error: Error) => {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`Bad gateway: ${error.message}`);
      },
    );
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  setUpstreams(upstreams: Upstream[]): void {
    this.upstreams = upstreams;
  }

  /** Holds the next request that passes `test` half-way through its body (see HeldRequest). */
  holdNext(test: (method: string, url: string) => boolean): HeldRequest {
    let reached!: (u: Upstream) => void;
    let resume!: () => void;
    let settled!: () => void;
    const reachedPromise = new Promise<Upstream>((resolve) => {
      reached = resolve;
    });
    const go = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const settledPromise = new Promise<void>((resolve) => {
      settled = resolve;
    });
    this.hold = { test, reached, go, settled };
    return { reached: reachedPromise, resume, settled: settledPromise };
  }

  private async handle(request: IncomingMessage) {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const held = this.hold?.test(method, url) ? this.hold : null;
    if (held) this.hold = null;
    try {
      return await this.dispatch(request, body, method, url, held);
    } finally {
      held?.settled();
    }
  }

  private async dispatch(request: IncomingMessage, body: Buffer, method: string, url: string, held: Hold | null) {
    let lastError: Error | undefined;
    for (let attempt = 0; attempt < this.upstreams.length; attempt++) {
      const upstream = this.upstreams[this.next++ % this.upstreams.length] as Upstream;
      try {
        const result = await this.forward(upstream, request, body, held);
        this.forwarded.push({ upstream: upstream.name, method, url, status: result.status });
        return result;
      } catch (error) {
        lastError = error as Error;
        // Only a refused connection means the request never reached the process.
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') {
          this.forwarded.push({ upstream: upstream.name, method, url, status: 502 });
          throw error;
        }
      }
    }
    throw lastError ?? new Error('no upstream');
  }

  private forward(
    upstream: Upstream,
    incoming: IncomingMessage,
    body: Buffer,
    held: Hold | null,
  ): Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const headers = { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1' };
      // A connection per request: no idle keep-alive socket of a stopped process is ever reused.
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: upstream.port, method: incoming.method, path: incoming.url, headers, agent: false },
        (response) => {
          readBody(response).then((data) => {
            const out: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined && name !== 'transfer-encoding' && name !== 'connection') out[name] = value;
            }
            resolve({ status: response.statusCode ?? 502, headers: out, body: data });
          }, reject);
        },
      );
      outgoing.on('error', reject);
      if (!held) {
        outgoing.end(body);
        return;
      }
      const half = Math.floor(body.length / 2);
      outgoing.write(body.subarray(0, half), () => {
        held.reached(upstream);
        void held.go.then(() => {
          if (!outgoing.destroyed) outgoing.end(body.subarray(half));
        });
      });
    });
  }
}
