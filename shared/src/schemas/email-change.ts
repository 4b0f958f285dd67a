import { z } from 'zod';
import { emailField } from './fields.ts';

/**
 * POST user/change-email: a signed-in user asks to move their account to another address. Nothing changes until
 * the link mailed to the new address is opened; the current address is told at once.
 */
export const changeEmailBodySchema = z.object({
  newEmail: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** The token of a link mailed about a change: the confirmation (new address) or the approval (current one). */
export const emailChangeTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'Invalid token'),
});

/** POST user/confirm-email/{token}: the account's e-mail from now on. */
export const emailChangedSchema = z.object({ email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** POST user/approve-email-change/{token}: the address the confirmation link has now been sent to. */
export const emailChangeApprovedSchema = z.object({ newEmail: z.string() });
export type EmailChangeApproved = z.infer<typeof emailChangeApprovedSchema>;
