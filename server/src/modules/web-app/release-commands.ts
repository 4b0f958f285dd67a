import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_ENTRY_FILE } from '@skillhub/shared/remote-descriptor';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { BUILD_ID_PATTERN, pruneBuilds, readReleases } from '@skillhub/shared/remote-releases';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { readBuildHealth, resetBuildHealth } from './canary-health.ts';
import {
  buildsInUse,
  closeCanary,
  openCanary,
  previousRelease,
  promoteCanary,
  type ReleaseAction,
  readCanaries,
  readCurrentReleases,
  recordRelease,
  releaseHistory,
} from './release-registry.ts';
import { pruneStoreBuilds, storeHasBuild, uploadBuild } from './release-store.ts';
import { remoteBuildsDir } from './runtime-config.ts';

/** What `npm run release` and `npm run rollback` do (server/scripts/remote-release.ts runs them). */

export interface ReleaseContext {
  db: Database;
  config: Pick<AppConfig, 'remotesDistDir'>;
  /** The S3 release store (REMOTES_PUBLIC_URL set), or null: the local store, REMOTES_DIST_DIR. */
  bucket: FileStorage | null;
  /** Who releases, as the registry records it. */
  operator: string;
  now?: () => Date;
}

export interface ReleaseOutcome {
  remote: RemoteName;
  build: string;
  action: ReleaseAction;
  /** the build it replaced; null when the registry had none */
  previous: string | null;
  /** true when the build was current already: nothing was written */
  unchanged: boolean;
  /** build folders deleted from the local store afterwards */
  pruned: string[];
}

/** A release that cannot be made; its message is for the operator. */
export class ReleaseError extends Error {}

/**
 * Makes `build` (by default the newest build of the remote, releases.json's `current`) the current one: uploaded
 * to the bucket when the store is S3, recorded in the registry, whose notification every API process hears.
 */
export async function releaseRemote(context: ReleaseContext, name: RemoteName, build?: string) {
  const buildsDir = remoteBuildsDir(context.config, name);
  const target = build ?? readReleases(buildsDir)?.current;
  if (!target) throw new ReleaseError(`${name} has no build in ${buildsDir}: run npm run build -w remotes/${name}`);
  checkBuildId(target);
  const buildDir = join(buildsDir, target);
  if (context.bucket && existsSync(join(buildDir, REMOTE_ENTRY_FILE))) {
    await uploadBuild(context.bucket, buildDir, name, target);
  }
  return record(context, name, target, 'release');
}

/**
 * With a canary open and no build named: closes the canary, every device back on the current build. Otherwise
 * makes the build that was current before (or the `build` named) the current one again.
 */
export async function rollbackRemote(context: ReleaseContext, name: RemoteName, build?: string) {
  if (!build) {
    const closed = await closeCanary(context.db, name);
    if (closed) {
      const current =
        (await readCurrentReleases(context.db)).get(name) ??
        readReleases(remoteBuildsDir(context.config, name))?.current;
      return {
        remote: name,
        build: current ?? closed.build,
        action: 'rollback',
        previous: closed.build,
        unchanged: false,
        pruned: [],
      } satisfies ReleaseOutcome;
    }
  }
  const target = build ?? (await buildBefore(context, name));
  if (!target) throw new ReleaseError(`${name} has no earlier release to roll back to`);
  checkBuildId(target);
  return record(context, name, target, 'rollback');
}

/**
 * Serves `build` (by default the remote's newest build) to `sharePercent` of devices, each device always the same
 * build, until `promoteRemote` or `rollbackRemote`. Opening another canary of the same remote replaces it.
 */
export async function canaryRemote(context: ReleaseContext, name: RemoteName, sharePercent: number, build?: string) {
  if (!Number.isInteger(sharePercent) || sharePercent < 1 || sharePercent > 99) {
    throw new ReleaseError(`A canary's share is a whole percentage from 1 to 99, not "${sharePercent}"`);
  }
  const buildsDir = remoteBuildsDir(context.config, name);
  const target = build ?? readReleases(buildsDir)?.current;
  if (!target) throw new ReleaseError(`${name} has no build in ${buildsDir}: run npm run build -w remotes/${name}`);
  checkBuildId(target);
  if (context.bucket && existsSync(join(buildsDir, target, REMOTE_ENTRY_FILE))) {
    await uploadBuild(context.bucket, join(buildsDir, target), name, target);
  }
  if (!(await storeHasBuild(context.bucket, buildsDir, name, target))) {
    throw new ReleaseError(`${name} ${target} is not in the release store (${context.bucket ? 'bucket' : buildsDir})`);
  }
  const current = (await readCurrentReleases(context.db)).get(name) ?? readReleases(buildsDir)?.current;
  if (current === target) throw new ReleaseError(`${name} ${target} is the current build already`);
  // Its counts start afresh: what an earlier canary of this build saw says nothing of this one.
  await resetBuildHealth(context.db, name, target);
  await openCanary(context.db, { remote: name, build: target, sharePercent, startedBy: context.operator });
  return { remote: name, build: target, sharePercent };
}

