import { z } from 'zod';
import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import {
  authDataSchema,
  forgotPasswordOtpDataSchema,
  loginBodySchema,
  loginCodeRequiredSchema,
  passwordResetLinkBodySchema,
  resetPasswordBodySchema,
  resetTokenParamsSchema,
  signupBodySchema,
  verifyForgotPasswordOtpBodySchema,
  verifySignupOtpBodySchema,
} from '../schemas/auth.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { changePasswordBodySchema } from '../schemas/password-change.ts';

/** A signed-in session: the access token, the user and the permissions (the refresh token goes in a cookie). */
const authDataBodySchema = successBodySchema(authDataSchema);
/** Login's 202: the account is under a guessing attack and this browser is new to it; a code was mailed. */
const loginCodeRequiredBodySchema = successBodySchema(loginCodeRequiredSchema);

/** The sign-in, session and password calls. */
export const authEndpoints = {
  /** 200 with a session, or 202 `codeRequired`: then the same call again with the mailed `code`. */
  login: endpoint({
    method: 'POST',
    path: apiPaths.auth.login,
    body: loginBodySchema,
    response: z.union([authDataBodySchema, loginCodeRequiredBodySchema]),
  }),
  /** The refresh-token cookie for a new access token; the api client calls it itself on a 401. */
  refresh: endpoint({ method: 'POST', path: apiPaths.auth.refresh, response: authDataBodySchema }),
  logout: endpoint({ method: 'POST', path: apiPaths.auth.logout, response: messageBodySchema }),
  me: endpoint({
    method: 'GET',
    path: apiPaths.auth.me,
    response: successBodySchema(authDataSchema.omit({ accessToken: true })),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: apiPaths.auth.changePassword,
    body: changePasswordBodySchema,
    response: authDataBodySchema,
  }),
  sendSignupOtp: endpoint({
    method: 'POST',
    path: apiPaths.auth.sendSignupOtp,
    body: signupBodySchema,
    response: messageBodySchema,
  }),
  verifySignupOtp: endpoint({
    method: 'POST',
    path: apiPaths.auth.verifySignupOtp,
    body: verifySignupOtpBodySchema,
    response: authDataBodySchema,
    status: 201,
  }),
  sendPasswordResetLink: endpoint({
    method: 'POST',
    path: apiPaths.auth.sendPasswordResetLink,
    body: passwordResetLinkBodySchema,
    response: messageBodySchema,
  }),
  verifyForgotPasswordOtp: endpoint({
    method: 'POST',
    path: apiPaths.auth.verifyForgotPasswordOtp,
    body: verifyForgotPasswordOtpBodySchema,
    response: successBodySchema(forgotPasswordOtpDataSchema),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: apiPaths.auth.resetPassword,
    params: resetTokenParamsSchema,
    body: resetPasswordBodySchema,
    response: messageBodySchema,
  }),
};
