import { z } from 'zod';

/** GET /api/health (liveness): 200 whenever the process answers; it checks nothing else. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * GET /api/health/ready (readiness): 200 when the process can serve (database reachable, migrations applied,
 * file storage reachable, Redis when configured); otherwise 503 naming in `errors` what is down, or `server`
 * while it shuts down.
 */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  checks: z.record(z.string(), z.literal('up')),
});
export type Readiness = z.infer<typeof readinessSchema>;
