import { authEndpoints as endpoints } from '@skillhub/shared/endpoints/auth';
import { authDataSchema, loginCodeRequiredSchema, SIGN_IN_CODE_SENT } from '@skillhub/shared/schemas/auth';
import { successBodySchema } from '@skillhub/shared/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { failures } from '../../http/responses.ts';
import type { ClientInfo } from '../../http/service-context.ts';
import { createAuthService, type SignedIn } from './auth.service.ts';
import { readDeviceCookie, rememberDevice } from './device-cookie.ts';
import { clearPageCookie, setPageCookie } from './page-cookie.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie.ts';
import { REFRESH_REUSE_GRACE_MS } from './refresh-rotation.ts';

const tags = ['Auth'];

function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** Every call of authEndpoints. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app);
  const secure = app.config.secureCookies;
  const knownDevice = { secure, maxAgeMs: app.config.loginProtection.knownDeviceTtlMs };
  /** A session begun or continued: its refresh cookie and its page cookie (page-cookie.ts). */
  const sessionCookies = (reply: FastifyReply, signedIn: SignedIn) => {
    setRefreshCookie(reply, signedIn.refresh, secure);
    return setPageCookie(app, reply, signedIn, secure);
  };
  const clearSessionCookies = (reply: FastifyReply) => {
    clearRefreshCookie(reply, secure);
    clearPageCookie(reply, secure);
  };

  const login = endpointRoute(endpoints.login, {
    tags,
    summary: 'Sign in with e-mail and password',
    description:
      'Answers the access token, the user and the permissions; sets the refresh-token cookie, the page ' +
      'cookie and the known-browser cookie. Wrong passwords are limited per address, per account and ' +
      'address (429 with a Retry-After that grows), and per account: while many have been tried on an ' +
      `account, a browser that has not signed in to it before gets 202 "${SIGN_IN_CODE_SENT}" and repeats ` +
      'the call with the mailed `code`. A password-reset link works throughout.',
    failures: [400, 401, 403, 429],
  });
  app.route({
    ...login,
    // The endpoint answers either body; each is documented and serialised under its own status.
    schema: {
      ...login.schema,
      response: {
        200: successBodySchema(authDataSchema),
        202: successBodySchema(loginCodeRequiredSchema),
        ...failures(400, 401, 403, 429),
      },
    },
    config: { authRateLimit: 'login' },
    handler: async (request, reply) => {
      const device = readDeviceCookie(request, app.secrets.deviceCookieKey);
      const result = await auth.login(request.body, clientOf(request), device);
      if ('codeSent' in result) {
        return reply
          .code(202)
          .send({ success: true as const, message: SIGN_IN_CODE_SENT, data: { codeRequired: true as const } });
      }
      await sessionCookies(reply, result);
      rememberDevice(reply, app.secrets.deviceCookieKey, device, result.data.user._id, knownDevice);
      return { success: true as const, message: 'Logged in successfully', data: result.data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.refresh, {
      tags,
      summary: 'Exchange the refresh-token cookie for a new access token',
      description:
        `The cookie is rotated on every call. The token rotated last may be presented again for ${REFRESH_REUSE_GRACE_MS / 1000} seconds (tabs ` +
        'of one browser refreshing at once) and answers the same new cookie; any other used token is a replay ' +
        'and ends that session (the refresh-token family of that login), its access tokens included. The ' +
        "user's other sessions go on.",
      failures: [401],
    }),
    handler: async (request, reply) => {
      try {
        const signedIn = await auth.refresh(refreshCookieOf(request), clientOf(request));
        await sessionCookies(reply, signedIn);
        return { success: true as const, data: signedIn.data };
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    },
  });

  app.route({
    ...endpointRoute(endpoints.logout, {
      tags,
      summary: 'Sign out everywhere',
      description:
        'Revokes every refresh token of the user (identified by the bearer token or the cookie) and clears the cookie. ' +
        'Succeeds even when the access token has already expired.',
      failures: [],
    }),
    handler: async (request, reply) => {
      const session = request.headers.authorization ? await app.authenticate(request).catch(() => null) : null;
      await auth.logout(session, refreshCookieOf(request));
      clearSessionCookies(reply);
      return { success: true as const, message: 'Logged out successfully' };
    },
  });

  app.route({
    ...endpointRoute(endpoints.me, { tags, summary: 'The signed-in user and permissions', failures: [401] }),
    config: { signedIn: true },
    handler: async (request) => ({ success: true as const, data: auth.me(request.session!) }),
  });

  app.route({
    ...endpointRoute(endpoints.changePassword, {
      tags,
      summary: 'Change the password of the signed-in user',
      description: 'Signs out every other session and answers a fresh session for this one, like login.',
      failures: [400, 401, 429],
    }),
    config: { signedIn: true, authRateLimit: 'login' },
    handler: async (request, reply) => {
      const signedIn = await auth.changePassword(request.session!, request.body, clientOf(request));
      await sessionCookies(reply, signedIn);
      return { success: true as const, message: 'Password changed successfully', data: signedIn.data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.sendSignupOtp, {
      tags,
      summary: 'Start sign-up: mail a 6-digit code',
      description:
        'The same answer whether or not the e-mail is registered; a registered address gets a mail saying so instead of a code.',
      failures: [400, 429],
    }),
    config: { authRateLimit: 'sendSignupOtp' },
    handler: async (request) => {
      await auth.sendSignupOtp(request.body);
      return { success: true as const, message: 'A verification code has been sent to your email' };
    },
  });

  app.route({
    ...endpointRoute(endpoints.verifySignupOtp, {
      tags,
      summary: 'Finish sign-up with the mailed code',
      description: 'Creates the learner account and signs it in, answering like login.',
      failures: [400, 409, 429],
    }),
    config: { authRateLimit: 'verifySignupOtp' },
    handler: async (request, reply) => {
      const signedIn = await auth.verifySignupOtp(request.body, clientOf(request));
      await sessionCookies(reply, signedIn);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Account created successfully', data: signedIn.data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.sendPasswordResetLink, {
      tags,
      summary: 'Mail a password-reset link and code',
      description: 'Always the same answer, registered e-mail or not.',
      failures: [400, 429],
    }),
    config: { authRateLimit: 'sendPasswordResetLink' },
    handler: async (request) => {
      await auth.sendPasswordResetLink(request.body.email);
      return {
        success: true as const,
        message: 'If an account exists for this email, a password reset link has been sent to it',
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.verifyForgotPasswordOtp, {
      tags,
      summary: 'Exchange the code from a reset mail for a reset token',
      description: 'Use the token with POST /api/user/reset-password/{token}.',
      failures: [400, 429],
    }),
    config: { authRateLimit: 'verifyForgotPasswordOtp' },
    handler: async (request) => {
      const data = await auth.verifyForgotPasswordOtp(request.body);
      return { success: true as const, message: 'OTP verified. You can now set a new password.', data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.resetPassword, {
      tags,
      summary: 'Set a new password with a reset or set-password link',
      description:
        'The link works once, also while sign-ins to the account are limited; every session of the user is ' +
        'signed out, and this browser becomes known to the account (the known-browser cookie).',
      failures: [400, 429],
    }),
    config: { authRateLimit: 'resetPassword' },
    handler: async (request, reply) => {
      const { userId } = await auth.resetPassword(request.params.token, request.body);
      // The link proved the mailbox in this browser, as a mailed sign-in code would.
      const device = readDeviceCookie(request, app.secrets.deviceCookieKey);
      rememberDevice(reply, app.secrets.deviceCookieKey, device, userId, knownDevice);
      return { success: true as const, message: 'Your password has been reset. Please log in with your new password.' };
    },
  });
};

export default authRoutes;
