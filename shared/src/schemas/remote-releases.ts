import { z } from 'zod';
import { BUILD_ID_PATTERN } from '../build-id.ts';
import { REMOTE_NAME_PATTERN } from '../remote-props.ts';

export const remoteParamsSchema = z.object({
  remote: z.string().regex(REMOTE_NAME_PATTERN, { error: 'Not a remote name' }),
});

export const buildIdSchema = z.string().max(100).regex(BUILD_ID_PATTERN, { error: 'Not a build id' });

/** Release: the remote's newest build unless one is named. Rollback: the previous release unless one is named. */
export const releaseBodySchema = z.object({ build: buildIdSchema.optional() }).strict();

export const releaseRecordSchema = z.object({
  remote: z.string(),
  build: z.string(),
  action: z.string(),
  releasedBy: z.string(),
  releasedAt: z.string(),
  /** null while current */
  replacedAt: z.string().nullable(),
});

export const releaseOutcomeSchema = z.object({
  remote: z.string(),
  build: z.string(),
  action: z.enum(['release', 'rollback', 'promote']),
  previous: z.string().nullable(),
  unchanged: z.boolean(),
  pruned: z.array(z.string()),
});

/** A canary: the build (the remote's newest unless named) served to sharePercent of devices. */
export const canaryBodySchema = z
  .object({ build: buildIdSchema.optional(), sharePercent: z.number().int().min(1).max(99) })
  .strict();

export const canarySchema = z.object({
  remote: z.string(),
  build: z.string(),
  sharePercent: z.number(),
  startedBy: z.string(),
  startedAt: z.string(),
});

/** What browsers reported of one build (the shell's client reports): areas mounted, errors, files that failed. */
export const buildHealthSchema = z.object({
  remote: z.string(),
  build: z.string(),
  loads: z.number().int(),
  errors: z.number().int(),
  chunkFailures: z.number().int(),
  updatedAt: z.string(),
});

export const releaseRegistrySchema = z.object({
  /** newest first; the records without replacedAt are the current builds */
  releases: z.array(releaseRecordSchema),
  canaries: z.array(canarySchema),
  /** the builds browsers reported on (current and canary builds only), latest report first */
  health: z.array(buildHealthSchema),
});

export type ReleaseRecordDto = z.infer<typeof releaseRecordSchema>;
