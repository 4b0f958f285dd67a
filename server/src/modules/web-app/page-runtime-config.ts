import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { FastifyInstance } from 'fastify';
import { liveChatRuntimeConfig } from '../settings/live-chat-settings.ts';
import { runtimeConfig } from './runtime-config.ts';

/** What GET /runtime-config.json answers, and what a server-rendered page inlines: the same object. */
export async function pageRuntimeConfig(app: FastifyInstance): Promise<RuntimeConfig> {
  // The live-chat setting comes from the database, so a change in Settings shows on the next page load.
  return { ...runtimeConfig(app.config), ...(await liveChatRuntimeConfig(app)) };
}

/**
 * The remote that publishes the page at `path` (a route pattern such as '/course/:slug') and the address of its
 * entry, from what each remote publishes (inlined in the runtime config for the builds this server hosts). A
 * remote listed only by address (REMOTE_<NAME>_URL) is not known to own anything here: null.
 */
export function remoteOwning(config: RuntimeConfig, path: string): { name: RemoteName; entry: string } | null {
  for (const [name, listed] of Object.entries(config.remotes)) {
    if (typeof listed === 'string') continue;
    if (listed.pages.some((page) => page.path === path)) return { name, entry: listed.entry };
  }
  return null;
}
