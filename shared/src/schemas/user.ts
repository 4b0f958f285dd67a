import { z } from 'zod';
import { STAFF_NAME_MIN } from '../constants.ts';
import { booleanQuery, listQuerySchema, timestampsSchema } from './common.ts';
import { emailField, singleLine } from './fields.ts';

export const staffUserBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .check(singleLine)
    .trim()
    .min(STAFF_NAME_MIN, `Name must be at least ${STAFF_NAME_MIN} characters`)
    .max(100, 'Name must not exceed 100 characters'),
  email: emailField,
  role: z.string({ error: 'Role is required' }).min(1, 'Role is required').uuid('Role is required'),
});
export type StaffUserBody = z.infer<typeof staffUserBodySchema>;

export const listUsersQuerySchema = listQuerySchema.and(z.object({ active: booleanQuery.optional() }));
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

/** PATCH user/status/{userId}: sets the given state, or toggles when none is given. */
export const userStatusBodySchema = z.object({ isActive: z.boolean().optional() }).optional();

export const userSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    /** A new address waiting to be confirmed from the link mailed to it; `email` stays in use until then. */
    pendingEmail: z.string().nullable(),
    /**
     * The change was asked by staff who are not super admins and waits for the owner's approval (from a link
     * mailed to `email`) before the new address is sent its confirmation link.
     */
    pendingEmailAwaitsApproval: z.boolean(),
    profilePic: z.string().nullable(),
    role: z.object({ _id: z.string(), name: z.string() }),
    isActive: z.boolean(),
  })
  .extend(timestampsSchema.shape);
export type User = z.infer<typeof userSchema>;
