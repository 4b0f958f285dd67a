import { isRemoteName, type RemoteName } from '@skillhub/shared/remote-props';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { remoteReleases } from '../../db/schema.ts';

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

export type ReleaseAction = 'release' | 'rollback';

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
 * The builds of `remote` the registry still needs in the store at `now`: the current one, and every one that
 * stopped being current less than RETAINED_AFTER_REPLACED_MS ago, however many.
 */
export async function buildsInUse(db: Database, remote: RemoteName, now: Date): Promise<Set<string>> {
  const since = new Date(now.getTime() - RETAINED_AFTER_REPLACED_MS);
  return new Set(
    (await releaseHistory(db, remote))
      .filter((record) => record.replacedAt === null || record.replacedAt > since)
      .map((record) => record.build),
  );
}

/** What this process last read of the registry, per app config: runtime-config.ts reads it without waiting. */
interface RegistryState {
  /** Changes on every reload that changed something: the listing is made again when it does. */
  version: number;
  current: ReadonlyMap<RemoteName, string>;
  /** Where browsers load a build that is only in the S3 release store (REMOTES_PUBLIC_URL), or null. */
  storeUrl: string | null;
}

const states = new WeakMap<object, RegistryState>();

export function registryState(config: object): RegistryState | undefined {
  return states.get(config);
}

/** Replaces what this process knows of the registry (kept as it was when nothing changed). */
export function setRegistryState(
  config: object,
  current: ReadonlyMap<RemoteName, string>,
  storeUrl: string | null,
): void {
  const known = states.get(config);
  const same =
    known?.storeUrl === storeUrl &&
    known.current.size === current.size &&
    [...current].every(([remote, build]) => known.current.get(remote) === build);
  if (!same) states.set(config, { version: (known?.version ?? 0) + 1, current, storeUrl });
}
