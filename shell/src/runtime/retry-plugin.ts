import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Retry plugin: applies when a remote's `remoteEntry.js` fails to download (a dropped connection, a deploy in
 * progress, a proxy hiccup). The entry is fetched again a few times with a growing pause and a cache-busting
 * query before the failure reaches the shell's remote area. It does not apply to errors thrown while a remote
 * runs: retrying those would only repeat the crash.
 */

export interface RetryOptions {
  /** further attempts after the first failure */
  attempts: number;
  /** pause before attempt n is n * delayMs */
  delayMs: number;
}

const DEFAULTS: RetryOptions = { attempts: 2, delayMs: 400 };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];
type RemoteEntryExports = Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>;

export function retryPlugin(options: Partial<RetryOptions> = {}): ModuleFederationRuntimePlugin {
  const { attempts, delayMs } = { ...DEFAULTS, ...options };

  async function retryEntry(args: LoadEntryErrorArgs): Promise<RemoteEntryExports | undefined> {
    const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      await pause(delayMs * attempt);
      // The failed download is still memoised under this key; drop it or the retry would await the same failure.
      delete globalLoading[uniqueKey];
      try {
        const exports = await getRemoteEntry({
          origin,
          remoteInfo,
          remoteEntryExports,
          getEntryUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`,
        });
        if (exports) return exports;
      } catch {
        // next attempt
      }
    }
    return undefined;
  }

  return {
    name: 'skillhub-remote-entry-retry',
    // The runtime awaits what this returns; its declared type wraps the promise twice, hence the cast.
    loadEntryError: ((args) => retryEntry(args)) as LoadEntryError,
  };
}

/** Module Federation calls a runtime plugin file's default export to create the plugin. */
export default retryPlugin;
