import { z } from 'zod';

/** GET /api/dashboard: the numbers on the dashboard summary page. */
export const dashboardSummarySchema = z.object({
  users: z.object({
    total: z.number().int(),
    active: z.number().int(),
    inactive: z.number().int(),
    /** users holding the USER role */
    learners: z.number().int(),
    /** users holding any other role */
    staff: z.number().int(),
  }),
  roles: z.number().int(),
  categories: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
  courses: z.object({
    total: z.number().int(),
    DRAFT: z.number().int(),
    PUBLISHED: z.number().int(),
    TERMINATED: z.number().int(),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
