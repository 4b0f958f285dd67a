import { INLINE_RUNTIME_CONFIG_ID, readInlineJson } from '@skillhub/shared/inline-data';
import { WHATSAPP_NUMBER_PATTERN } from '@skillhub/shared/live-chat';
import { parseRemoteDescriptor, type RemoteDescriptor, type RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import { isRemoteName, type RemoteName } from '@skillhub/shared/remote-props';
import { sessionStore } from '@skillhub/shared/session';
import { atom } from 'jotai';

/**
 * `/runtime-config.json` is data, not a build input: the server (or any static host) says where each remote's
 * entry lives, so a remote can be pointed at a new build without rebuilding the shell. With each remote comes
 * what it publishes (its pages, the versions it needs), inlined by the host or read from beside its entry.
 */

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export interface DeployedRemote {
  name: RemoteName;
  /** the address of its remoteEntry.js, as listed (relative addresses resolve against the page) */
  entry: string;
  /** what it publishes: undefined while it is being read, null when it could not be read */
  descriptor: RemoteDescriptor | null | undefined;
}

export interface ShellRuntimeConfig {
  remotes: Record<RemoteName, DeployedRemote>;
  /** the live-chat widget's script, when one is configured */
  liveChatUrl?: string;
  /** the WhatsApp chat button's business number (wa.me digits), as the server is configured */
  liveChatWhatsApp?: string;
}

/** Undefined until the file has been read (or has failed to load, which counts as "no remotes"). */
export const runtimeConfigAtom = atom<ShellRuntimeConfig | undefined>(undefined);

export function setRuntimeConfig(config: ShellRuntimeConfig): void {
  sessionStore.set(runtimeConfigAtom, config);
}

/** Replaces what one remote publishes, leaving the rest of the config as it is. */
export function setDescriptor(name: RemoteName, descriptor: RemoteDescriptor | null | undefined): void {
  const config = sessionStore.get(runtimeConfigAtom);
  const remote = config?.remotes[name];
  if (!config || !remote) return;
  setRuntimeConfig({ ...config, remotes: { ...config.remotes, [name]: { ...remote, descriptor } } });
}

function parseRemote(name: RemoteName, raw: RuntimeConfig['remotes'][string] | unknown): DeployedRemote | null {
  if (typeof raw === 'string') return raw.trim() ? { name, entry: raw.trim(), descriptor: undefined } : null;
  if (typeof raw !== 'object' || raw === null) return null;
  const { entry } = raw as { entry?: unknown };
  if (typeof entry !== 'string' || !entry.trim()) return null;
  // An inlined descriptor that cannot be read is read again from beside the entry.
  return { name, entry: entry.trim(), descriptor: parseRemoteDescriptor(name, raw) ?? undefined };
}

/** Keeps remotes with a valid name and an entry address; anything else in the file is ignored. */
export function parseRuntimeConfig(raw: unknown): ShellRuntimeConfig {
  const config: ShellRuntimeConfig = { remotes: {} };
  if (typeof raw !== 'object' || raw === null) return config;
  const { remotes, liveChatUrl, liveChatWhatsApp } = raw as {
    remotes?: unknown;
    liveChatUrl?: unknown;
    liveChatWhatsApp?: unknown;
  };
  if (typeof remotes === 'object' && remotes !== null) {
    for (const [name, value] of Object.entries(remotes)) {
      const remote = isRemoteName(name) ? parseRemote(name, value) : null;
      if (remote) config.remotes[name] = remote;
    }
  }
  if (typeof liveChatUrl === 'string' && liveChatUrl.trim()) config.liveChatUrl = liveChatUrl.trim();
  if (typeof liveChatWhatsApp === 'string' && WHATSAPP_NUMBER_PATTERN.test(liveChatWhatsApp)) {
    config.liveChatWhatsApp = liveChatWhatsApp;
  }
  return config;
}

/**
 * The config the server wrote into the page (`<script type="application/json" id="sh-runtime-config">`, what the
 * file would answer), so start-up does not wait for a request; undefined when the page has none.
 */
export function inlineRuntimeConfig(): ShellRuntimeConfig | undefined {
  const raw = readInlineJson(INLINE_RUNTIME_CONFIG_ID);
  return raw === undefined ? undefined : parseRuntimeConfig(raw);
}

/**
 * Reads the file once per page load. A missing or broken file is not fatal: the shell's own pages keep working
 * and every other address is not found.
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
