import { z } from 'zod';
import { REMOTE_NAME_PATTERN } from '../remote-props.ts';
import { BUILD_ID_PATTERN } from '../remote-releases.ts';

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
  action: z.enum(['release', 'rollback']),
  previous: z.string().nullable(),
  unchanged: z.boolean(),
  pruned: z.array(z.string()),
});

export const releaseRegistrySchema = z.object({
  /** newest first; the records without replacedAt are the current builds */
  releases: z.array(releaseRecordSchema),
});

export type ReleaseRecordDto = z.infer<typeof releaseRecordSchema>;
