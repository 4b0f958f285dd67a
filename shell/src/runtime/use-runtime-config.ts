import type { RuntimeConfig } from '@skillhub/shared/remote-props';
import type { AppRoute } from '@skillhub/shared/routes';
import { sessionStore } from '@skillhub/shared/session';
import { useAtomValue } from 'jotai';
import { runtimeConfigAtom, type ShellRuntimeConfig } from './runtime-config.ts';

/**
 * The runtime config as the page knows it: undefined while `/runtime-config.json` is still loading.
 * Reads the page's one store explicitly, so it works inside and outside the shell's jotai Provider.
 */
export function useRuntimeConfig(): ShellRuntimeConfig | undefined {
  return useAtomValue(runtimeConfigAtom, { store: sessionStore });
}

/**
 * A shell-owned route is always there; a remote-owned one only when its remote is listed in the runtime config.
 * While the config is still loading (undefined) remote-owned routes count as unavailable.
 */
export function isRouteAvailable(route: AppRoute, config: RuntimeConfig | undefined): boolean {
  return route.owner === 'shell' || Boolean(config?.remotes[route.owner]);
}
