import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { FastifyInstance } from 'fastify';
import { type Rendition, renditionOf } from '../../cache/public-reply.ts';
import { liveChatRuntimeConfig, liveChatSettingRead } from '../settings/live-chat-settings.ts';
import { runtimeConfig, runtimeConfigFor } from './runtime-config.ts';

/**
 * What GET /runtime-config.json answers, and what a server-rendered page inlines: the same object. `listing` is
 * the remotes as one device gets them (runtimeConfigFor), the current builds unless said.
 */
export async function pageRuntimeConfig(
  app: FastifyInstance,
  listing: RuntimeConfig = runtimeConfig(app.config),
): Promise<RuntimeConfig> {
  // The live-chat setting comes from the database, so a change in Settings shows on the next page load.
  return { ...listing, ...(await liveChatRuntimeConfig(app)) };
}

/** The last rendition sent per listing (one per canary variant), with the live-chat read it was made from. */
const renditions = new WeakMap<RuntimeConfig, { liveChat: unknown; rendition: Rendition }>();

/**
 * pageRuntimeConfig's answer as GET /runtime-config.json sends it to `device` (null: the current builds). Its parts are looked up on every request as
 * before: the remotes' listing (the same object until a release changes) and the live-chat setting's cached read
 * (the same promise until the setting changes). While both are the ones the last rendition was made from, that
 * rendition (JSON, ETag, compressed forms) is returned as it is, without waiting on anything; otherwise it is made
 * again.
 */
export function runtimeConfigRendition(
  app: FastifyInstance,
  device: string | null = null,
): Rendition | Promise<Rendition> {
  const listing = device ? runtimeConfigFor(app.config, device) : runtimeConfig(app.config);
  const liveChat = liveChatSettingRead(app);
  const last = renditions.get(listing);
  if (last?.liveChat === liveChat) return last.rendition;
  return (async () => {
    const rendition = renditionOf(JSON.stringify(await pageRuntimeConfig(app, listing)));
    renditions.set(listing, { liveChat, rendition });
    return rendition;
  })();
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
