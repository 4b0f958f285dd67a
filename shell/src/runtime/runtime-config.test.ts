import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES } from '@skillhub/shared/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';
import { isRouteAvailable } from './use-runtime-config.ts';

async function serve(status: number, body: string) {
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/runtime-config.json`, close: () => server.close() };
}

afterEach(() => vi.restoreAllMocks());

describe('runtime config', () => {
  it('keeps known remotes with an address and the optional live-chat address', () => {
    expect(
      parseRuntimeConfig({
        remotes: { courses: '/remotes/courses/remoteEntry.js', unknown: '/x.js', blog: '', learner: 7 },
        liveChatUrl: 'https://chat.example.com/w.js',
      }),
    ).toEqual({
      remotes: { courses: '/remotes/courses/remoteEntry.js' },
      liveChatUrl: 'https://chat.example.com/w.js',
    });
    expect(parseRuntimeConfig(null)).toEqual({ remotes: {} });
    expect(parseRuntimeConfig({ remotes: 'courses' })).toEqual({ remotes: {} });
  });

  it('reads the file over HTTP', async () => {
    const file = await serve(200, JSON.stringify({ remotes: { courses: '/remotes/courses/remoteEntry.js' } }));
    await expect(fetchRuntimeConfig(file.url)).resolves.toEqual({
      remotes: { courses: '/remotes/courses/remoteEntry.js' },
    });
    file.close();
  });

  it('treats a missing or broken file as "no remotes", so the shell still starts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = await serve(404, '{"success":false,"message":"Not found"}');
    await expect(fetchRuntimeConfig(missing.url)).resolves.toEqual({ remotes: {} });
    missing.close();
    const broken = await serve(200, '{ not json');
    await expect(fetchRuntimeConfig(broken.url)).resolves.toEqual({ remotes: {} });
    broken.close();
  });

  it('makes a remote-owned route available only when its remote is listed', () => {
    const category = ROUTES.find((r) => r.path === '/dashboard/category')!;
    const users = ROUTES.find((r) => r.path === '/dashboard/users')!;
    expect(isRouteAvailable(category, undefined)).toBe(false);
    expect(isRouteAvailable(category, { remotes: {} })).toBe(false);
    expect(isRouteAvailable(category, { remotes: { courses: '/remotes/courses/remoteEntry.js' } })).toBe(true);
    expect(isRouteAvailable(users, undefined)).toBe(true);
  });
});
