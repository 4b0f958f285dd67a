import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@skillhub/shared/remote-props';
import { sessionStore } from '@skillhub/shared/session';
import { atom } from 'jotai';

/**
 * `/runtime-config.json` is data, not a build input: the server (or any static host) says where each remote's
 * entry lives, so a remote can be pointed at a new build without rebuilding the shell.
 */

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** The shell also reads an optional live-chat widget address from the same file. */
export interface ShellRuntimeConfig extends RuntimeConfig {
  liveChatUrl?: string;
}

/** Undefined until the file has been read (or has failed to load, which counts as "no remotes"). */
export const runtimeConfigAtom = atom<ShellRuntimeConfig | undefined>(undefined);

export function setRuntimeConfig(config: ShellRuntimeConfig): void {
  sessionStore.set(runtimeConfigAtom, config);
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** Keeps only known remotes with a non-empty entry address; anything else in the file is ignored. */
export function parseRuntimeConfig(raw: unknown): ShellRuntimeConfig {
  const config: ShellRuntimeConfig = { remotes: {} };
  if (typeof raw !== 'object' || raw === null) return config;
  const { remotes, liveChatUrl } = raw as { remotes?: unknown; liveChatUrl?: unknown };
  if (typeof remotes === 'object' && remotes !== null) {
    for (const [name, entry] of Object.entries(remotes)) {
      if (isRemoteName(name) && typeof entry === 'string' && entry.trim()) config.remotes[name] = entry.trim();
    }
  }
  if (typeof liveChatUrl === 'string' && liveChatUrl.trim()) config.liveChatUrl = liveChatUrl.trim();
  return config;
}

/**
 * Reads the file once per page load. A missing or broken file is not fatal: the shell's own pages keep working
 * and every remote-owned route is treated as not found.
 */
export async function fetchRuntimeConfig(url: string = RUNTIME_CONFIG_URL): Promise<ShellRuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error('[shell] runtime config could not be read; remote areas are unavailable', error);
    return { remotes: {} };
  }
}
