import { z } from 'zod';
import { emailField, otpField, passwordField, singleLine } from './fields.ts';
import { roleSchema } from './role.ts';

/** The one-time code mailed when an account under a guessing attack signs in from an unknown browser. */
export const signInCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .regex(/^\d{6}$/, 'Code must be 6 digits');

/** `code` only on the second step, after the server answered that it sent one (`codeRequired`). */
export const loginBodySchema = z.object({
  email: emailField,
  password: passwordField,
  code: signInCodeField.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = z.object({
  name: z
    .string({ error: 'Full name is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must not exceed 100 characters'),
  email: emailField,
  password: passwordField,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const verifySignupOtpBodySchema = z.object({ email: emailField, otp: otpField });
export type VerifySignupOtpBody = z.infer<typeof verifySignupOtpBodySchema>;

export const passwordResetLinkBodySchema = z.object({ email: emailField });
export type PasswordResetLinkBody = z.infer<typeof passwordResetLinkBodySchema>;

export const verifyForgotPasswordOtpBodySchema = z.object({ email: emailField, otp: otpField });
export type VerifyForgotPasswordOtpBody = z.infer<typeof verifyForgotPasswordOtpBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    newPassword: passwordField,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords must match' });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'Invalid token') });

/** The signed-in user as the client holds it. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  profilePic: z.string().nullable(),
  role: roleSchema.pick({ _id: true, name: true, description: true, permissions: true }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authDataSchema = z.object({
  accessToken: z.string(),
  user: sessionUserSchema,
  permissions: roleSchema.shape.permissions,
});
export type AuthData = z.infer<typeof authDataSchema>;

/**
 * Answer of user/login (202) when the account is under a guessing attack and this browser has not signed in
 * to it before: the same login call again, with the mailed `code`, finishes the sign-in.
 */
export const loginCodeRequiredSchema = z.object({ codeRequired: z.literal(true) });
export type LoginCodeRequired = z.infer<typeof loginCodeRequiredSchema>;
export const SIGN_IN_CODE_SENT = 'We sent a code to your e-mail';

/** Answer of verify-forgotPassword-otp: the reset token the code stands for. */
export const forgotPasswordOtpDataSchema = z.object({ token: z.string() });
