import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '@skillhub/shared/api-paths';
import { type Category, categoryBodySchema } from '@skillhub/shared/schemas/category';
import { fieldErrors } from '@skillhub/shared/schemas/common';

/**
 * A real HTTP server answering the four category calls as the Skillhub server does (same bodies, statuses
 * and messages; category-page.server.test.tsx checks the page against the real one), with its state in
 * memory so each test starts from exactly the categories it seeds, and with `failNext` to script the
 * failures a healthy server rarely gives: a 5xx with a message, or a gateway's page with none.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  authorization: string | undefined;
  body: unknown;
}

interface Failure {
  method: string;
  status: number;
  /** a JSON error body; undefined sends a body that is not JSON */
  body?: unknown;
}

const LIST = apiPaths.categories.list;
const BY_ID = new RegExp(`^${apiPaths.categories.byId.replace(':categoryId', '([^/]+)')}$`);

export interface ScriptedCategoryApi {
  /** the base to hand to configureApiBase, e.g. http://127.0.0.1:41234/api */
  apiBase: string;
  requests: RecordedRequest[];
  seed(...names: { name: string; description?: string; isDeleted?: boolean; courses?: number }[]): Category[];
  all(): Category[];
  failNext(failure: Failure): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startScriptedCategoryApi(): Promise<ScriptedCategoryApi> {
  let categories: Category[] = [];
  let failures: Failure[] = [];
  const requests: RecordedRequest[] = [];

  const make = (name: string, description: string, isDeleted = false, courses = 0): Category => {
    const now = new Date().toISOString();
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      _id: randomUUID(),
      name,
      slug,
      description,
      isDeleted,
      courses: Array.from({ length: courses }, (_, i) => ({ _id: randomUUID(), title: `${name} ${i + 1}`, slug })),
      createdAt: now,
      updatedAt: now,
    };
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const validate = (res: ServerResponse, body: unknown, exceptId?: string) => {
    const parsed = categoryBodySchema.safeParse(body);
    if (!parsed.success) {
      send(res, 400, { success: false, message: 'Validation failed', errors: fieldErrors(parsed.error.issues) });
      return null;
    }
    const taken = categories.some((c) => c._id !== exceptId && c.name.toLowerCase() === parsed.data.name.toLowerCase());
    if (taken) {
      const message = `A category named "${parsed.data.name}" already exists`;
      send(res, 409, { success: false, message, errors: { name: message } });
      return null;
    }
    return parsed.data;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // The page runs on another origin (happy-dom's), as a shell on its own host would: answer CORS.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
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
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    requests.push({
      method: req.method ?? '',
      path,
      search: url.search,
      authorization: req.headers.authorization,
      body,
    });

    const failure = failures.find((f) => f.method === req.method);
    if (failure) {
      failures = failures.filter((f) => f !== failure);
      if (failure.body === undefined) {
        res.writeHead(failure.status, { 'content-type': 'text/html' });
        return res.end('<html>Bad gateway</html>');
      }
      return send(res, failure.status, failure.body);
    }

    if (path === LIST && req.method === 'GET') {
      const active = url.searchParams.get('active') !== 'false';
      const data = categories.filter((c) => c.isDeleted !== active).sort((a, b) => a.name.localeCompare(b.name));
      const pagination = {
        page: 1,
        limit: Math.max(data.length, 1),
        total: data.length,
        totalPages: data.length ? 1 : 0,
      };
      return send(res, 200, { success: true, data, pagination });
    }
    if (path === LIST && req.method === 'POST') {
      const input = validate(res, body);
      if (!input) return;
      const created = make(input.name, input.description);
      categories = [created, ...categories];
      return send(res, 201, { success: true, message: 'Category added successfully', data: created });
    }
    const id = BY_ID.exec(path)?.[1];
    const index = categories.findIndex((c) => c._id === id);
    if (id && index === -1) return send(res, 404, { success: false, message: 'Category not found' });
    if (id && req.method === 'PUT') {
      const input = validate(res, body, id);
      if (!input) return;
      const updated = { ...categories[index]!, ...input, updatedAt: new Date().toISOString() };
      categories[index] = updated;
      return send(res, 200, {
        success: true,
        message: `Category "${updated.name}" updated successfully`,
        data: updated,
      });
    }
    if (id && req.method === 'DELETE') {
      const toggled = { ...categories[index]!, isDeleted: !categories[index]!.isDeleted };
      categories[index] = toggled;
      const message = toggled.isDeleted ? 'Successfully category deactivated' : 'Successfully category activated';
      return send(res, 200, { success: true, message, data: toggled });
    }
    send(res, 404, { success: false, message: 'Not found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { success: false, message: 'Internal Server Error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    requests,
    seed: (...items) => {
      const made = items.map((i) => make(i.name, i.description ?? `All about ${i.name}`, i.isDeleted, i.courses));
      categories.push(...made);
      return made;
    },
    all: () => categories,
    failNext: (failure) => failures.push(failure),
    reset: () => {
      categories = [];
      failures = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
