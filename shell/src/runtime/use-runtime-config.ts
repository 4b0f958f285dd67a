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
