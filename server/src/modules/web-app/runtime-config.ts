import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTE_DESCRIPTOR_FILE, REMOTE_ENTRY_FILE, type RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import { isRemoteName, type RemoteName } from '@skillhub/shared/remote-props';
import { RELEASES_FILE, readReleases } from '@skillhub/shared/remote-releases';
import { type ReadOnChange, readOnChange } from '../../cache/read-on-change.ts';
import type { AppConfig } from '../../config.ts';
import { inCanary, registryState } from './release-registry.ts';

/**
 * Where a remote's builds are: one immutable folder per build, and releases.json naming the newest build (the
 * current one until the release registry records one).
 */
export function remoteBuildsDir(config: Pick<AppConfig, 'remotesDistDir'>, name: RemoteName): string {
  return join(config.remotesDistDir, name, 'dist');
}

/** The remotes with a published build here: every folder of REMOTES_DIST_DIR that holds one, whatever its name. */
function builtRemotes(config: Pick<AppConfig, 'remotesDistDir'>): RemoteName[] {
  if (!existsSync(config.remotesDistDir)) return [];
  return readdirSync(config.remotesDistDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isRemoteName(entry.name))
    .map((entry) => entry.name)
    .filter((name) => readReleases(remoteBuildsDir(config, name)) !== null)
    .sort();
}

/** An object without its `icon`; anything else as it is. */
function iconless(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { icon: _icon, ...rest } = value as { icon?: unknown };
  return rest;
}

/** A published page with its menu entry's and its group's icons left out. */
function withoutIcons(page: unknown): unknown {
  const menu = (page as { menu?: unknown } | null)?.menu;
  if (typeof menu !== 'object' || menu === null) return page;
  const entry = iconless(menu) as { group?: unknown };
  return { ...(page as object), menu: 'group' in entry ? { ...entry, group: iconless(entry.group) } : entry };
}

/**
 * The current build's remote.json as it was published (the shell validates it), or null when it is unreadable; its
 * sidebar icons left out. They are SVG drawings, most of its size, and every page inlines this listing while only
 * the dashboard draws them: the dashboard reads them from remote.json itself (shell: use-menu-icons.ts).
 */
function publishedPages(buildDir: string): { requires: unknown; pages: unknown } | null {
  try {
    const { requires, pages } = JSON.parse(readFileSync(join(buildDir, REMOTE_DESCRIPTOR_FILE), 'utf8'));
    return Array.isArray(pages) && typeof requires === 'object' && requires !== null
      ? { requires, pages: pages.map(withoutIcons) }
      : null;
  } catch {
    return null;
  }
}

/** Where the shell reads its runtime config. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * /runtime-config.json: where the shell loads each remote from. A built remote is listed at its current build,
 * `/remotes/<name>/<build id>/remoteEntry.js`, with what it publishes inlined (one request fewer for the shell,
 * and its pages stay known when its files cannot load); a REMOTE_<NAME>_URL wins and is listed alone (the shell
 * reads remote.json beside it). A remote's current build is the one the release registry names
 * (release-registry.ts, kept in memory and refreshed by its notification); a remote the registry has no record
 * of yet is served at the build its releases.json names, so a fresh checkout's `npm run build` is served with no
 * release step. A recorded build that is not in REMOTES_DIST_DIR is listed at the release store's address
 * (REMOTES_PUBLIC_URL). Checked on every request, so a release or a rollback needs no restart and no shell rebuild.
 */
export function runtimeConfig(config: Pick<AppConfig, 'remoteUrls' | 'remotesDistDir'>): RuntimeConfig {
  return listing(config).value;
}

/**
 * The folder of a remote's current build here (`<REMOTES_DIST_DIR>/<name>/dist/<build id>`) with its id, or null
 * when this server hosts no build of it. Seen as soon as a release is, like the runtime config.
 */
export function currentRelease(
  config: Pick<AppConfig, 'remoteUrls' | 'remotesDistDir'>,
  name: RemoteName,
): { build: string; dir: string } | null {
  const build = listing(config).builds.get(name);
  return build ? { build, dir: join(remoteBuildsDir(config, name), build) } : null;
}

/**
 * The build of `name` that `device` gets (null: every device gets the current one): the canary's when the device
 * falls in its share, as in runtimeConfigFor, so the page the server draws and the app that takes it over are one
 * build. Null when this server hosts no such build (a canary in the release store only is drawn by the browser).
 */
export function releaseFor(
  config: Pick<AppConfig, 'remoteUrls' | 'remotesDistDir'>,
  name: RemoteName,
  device: string | null,
): { build: string; dir: string } | null {
  const canary = device === null ? undefined : registryState(config)?.canaries.get(name);
  if (device === null || !canary || name in config.remoteUrls || !inCanary(device, name, canary)) {
    return currentRelease(config, name);
  }
  const dir = join(remoteBuildsDir(config, name), canary.build);
  // Its own build, or its copy from the release store.
  return existsSync(join(dir, REMOTE_DESCRIPTOR_FILE)) ? { build: canary.build, dir } : null;
}

/**
 * runtimeConfig as `device` gets it: a remote with an open canary is listed at the canary's build when the device
 * falls in its share (inCanary), at its current build otherwise. The same object for every device of one variant
 * until something changes, like runtimeConfig's.
 */
