import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Fallback plugin: applies when loading a remote module fails for good (the entry could not be fetched even
 * after the retry plugin, the remote is not registered, or the exposed module threw while initialising).
 * Instead of the runtime's coded error it fails with a `RemoteUnavailableError` naming the remote and its
 * address, which the shell's remote area logs and turns into "This section could not be loaded" with a Retry
 * button. Nothing is substituted for the remote: a stale copy of another team's code is worse than an
 * honest gap, and the rest of the page keeps working either way.
 */

export class RemoteUnavailableError extends Error {
  readonly remoteId: string;
  readonly entry: string | undefined;

  constructor(remoteId: string, entry: string | undefined, cause: unknown) {
    super(`Remote module ${remoteId} could not be loaded${entry ? ` from ${entry}` : ''}`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remoteId = remoteId;
    this.entry = entry;
  }
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'skillhub-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'beforeRequest') return undefined;
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(id, remote?.entry, error);
    },
  };
}

/** Module Federation calls a runtime plugin file's default export to create the plugin. */
export default fallbackPlugin;
