import { createHash } from 'node:crypto';
import { isRemoteName, type RemoteName } from '@skillhub/shared/remote-props';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { remoteCanaries, remoteReleases } from '../../db/schema.ts';

/**
 * The release registry: which build of each remote is current, in the database, so that every API process
 * serves the same one and a release or a rollback needs no restart. Written by `npm run release` / `npm run
 * rollback` (server/scripts/remote-release.ts); each write NOTIFYs every API process, which reloads the current
 * builds into memory (plugins/app/release-registry.ts), where runtime-config.ts reads them synchronously.
 */

/** The PostgreSQL channel every API process LISTENs on; the payload is the remote released. */
export const REMOTE_RELEASES_CHANNEL = 'remote_releases';
/** How long a build that stopped being current stays fetchable: tabs opened on it keep loading its chunks. */
export const RETAINED_AFTER_REPLACED_MS = 7 * 24 * 60 * 60 * 1000;

export type ReleaseAction = 'release' | 'rollback' | 'promote';

export interface ReleaseRecord {
  id: number;
  remote: string;
  build: string;
  action: string;
  releasedBy: string;
  releasedAt: Date;
  /** null while current */
  replacedAt: Date | null;
}

export interface Canary {
  build: string;
  /** 1 to 99: the share of devices served this build */
  sharePercent: number;
}

export interface CanaryRecord extends Canary {
  remote: string;
  startedBy: string;
  startedAt: Date;
}

/**
 * Whether `device` gets a canary: the first 32 bits of a hash of the device, the remote and the build, as a
 * share of 2^32, under the canary's share. The same device always gets the same answer for one canary, and a new
 * canary (another build) draws its devices afresh.
 */
export function inCanary(device: string, remote: string, canary: Canary): boolean {
  const draw = createHash('sha256').update(`${device}\0${remote}\0${canary.build}`).digest().readUInt32BE(0);
  return draw / 2 ** 32 < canary.sharePercent / 100;
}

/** Each remote's current build as the registry has it; a remote it has no record of is absent. */
export async function readCurrentReleases(db: Database): Promise<Map<RemoteName, string>> {
  const rows = await db
    .select({ remote: remoteReleases.remote, build: remoteReleases.build })
    .from(remoteReleases)
    .where(isNull(remoteReleases.replacedAt));
  return new Map(rows.filter((row) => isRemoteName(row.remote)).map((row) => [row.remote as RemoteName, row.build]));
}

/**
 * Makes `build` the remote's current build and tells every API process, in one transaction: the NOTIFY is
 * delivered on commit. Returns the build it replaced (null: none recorded), or `unchanged` when `build` was
 * current already (nothing is written).
 */
export async function recordRelease(
  db: Database,
  release: { remote: RemoteName; build: string; action: ReleaseAction; releasedBy: string },
): Promise<{ previous: string | null; unchanged: boolean }> {
  return db.transaction(async (tx) => {
    // Two releases of one remote at once queue here rather than racing for the single current row.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`remote-release:${release.remote}`}))`);
    const [current] = await tx
      .select({ build: remoteReleases.build })
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, release.remote), isNull(remoteReleases.replacedAt)));
    if (current?.build === release.build) return { previous: current.build, unchanged: true };
    const now = new Date();
    await tx
      .update(remoteReleases)
      .set({ replacedAt: now })
      .where(and(eq(remoteReleases.remote, release.remote), isNull(remoteReleases.replacedAt)));
    await tx.insert(remoteReleases).values({ ...release, releasedAt: now });
    await tx.execute(sql`SELECT pg_notify(${REMOTE_RELEASES_CHANNEL}, ${release.remote})`);
    return { previous: current?.build ?? null, unchanged: false };
  });
}

/** The open canaries, by remote. */
export async function readCanaries(db: Database): Promise<Map<RemoteName, CanaryRecord>> {
  const rows = await db.select().from(remoteCanaries);
  return new Map(rows.filter((row) => isRemoteName(row.remote)).map((row) => [row.remote as RemoteName, row]));
}

/** Opens (or replaces) the remote's canary and tells every API process. */
export async function openCanary(
  db: Database,
  canary: Canary & { remote: RemoteName; startedBy: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(remoteCanaries)
      .values(canary)
      .onConflictDoUpdate({
        target: remoteCanaries.remote,
        set: {
          build: canary.build,
          sharePercent: canary.sharePercent,
          startedBy: canary.startedBy,
          startedAt: new Date(),
        },
      });
    await tx.execute(sql`SELECT pg_notify(${REMOTE_RELEASES_CHANNEL}, ${canary.remote})`);
  });
}

/**
 * Closes the remote's canary (every device back on the current build), only if it is of `build` when one is named;
 * returns it, or null when none was open.
 */
