import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { LifeCycles } from 'single-spa';
import type { ShellRuntimeConfig } from './runtime-config.ts';

/**
 * Registration and loading of the remotes listed in /runtime-config.json.
 *
 * The build plugin has already created the shell's federation instance (with the shared singletons and the
 * retry/fallback plugins); remotes are registered on that instance rather than on one made with
 * `createInstance`, which would start with an empty share scope and load a second React.
 */

/** Every remote exposes exactly one module, its single-spa lifecycles. */
export const REMOTE_APP_EXPOSE = 'app';

function federation(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised');
  return instance;
}

/** Relative entries ('/remotes/courses/<build>/remoteEntry.js') are resolved against the page. */
function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.href).href;
}

export function registerRuntimeRemotes(config: ShellRuntimeConfig): void {
  const remotes = Object.values(config.remotes).map(({ name, entry }) => ({ name, entry: absoluteEntry(entry) }));
  if (remotes.length) federation().registerRemotes(remotes);
}

function isLifeCycles(value: unknown): value is LifeCycles {
  const candidate = value as Partial<LifeCycles> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Boolean(candidate.bootstrap && candidate.mount && candidate.unmount)
  );
}

/**
 * Loads `{remote}/app` and hands single-spa its lifecycles. `fresh` (a retry after a failure) re-registers the
 * remote first, which drops whatever the runtime cached about the failed attempt.
 */
export async function loadRemoteApp(
  remote: RemoteName,
  entry: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<LifeCycles & { name: string }> {
  const instance = federation();
  if (fresh) instance.registerRemotes([{ name: remote, entry: absoluteEntry(entry) }], { force: true });
  const module = await instance.loadRemote<unknown>(`${remote}/${REMOTE_APP_EXPOSE}`);
  if (!isLifeCycles(module)) throw new Error(`Remote ${remote} does not expose single-spa lifecycles`);
  // A module namespace is frozen and single-spa names its parcels; hand it a plain object.
  const { bootstrap, mount, unmount, update } = module as LifeCycles & { update?: LifeCycles['update'] };
  return { bootstrap, mount, unmount, ...(update ? { update } : {}), name: `${remote}/${REMOTE_APP_EXPOSE}` };
}

/**
 * Loads `{remote}/app` without mounting it and asks it to fetch the code of its page at `pathname` (its
 * `preload`, shared/src/ui/remote-lifecycles.tsx; a remote built without one fetches just its app). The area
 * that later shows the page gets the same module from the runtime, with nothing left to fetch.
 */
export async function preloadRemotePage(remote: RemoteName, pathname: string): Promise<void> {
  const module = await federation().loadRemote<{ preload?: unknown }>(`${remote}/${REMOTE_APP_EXPOSE}`);
  if (typeof module?.preload === 'function') module.preload(pathname);
}
