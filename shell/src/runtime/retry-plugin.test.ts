import { describe, expect, it, vi } from 'vitest';
import { fallbackPlugin, RemoteUnavailableError } from './fallback-plugin.ts';
import { retryPlugin } from './retry-plugin.ts';

type LoadEntryError = NonNullable<ReturnType<typeof retryPlugin>['loadEntryError']>;
type Args = Parameters<LoadEntryError>[0];

function entryFailure(getRemoteEntry: Args['getRemoteEntry']) {
  const globalLoading: Args['globalLoading'] = { 'courses:/remotes/courses/remoteEntry.js': Promise.resolve() };
  const args = {
    getRemoteEntry,
    origin: {} as Args['origin'],
    remoteInfo: { name: 'courses', entry: '/remotes/courses/remoteEntry.js' } as Args['remoteInfo'],
    globalLoading,
    uniqueKey: 'courses:/remotes/courses/remoteEntry.js',
  } satisfies Args;
  return args;
}

describe('retry plugin', () => {
  it('downloads a failed remote entry again, with a cache-busting address, until it arrives', async () => {
    const exports = { get: vi.fn(), init: vi.fn() };
    const urls: string[] = [];
    const getRemoteEntry = vi.fn(async (params: Parameters<Args['getRemoteEntry']>[0]) => {
      urls.push(params.getEntryUrl?.('/remotes/courses/remoteEntry.js') ?? '');
      if (urls.length < 2) throw new Error('ScriptNetworkError');
      return exports;
    }) as unknown as Args['getRemoteEntry'];
    const args = entryFailure(getRemoteEntry);
    const plugin = retryPlugin({ attempts: 3, delayMs: 1 });
    await expect(plugin.loadEntryError?.(args)).resolves.toBe(exports);
    expect(urls).toEqual(['/remotes/courses/remoteEntry.js?retry=1', '/remotes/courses/remoteEntry.js?retry=2']);
    expect(args.globalLoading[args.uniqueKey]).toBeUndefined();
  });

  it('gives up after the configured attempts, leaving the failure to the shell', async () => {
    const getRemoteEntry = vi.fn(async () => {
      throw new Error('ScriptNetworkError');
    }) as unknown as Args['getRemoteEntry'];
    const plugin = retryPlugin({ attempts: 2, delayMs: 1 });
    await expect(plugin.loadEntryError?.(entryFailure(getRemoteEntry))).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('fallback plugin', () => {
  it('turns a failed remote load into one RemoteUnavailableError naming the remote and its address', async () => {
    const plugin = fallbackPlugin();
    const hook = plugin.errorLoadRemote as (args: unknown) => Promise<unknown>;
    const failure = hook({
      id: 'courses/app',
      error: new Error('[ Federation Runtime ]: RUNTIME-008'),
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: { name: 'courses', entry: 'http://localhost/remotes/courses/remoteEntry.js' },
      origin: {},
    });
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toThrow(
      'Remote module courses/app could not be loaded from http://localhost/remotes/courses/remoteEntry.js',
    );
  });

  it('leaves shared-dependency failures alone', async () => {
    const hook = fallbackPlugin().errorLoadRemote as (args: unknown) => Promise<unknown>;
    await expect(
      hook({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare', origin: {} }),
    ).resolves.toBeUndefined();
  });
});
