import { z } from 'zod';

/** GET /api/health: 200 when the API and its database answer, 503 otherwise. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  uptimeSeconds: z.number().int(),
});
export type Health = z.infer<typeof healthSchema>;