/** Makes the open canary's build the current release for every device. */
export async function promoteRemote(context: ReleaseContext, name: RemoteName): Promise<ReleaseOutcome> {
  const promoted = await promoteCanary(context.db, name, context.operator);
  if (!promoted) throw new ReleaseError(`${name} has no open canary to promote`);
  const pruned = await pruneStores(context, name);
  return {
    remote: name,
    build: promoted.build,
    action: 'promote',
    previous: promoted.previous,
    unchanged: false,
    pruned,
  };
}

function checkBuildId(build: string): void {
  if (!BUILD_ID_PATTERN.test(build)) throw new ReleaseError(`"${build}" is not a build id`);
}

/** The registry's previous release; for a remote never released, the build before releases.json's current. */
async function buildBefore(context: ReleaseContext, name: RemoteName): Promise<string | null> {
  const current = (await readCurrentReleases(context.db)).get(name);
  if (current) return previousRelease(context.db, name);
  const releases = readReleases(remoteBuildsDir(context.config, name));
  return releases?.builds.find((id) => id !== releases.current) ?? null;
}

async function record(
  context: ReleaseContext,
  name: RemoteName,
  build: string,
  action: ReleaseAction,
): Promise<ReleaseOutcome> {
  const buildsDir = remoteBuildsDir(context.config, name);
  // Never record what no browser could load: every API process would list it at once.
  if (!(await storeHasBuild(context.bucket, buildsDir, name, build))) {
    throw new ReleaseError(`${name} ${build} is not in the release store (${context.bucket ? 'bucket' : buildsDir})`);
  }
  const outcome = await recordRelease(context.db, { remote: name, build, action, releasedBy: context.operator });
  const pruned = await pruneStores(context, name);
  return { remote: name, build, action, ...outcome, pruned };
}

/**
 * After a release: the builds of `name` neither store needs any more, removed from this disk and from the bucket
 * alike (whatever their count, a build the registry still serves or replaced less than 7 days ago stays).
 */
async function pruneStores(context: ReleaseContext, name: RemoteName): Promise<string[]> {
  const now = context.now?.() ?? new Date();
  const inUse = await buildsInUse(context.db, name, now);
  const buildsDir = remoteBuildsDir(context.config, name);
  const local = existsSync(buildsDir) ? await pruneBuilds(buildsDir, { inUse, now }) : [];
  const bucket = context.bucket ? await pruneStoreBuilds(context.bucket, name, { inUse, now }) : [];
  return [...new Set([...local, ...bucket])];
}

/** `npm run releases`: what runs where, since when, released by whom, and the releases before, as text. */
export async function describeReleases(db: Database, config: Pick<AppConfig, 'remotesDistDir'>): Promise<string> {
  const history = await releaseHistory(db);
  const lines: string[] = [];
  const recorded = new Set(history.map((record) => record.remote));
  for (const record of history.filter((entry) => entry.replacedAt === null)) {
    lines.push(
      `${record.remote.padEnd(10)} ${record.build.padEnd(20)} since ${record.releasedAt.toISOString()} ` +
        `(${record.action} by ${record.releasedBy})`,
    );
  }
  // A remote never released is served at its newest build (releases.json), on every process.
  const distDir = config.remotesDistDir;
  if (existsSync(distDir)) {
    for (const name of readdirSync(distDir).sort()) {
      const current = readReleases(join(distDir, name, 'dist'))?.current;
      if (current && !recorded.has(name))
        lines.push(`${name.padEnd(10)} ${current.padEnd(20)} (newest build; never released)`);
    }
  }
  for (const [remote, canary] of await readCanaries(db)) {
    lines.push(
      `${remote.padEnd(10)} ${canary.build.padEnd(20)} canary to ${canary.sharePercent}% of devices since ` +
        `${canary.startedAt.toISOString()} (by ${canary.startedBy})`,
    );
  }
  if (lines.length === 0) return 'No remote is built or released.';
  const health = await readBuildHealth(db);
  if (health.length > 0) {
    lines.push('', 'What browsers reported (areas mounted, errors, files that failed):');
    for (const row of health) {
      lines.push(
        `${row.remote.padEnd(10)} ${row.build.padEnd(20)} ${row.loads} loads, ${row.errors} errors, ` +
          `${row.chunkFailures} failed files (last ${row.updatedAt.toISOString()})`,
      );
    }
  }
  const earlier = history.filter((entry) => entry.replacedAt !== null).slice(0, 20);
  if (earlier.length > 0) {
    lines.push('', 'Earlier:');
    for (const record of earlier) {
      lines.push(
        `${record.remote.padEnd(10)} ${record.build.padEnd(20)} ${record.releasedAt.toISOString()} → ` +
          `${record.replacedAt?.toISOString()} (${record.action} by ${record.releasedBy})`,
      );
    }
  }
  return lines.join('\n');
}
