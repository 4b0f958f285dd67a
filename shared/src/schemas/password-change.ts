import { z } from 'zod';
import { passwordField } from './fields.ts';

/** POST user/change-password: a signed-in user replaces their password (other sessions are signed out). */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
    newPassword: passwordField,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords must match' });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
