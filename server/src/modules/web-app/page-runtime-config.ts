import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { FastifyInstance } from 'fastify';
import { boundedMemo } from '../../cache/bounded-memo.ts';
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

/** Whether the address `path` (or a pattern, segment for segment) is one of `pattern`'s ('/course/:slug'). */
function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part === got[i] || (part.startsWith(':') && got[i]));
}

/**
 * The remote that publishes the page at `path` (a route pattern such as '/course/:slug', or an address such as
 * '/dashboard/courses') and the address of its entry, from what each remote publishes (inlined in the runtime
 * config for the builds this server hosts): a page whose pattern is `path` itself first, then one it matches. A
 * remote listed only by address (REMOTE_<NAME>_URL) is not known to own anything here: null.
 */
export function remoteOwning(config: RuntimeConfig, path: string): RemoteOwner | null {
  // Looked up on every page request: kept per listing (a new object whenever a release changes it).
  let owning = owners.get(config);
  if (!owning) {
    owning = boundedMemo(OWNERS_KEPT, (pagePath: string) => findOwner(config, pagePath));
    owners.set(config, owning);
  }
  return owning(path);
}

type RemoteOwner = { name: RemoteName; entry: string };
/** remoteOwning's answers by listing and path. */
const owners = new WeakMap<RuntimeConfig, (path: string) => RemoteOwner | null>();
/** Paths kept at most per listing: deep links to any address come here too. */
const OWNERS_KEPT = 500;

function findOwner(config: RuntimeConfig, path: string): RemoteOwner | null {
  const listed = Object.entries(config.remotes).flatMap(([name, remote]) =>
    typeof remote === 'string' ? [] : [{ name, entry: remote.entry, pages: remote.pages }],
  );
  for (const owns of [(pattern: string) => pattern === path, (pattern: string) => matchesPattern(pattern, path)]) {
    const owner = listed.find((remote) => remote.pages.some((page) => owns(page.path)));
    if (owner) return { name: owner.name, entry: owner.entry };
  }
  return null;
}