export function runtimeConfigFor(
  config: Pick<AppConfig, 'remoteUrls' | 'remotesDistDir'>,
  device: string,
): RuntimeConfig {
  const known = listing(config);
  const canaries = registryState(config)?.canaries;
  if (!canaries?.size) return known.value;
  const chosen = [...canaries]
    .filter(([remote, canary]) => !(remote in config.remoteUrls) && inCanary(device, remote, canary))
    .sort(([a], [b]) => a.localeCompare(b));
  if (chosen.length === 0) return known.value;
  const key = chosen.map(([remote]) => remote).join(',');
  let variant = known.variants.get(key);
  if (!variant) {
    variant = readRuntimeConfig(config, new Map(chosen.map(([remote, canary]) => [remote, canary.build]))).value;
    known.variants.set(key, variant);
  }
  return variant;
}

/** Whether some remote has an open canary here: the runtime config then depends on the device. */
export function canaryOpen(config: object): boolean {
  return (registryState(config)?.canaries.size ?? 0) > 0;
}

interface Listing {
  signature: string;
  value: RuntimeConfig;
  /** runtimeConfigFor's variants, by the canary remotes they take */
  variants: Map<string, RuntimeConfig>;
  /** each hosted remote's current build id */
  builds: Map<RemoteName, string>;
}

function listing(config: Pick<AppConfig, 'remoteUrls' | 'remotesDistDir'>): Listing {
  // Build folders never change once published and releases.json is replaced whole on every deploy, so the
  // listing is read again only when some remote's releases.json (or the set of remote folders) or what this
  // process knows of the registry changed.
  const signature = `${releasesSignatureOf(config.remotesDistDir)}|${registryState(config)?.version ?? 0}`;
  const known = listings.get(config);
  if (known?.signature === signature) return known;
  const fresh = { signature, variants: new Map(), ...readRuntimeConfig(config) };
  listings.set(config, fresh);
  return fresh;
}

const listings = new WeakMap<object, Listing>();

/**
 * releasesSignature for each REMOTES_DIST_DIR, read again only once something changed there (readOnChange): looked
 * at on every request (a system call per remote, and one), it was a seventh of a page request's time under load.
 */
const signatures = new Map<string, ReadOnChange<string>>();

function releasesSignatureOf(remotesDistDir: string): string {
  let signature = signatures.get(remotesDistDir);
  if (!signature) {
    signature = readOnChange(
      () => releaseFolders(remotesDistDir),
      () => releasesSignature(remotesDistDir),
    );
    signatures.set(remotesDistDir, signature);
  }
  return signature();
}

/** The remote folders, with the path of each one's builds' folder (dist); none when there is no REMOTES_DIST_DIR. */
function remoteFolders(remotesDistDir: string): { name: string; builds: string }[] {
  if (!existsSync(remotesDistDir)) return [];
  return readdirSync(remotesDistDir).map((name) => ({ name, builds: join(remotesDistDir, name, 'dist') }));
}

/**
 * Where a release shows: REMOTES_DIST_DIR (a remote added or removed), each remote's folder (its builds' folder
 * made again by a build) and each builds' folder there is (releases.json written or replaced).
 */
function releaseFolders(remotesDistDir: string): string[] {
  const remotes = remoteFolders(remotesDistDir);
  return [
    remotesDistDir,
    ...remotes.map(({ builds }) => dirname(builds)),
    ...remotes.map(({ builds }) => builds).filter((builds) => existsSync(builds)),
  ];
}

/** Each remote folder with its releases.json's change time and size (or `-` without one). */
function releasesSignature(remotesDistDir: string): string {
  let signature = '';
  for (const { name, builds } of remoteFolders(remotesDistDir)) {
    const stats = statSync(join(builds, RELEASES_FILE), { throwIfNoEntry: false });
    signature += stats ? `${name}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}:${stats.size};` : `${name}:-;`;
  }
  return signature;
}

/** The listing, with the builds of `canaries` in place of those remotes' current ones. */
function readRuntimeConfig(
  config: Pick<AppConfig, 'remoteUrls' | 'remotesDistDir'>,
  canaries: ReadonlyMap<RemoteName, string> = new Map(),
): Pick<Listing, 'value' | 'builds'> {
  const registry = registryState(config);
  const remotes: RuntimeConfig['remotes'] = {};
  const builds = new Map<RemoteName, string>();
  const names = new Set([...builtRemotes(config), ...(registry?.current.keys() ?? []), ...canaries.keys()]);
  for (const name of [...names].sort()) {
    const buildsDir = remoteBuildsDir(config, name);
    const current = canaries.get(name) ?? registry?.current.get(name) ?? readReleases(buildsDir)?.current;
    if (!current) continue;
    if (existsSync(join(buildsDir, current, REMOTE_ENTRY_FILE))) {
      const entry = `/remotes/${name}/${current}/${REMOTE_ENTRY_FILE}`;
      const published = publishedPages(join(buildsDir, current));
      remotes[name] = published ? ({ entry, ...published } as RuntimeConfig['remotes'][string]) : entry;
      builds.set(name, current);
    } else if (registry?.storeUrl) {
      // In the bucket only: listed at the store's address. With its copy here (store-sync.ts) its pages are inlined
      // and this server draws them; before that, the shell reads remote.json beside the entry.
      const entry = `${registry.storeUrl}/${name}/${current}/${REMOTE_ENTRY_FILE}`;
      const published = publishedPages(join(buildsDir, current));
      remotes[name] = published ? ({ entry, ...published } as RuntimeConfig['remotes'][string]) : entry;
      if (published) builds.set(name, current);
    }
  }
  for (const [name, url] of Object.entries(config.remoteUrls)) {
    remotes[name] = url;
    builds.delete(name);
  }
  return { value: { remotes }, builds };
}