export async function closeCanary(db: Database, remote: RemoteName, build?: string): Promise<CanaryRecord | null> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .delete(remoteCanaries)
      .where(and(eq(remoteCanaries.remote, remote), build === undefined ? undefined : eq(remoteCanaries.build, build)))
      .returning();
    if (closed) await tx.execute(sql`SELECT pg_notify(${REMOTE_RELEASES_CHANNEL}, ${remote})`);
    return closed ?? null;
  });
}

/** Makes the canary's build the current release for every device and closes the canary, in one transaction. */
export async function promoteCanary(
  db: Database,
  remote: RemoteName,
  releasedBy: string,
): Promise<{ build: string; previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const [canary] = await tx.delete(remoteCanaries).where(eq(remoteCanaries.remote, remote)).returning();
    if (!canary) return null;
    const { previous } = await recordRelease(tx as unknown as Database, {
      remote,
      build: canary.build,
      action: 'promote',
      releasedBy,
    });
    // recordRelease notifies only when the build changed; the canary's end is news either way.
    await tx.execute(sql`SELECT pg_notify(${REMOTE_RELEASES_CHANNEL}, ${remote})`);
    return { build: canary.build, previous };
  });
}

/** Every release, newest first (of one remote when named). */
export async function releaseHistory(db: Database, remote?: RemoteName): Promise<ReleaseRecord[]> {
  return db
    .select()
    .from(remoteReleases)
    .where(remote ? eq(remoteReleases.remote, remote) : undefined)
    .orderBy(desc(remoteReleases.id));
}

/** The build that was current before the current one (what a rollback goes back to), or null. */
export async function previousRelease(db: Database, remote: RemoteName): Promise<string | null> {
  const history = await releaseHistory(db, remote);
  const current = history.find((record) => record.replacedAt === null)?.build;
  return history.find((record) => record.replacedAt !== null && record.build !== current)?.build ?? null;
}

/**
 * The builds of `remote` the registry still needs in the store at `now`: the current one, the open canary's, and
 * every one that stopped being current less than RETAINED_AFTER_REPLACED_MS ago, however many.
 */
export async function buildsInUse(db: Database, remote: RemoteName, now: Date): Promise<Set<string>> {
  const since = new Date(now.getTime() - RETAINED_AFTER_REPLACED_MS);
  const inUse = new Set(
    (await releaseHistory(db, remote))
      .filter((record) => record.replacedAt === null || record.replacedAt > since)
      .map((record) => record.build),
  );
  const canary = (await readCanaries(db)).get(remote);
  if (canary) inUse.add(canary.build);
  return inUse;
}

/** What this process last read of the registry, per app config: runtime-config.ts reads it without waiting. */
interface RegistryState {
  /** Changes on every reload that changed something: the listing is made again when it does. */
  version: number;
  current: ReadonlyMap<RemoteName, string>;
  canaries: ReadonlyMap<RemoteName, Canary>;
  /** Where browsers load a build that is only in the S3 release store (REMOTES_PUBLIC_URL), or null. */
  storeUrl: string | null;
}

const states = new WeakMap<object, RegistryState>();
/** Told when what this process knows of the registry changed (page-warmer.ts renders the new builds' pages). */
const listeners = new WeakMap<object, Set<() => void>>();

/** Calls `listener` whenever what this process knows of the registry changes; returns how to stop. */
export function onRegistryChange(config: object, listener: () => void): () => void {
  let set = listeners.get(config);
  if (!set) {
    set = new Set();
    listeners.set(config, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function changed(config: object): void {
  for (const listener of listeners.get(config) ?? []) listener();
}

export function registryState(config: object): RegistryState | undefined {
  return states.get(config);
}

/** Makes the listing be read again though the registry did not change: copies from the store arrived. */
export function noteStoreCopies(config: object): void {
  const known = states.get(config);
  if (!known) return;
  states.set(config, { ...known, version: known.version + 1 });
  changed(config);
}

/** Replaces what this process knows of the registry (kept as it was when nothing changed). */
export function setRegistryState(
  config: object,
  current: ReadonlyMap<RemoteName, string>,
  canaries: ReadonlyMap<RemoteName, Canary>,
  storeUrl: string | null,
): void {
  const known = states.get(config);
  const same =
    known?.storeUrl === storeUrl &&
    known.current.size === current.size &&
    [...current].every(([remote, build]) => known.current.get(remote) === build) &&
    known.canaries.size === canaries.size &&
    [...canaries].every(([remote, { build, sharePercent }]) => {
      const other = known.canaries.get(remote);
      return other?.build === build && other.sharePercent === sharePercent;
    });
  if (same) return;
  const plainCanaries = new Map(
    [...canaries].map(([remote, { build, sharePercent }]) => [remote, { build, sharePercent }]),
  );
  states.set(config, { version: (known?.version ?? 0) + 1, current, canaries: plainCanaries, storeUrl });
  changed(config);
}
