import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { isRemoteName, type RemoteName } from '@skillhub/shared/remote-props';
import type { ClientReportEntry } from '@skillhub/shared/schemas/client-reports';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { remoteBuildHealth, roles, users } from '../../db/schema.ts';
import { canaryRolledBackMail } from '../../mail/mail-templates.ts';
import { closeCanary, registryState } from './release-registry.ts';
import { currentRelease } from './runtime-config.ts';

/**
 * The canaries' health, from what browsers report (POST /api/client-reports, the shell's counts per remote build):
 * each build's areas shown, errors thrown and files that failed to load. A canary whose rate of errors and failed
 * files per area shown exceeds the current build's by more than CANARY_ROLLBACK_MARGIN_PERCENT points, once
 * CANARY_MIN_LOADS areas of it were shown, is closed at once (every device back on the current build) and every
 * super admin is mailed. Reports are only counted for a remote's current and canary builds: nothing else is worth
 * a row, and a client cannot fill the table with made-up builds.
 */

/** Areas of a canary shown before its rate is judged: a few unlucky devices do not roll a release back. */
export const CANARY_MIN_LOADS = 50;

interface Counts {
  loads: number;
  errors: number;
  chunkFailures: number;
}

const errorRatePercent = (counts: Counts | undefined) =>
  counts && counts.loads > 0 ? ((counts.errors + counts.chunkFailures) / counts.loads) * 100 : 0;

/** The builds of `remote` whose reports count: the current one and the open canary's. */
function reportedBuilds(app: FastifyInstance, remote: RemoteName): Set<string> {
  const builds = new Set<string>();
  const current = currentRelease(app.config, remote)?.build;
  if (current) builds.add(current);
  const canary = registryState(app.config)?.canaries.get(remote);
  if (canary) builds.add(canary.build);
  return builds;
}

/** Adds the reported counts to their builds' rows; returns the remotes whose open canary was reported on. */
export async function recordClientReports(app: FastifyInstance, entries: ClientReportEntry[]): Promise<RemoteName[]> {
  const totals = new Map<string, Counts & { remote: RemoteName; build: string }>();
  for (const entry of entries) {
    if (!isRemoteName(entry.remote) || !reportedBuilds(app, entry.remote).has(entry.build)) continue;
    const key = `${entry.remote}\0${entry.build}`;
    const total = totals.get(key) ?? {
      remote: entry.remote,
      build: entry.build,
      loads: 0,
      errors: 0,
      chunkFailures: 0,
    };
    if (entry.kind === 'load') total.loads += entry.count;
    else if (entry.kind === 'error') total.errors += entry.count;
    else total.chunkFailures += entry.count;
    totals.set(key, total);
  }
  if (totals.size === 0) return [];
  const now = app.clock.now();
  await app.db
    .insert(remoteBuildHealth)
    .values([...totals.values()].map((total) => ({ ...total, updatedAt: now })))
    .onConflictDoUpdate({
      target: [remoteBuildHealth.remote, remoteBuildHealth.build],
      set: {
        loads: sql`${remoteBuildHealth.loads} + excluded.loads`,
        errors: sql`${remoteBuildHealth.errors} + excluded.errors`,
        chunkFailures: sql`${remoteBuildHealth.chunkFailures} + excluded.chunk_failures`,
        updatedAt: now,
      },
    });
  const canaries = registryState(app.config)?.canaries;
  const judged = [...totals.values()].filter(({ remote, build }) => canaries?.get(remote)?.build === build);
  return [...new Set(judged.map(({ remote }) => remote))];
}

/** Every build browsers reported on, the latest report first. */
export async function readBuildHealth(db: Database) {
  return db.select().from(remoteBuildHealth).orderBy(desc(remoteBuildHealth.updatedAt));
}

/** Starts a build's counts afresh (a canary of it opens: its earlier run says nothing of this one). */
export async function resetBuildHealth(db: Database, remote: RemoteName, build: string): Promise<void> {
  await db
    .delete(remoteBuildHealth)
    .where(and(eq(remoteBuildHealth.remote, remote), eq(remoteBuildHealth.build, build)));
}

async function countsOf(db: Database, remote: RemoteName, builds: string[]): Promise<Map<string, Counts>> {
  const rows = await db
    .select()
    .from(remoteBuildHealth)
    .where(and(eq(remoteBuildHealth.remote, remote), inArray(remoteBuildHealth.build, builds)));
  return new Map(rows.map((row) => [row.build, row]));
}

/**
 * Closes `remote`'s canary when its error rate is over the current build's by more than the margin, and mails the
 * super admins in the same transaction. Returns whether it did; two processes judging at once close it once.
 */
export async function judgeCanary(app: FastifyInstance, remote: RemoteName): Promise<boolean> {
  // What this process serves, from memory: every report of a canary build is judged, and the close below is
  // conditional on the build, so a canary replaced meanwhile is left alone.
  const canary = registryState(app.config)?.canaries.get(remote);
  if (!canary) return false;
  const stableBuild = currentRelease(app.config, remote)?.build ?? null;
  const counts = await countsOf(app.db, remote, [canary.build, ...(stableBuild ? [stableBuild] : [])]);
  const canaryCounts = counts.get(canary.build);
  if (!canaryCounts || canaryCounts.loads < CANARY_MIN_LOADS) return false;
  const canaryRatePercent = errorRatePercent(canaryCounts);
  const stableRatePercent = errorRatePercent(stableBuild ? counts.get(stableBuild) : undefined);
  const marginPercent = app.config.canaryRollbackMarginPercent;
  if (canaryRatePercent <= stableRatePercent + marginPercent) return false;

  const closed = await app.db.transaction(async (tx) => {
    // Only the canary judged: another one opened meanwhile is left alone.
    const record = await closeCanary(tx, remote, canary.build);
    if (!record) return null;
    const admins = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(and(eq(roles.name, ROLE_SUPER_ADMIN), eq(users.isActive, true)));
    const recipients = admins.length ? admins : [{ email: app.config.admin.email, name: 'admin' }];
    for (const admin of recipients) {
      await app.outbox.enqueueMail(
        tx,
        canaryRolledBackMail({
          to: admin.email,
          name: admin.name,
          remote,
          build: canary.build,
          stableBuild,
          canaryRatePercent,
          stableRatePercent,
          loads: canaryCounts.loads,
          marginPercent,
        }),
      );
    }
    return record;
  });
  if (!closed) return false;
  app.outbox.kick();
  app.log.warn(
    { remote, build: canary.build, stableBuild, canaryRatePercent, stableRatePercent, loads: canaryCounts.loads },
    'canary rolled back: its error rate is over the current build’s by more than the margin',
  );
  return true;
}
