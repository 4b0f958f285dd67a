import { z } from 'zod';
import { REMOTE_NAME_PATTERN } from '../remote-props.ts';
import { buildIdSchema } from './remote-releases.ts';

/**
 * What a browser reports of the remotes' builds it ran, for the canary's health: per remote and build, how many
 * times an area of it was mounted (`load`: shown, or failed, so that a build that never starts is judged too), how
 * many errors its code threw (`error`) and how many of its files could not be fetched (`chunk`). Counts only: no message, address, user or device goes with them.
 */
export const CLIENT_REPORT_KINDS = ['load', 'error', 'chunk'] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];
/** At most this many of one kind of one build in one report: a tab in a loop reports no more than this. */
export const CLIENT_REPORT_MAX_COUNT = 50;
/** Entries in one report at most. */
export const CLIENT_REPORT_MAX_ENTRIES = 30;

export const clientReportEntrySchema = z
  .object({
    remote: z.string().regex(REMOTE_NAME_PATTERN, { error: 'Not a remote name' }),
    build: buildIdSchema,
    kind: z.enum(CLIENT_REPORT_KINDS),
    count: z.number().int().min(1).max(CLIENT_REPORT_MAX_COUNT),
  })
  .strict();
export type ClientReportEntry = z.infer<typeof clientReportEntrySchema>;

export const clientReportBodySchema = z
  .object({ reports: z.array(clientReportEntrySchema).min(1).max(CLIENT_REPORT_MAX_ENTRIES) })
  .strict();
export type ClientReportBody = z.infer<typeof clientReportBodySchema>;
