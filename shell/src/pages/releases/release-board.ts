import type {
  buildHealthSchema,
  canarySchema,
  ReleaseRecordDto,
  releaseRegistrySchema,
} from '@skillhub/shared/schemas/remote-releases';
import type { z } from 'zod';

export type ReleaseRegistry = z.infer<typeof releaseRegistrySchema>;
export type Canary = z.infer<typeof canarySchema>;
export type BuildHealth = z.infer<typeof buildHealthSchema>;

/** How many earlier releases a remote's card lists: enough to pick a rollback target, short enough to scan. */
export const EARLIER_RELEASES_SHOWN = 10;

/** One remote as the Releases page shows it: what runs, what is on trial, and how both fare in browsers. */
export interface RemoteBoard {
  remote: string;
  /** null when the remote was never released (it runs its newest build) */
  current: ReleaseRecordDto | null;
  canary: Canary | null;
  currentHealth: BuildHealth | null;
  canaryHealth: BuildHealth | null;
  /** the latest replaced releases, newest first */
  earlier: ReleaseRecordDto[];
}

/**
 * The registry per remote, by name: every remote that has a release, a canary or a health report. The API lists
 * releases newest first, so the first record per remote without replacedAt is the current one.
 */
export function releaseBoard(registry: ReleaseRegistry): RemoteBoard[] {
  const names = new Set([
    ...registry.releases.map((r) => r.remote),
    ...registry.canaries.map((c) => c.remote),
    ...registry.health.map((h) => h.remote),
  ]);
  const healthOf = (remote: string, build: string | undefined) =>
    build === undefined ? null : (registry.health.find((h) => h.remote === remote && h.build === build) ?? null);
  return [...names].sort().map((remote) => {
    const releases = registry.releases.filter((r) => r.remote === remote);
    const current = releases.find((r) => r.replacedAt === null) ?? null;
    const canary = registry.canaries.find((c) => c.remote === remote) ?? null;
    return {
      remote,
      current,
      canary,
      currentHealth: healthOf(remote, current?.build),
      canaryHealth: healthOf(remote, canary?.build),
      earlier: releases.filter((r) => r !== current).slice(0, EARLIER_RELEASES_SHOWN),
    };
  });
}

/** (errors + failed files) / loads as a percentage with one decimal; null without loads (nothing to divide). */
export function errorRatePercent(health: Pick<BuildHealth, 'loads' | 'errors' | 'chunkFailures'>): number | null {
  if (health.loads <= 0) return null;
  return Math.round(((health.errors + health.chunkFailures) / health.loads) * 1000) / 10;
}

/**
 * The canary share as typed: a whole number from 1 to 99 (what the API accepts), else which rule it breaks.
 * Read from text so that 10.5 is refused instead of rounded.
 */
export function parseSharePercent(text: string): { value: number } | { error: 'required' | 'whole' | 'range' } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'required' };
  if (!/^\d+$/.test(trimmed)) return { error: 'whole' };
  const value = Number(trimmed);
  return value >= 1 && value <= 99 ? { value } : { error: 'range' };
}
