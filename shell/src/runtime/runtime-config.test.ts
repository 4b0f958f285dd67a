import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionStore } from '@skillhub/shared/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDescriptors } from './descriptors.ts';
import { fetchRuntimeConfig, parseRuntimeConfig, runtimeConfigAtom, setRuntimeConfig } from './runtime-config.ts';

/** A static host on 127.0.0.1 answering each path with the given status and body. */
async function serve(files: Record<string, { status?: number; body: string }>) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const file = files[path];
    res.writeHead(file?.status ?? (file ? 200 : 404), { 'content-type': 'application/json' });
    res.end(file?.body ?? '{"success":false,"message":"Not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const categoryPage = {
  name: 'category',
  path: '/dashboard/category',
  area: 'dashboard',
  access: 'signed-in',
  permissions: [{ module: 'Courses', subModule: 'Category', operation: 'read' }],
  menu: {
    label: { en: 'Category', hi: 'श्रेणी' },
    group: { key: 'courses', label: { en: 'Courses', hi: 'कोर्स' }, path: '/dashboard/courses-group', order: 20 },
  },
};
const published = { name: 'courses', requires: { react: '^19.3.1' }, pages: [categoryPage] };

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.set(runtimeConfigAtom, undefined);
});

describe('runtime config', () => {
  it('keeps remotes with a valid name and an entry, their inlined pages, and the live-chat address', () => {
    expect(
      parseRuntimeConfig({
        remotes: {
          courses: { entry: '/remotes/courses/0.1.0-ab12cd34ef/remoteEntry.js', ...published },
          learner: 'https://cdn.example.com/learner/0.1.0-0011223344/remoteEntry.js',
          'Not-A-Name': '/x.js',
          blog: '',
          training: 7,
        },
        liveChatUrl: 'https://chat.example.com/w.js',
      }),
    ).toEqual({
      remotes: {
        courses: { name: 'courses', entry: '/remotes/courses/0.1.0-ab12cd34ef/remoteEntry.js', descriptor: published },
        learner: {
          name: 'learner',
          entry: 'https://cdn.example.com/learner/0.1.0-0011223344/remoteEntry.js',
          descriptor: undefined,
        },
      },
      liveChatUrl: 'https://chat.example.com/w.js',
    });
    expect(parseRuntimeConfig(null)).toEqual({ remotes: {} });
    expect(parseRuntimeConfig({ remotes: 'courses' })).toEqual({ remotes: {} });
  });

  it('accepts a remote with any valid name, so a new remote needs no shell release', () => {
    expect(
      Object.keys(parseRuntimeConfig({ remotes: { certificates2: '/remotes/c/remoteEntry.js' } }).remotes),
    ).toEqual(['certificates2']);
  });

  it('leaves out a published page that is malformed or outside its area, keeping the others', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = parseRuntimeConfig({
      remotes: {
        courses: {
          entry: '/e.js',
          requires: {},
          pages: [
            categoryPage,
            { ...categoryPage, name: 'sneaky', path: '/auth', area: 'dashboard' },
            { ...categoryPage, name: 'takeover', path: '/dashboard', area: 'public' },
            { name: 'broken' },
          ],
        },
      },
    });
    expect(config.remotes.courses?.descriptor?.pages.map((page) => page.name)).toEqual(['category']);
  });

  it('reads the file over HTTP', async () => {
    const host = await serve({ '/runtime-config.json': { body: JSON.stringify({ remotes: { courses: '/e.js' } }) } });
    await expect(fetchRuntimeConfig(`${host.base}/runtime-config.json`)).resolves.toEqual({
      remotes: { courses: { name: 'courses', entry: '/e.js', descriptor: undefined } },
    });
    await host.close();
  });

  it('treats a missing or broken file as "no remotes", so the shell still starts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = await serve({ '/broken.json': { body: '{ not json' } });
    await expect(fetchRuntimeConfig(`${host.base}/runtime-config.json`)).resolves.toEqual({ remotes: {} });
    await expect(fetchRuntimeConfig(`${host.base}/broken.json`)).resolves.toEqual({ remotes: {} });
    await host.close();
  });
});

describe('what remotes publish beside their entries', () => {
  it('reads every remote.json at once, from beside each entry, and marks a remote whose server is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = await serve({
      '/remotes/courses/0.1.0-ab12cd34ef/remote.json': { body: JSON.stringify(published) },
      '/remotes/learner/0.1.0-0011223344/remote.json': { status: 503, body: '' },
    });
    setRuntimeConfig(
      parseRuntimeConfig({
        remotes: {
          courses: `${host.base}/remotes/courses/0.1.0-ab12cd34ef/remoteEntry.js`,
          learner: `${host.base}/remotes/learner/0.1.0-0011223344/remoteEntry.js`,
        },
      }),
    );
    await readDescriptors();
    const { remotes } = sessionStore.get(runtimeConfigAtom)!;
    expect(remotes.courses?.descriptor).toEqual(published);
    expect(remotes.learner?.descriptor).toBeNull();
    expect(host.requests.sort()).toEqual([
      '/remotes/courses/0.1.0-ab12cd34ef/remote.json',
      '/remotes/learner/0.1.0-0011223344/remote.json',
    ]);
    await host.close();
  });
});
