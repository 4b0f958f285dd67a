import { randomUUID } from 'node:crypto';
import { ROLE_USER } from '@skillhub/shared/constants';
import type {
  AuthData,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  VerifyForgotPasswordOtpBody,
  VerifySignupOtpBody,
} from '@skillhub/shared/schemas/auth';
import type { ChangePasswordBody } from '@skillhub/shared/schemas/password-change';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { badRequest, conflict, fieldError, HttpError, tooManyRequests, unauthorized } from '../../http/http-error.ts';
import type { ClientInfo, ServiceContext } from '../../http/service-context.ts';
import { accountExistsMail, passwordResetMail, signupOtpMail } from '../../mail/mail-templates.ts';
import type { AccessTokenClaims } from '../../security/access-tokens.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/passwords.ts';
import { hashesEqual, hashOtp, hashToken, randomOtp, randomToken } from '../../security/secret-tokens.ts';
import { rolesRepository } from '../roles/roles.repository.ts';
import { type UserWithRole, usersRepository } from '../users/users.repository.ts';
import type { KnownDevice } from './device-cookie.ts';
import { createLoginGuard, type LoginSource } from './login-guard.ts';
import { passwordResetTokensRepository } from './password-reset-tokens.repository.ts';
import { justRotated, successorToken } from './refresh-rotation.ts';
import { type RefreshTokenRow, refreshTokensRepository } from './refresh-tokens.repository.ts';
import { isSuperAdmin, type Session, toSessionUser, visitorOf } from './session.ts';
import { createSignInCodes } from './sign-in-codes.ts';
import { signupOtpsRepository } from './signup-otps.repository.ts';

/** The refresh token to put in the cookie, and whether the cookie ends with the browser session. */
export interface IssuedRefreshToken {
  token: string;
  sessionOnly: boolean;
  maxAgeSeconds: number;
}

export interface SignedIn {
  data: AuthData;
  refresh: IssuedRefreshToken;
  /** The session the access token names (page-cookie.ts issues the page token for it). */
  session: AccessTokenClaims;
}

/** The login needs the code mailed to the account before it signs in (login-guard.ts). */
export interface CodeSent {
  codeSent: true;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_OTP = 'Invalid or expired OTP';
const INVALID_SIGN_IN_CODE = 'Invalid or expired code';
const INVALID_RESET_LINK = 'Reset link is invalid or has expired';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

const SIGNUP_OTP_PURPOSE = 'signup';
const RESET_OTP_PURPOSE = 'password-reset';

/**
 * Sign-in, sessions, sign-up by e-mail code and password reset (api-conventions.md, "Auth").
 * Calls that could reveal whether an e-mail is registered answer the same either way.
 */
export function createAuthService(ctx: ServiceContext) {
  const { db, clock, config, secrets, accessTokens, outbox } = ctx;
  const loginGuard = createLoginGuard(ctx);
  const signInCodes = createSignInCodes(ctx);

  /**
   * What signing in and refreshing answer for `user` in the session `sessionId` (a fresh access token of the
   * session, the user and permissions), and that session's claims.
   */
  async function authData(user: UserWithRole, sessionId: string): Promise<Pick<SignedIn, 'data' | 'session'>> {
    const session = { userId: user.id, sessionVersion: user.sessionVersion, sessionId };
    const accessToken = await accessTokens.issue(session);
    const sessionUser = toSessionUser(user);
    return { data: { accessToken, user: sessionUser, permissions: sessionUser.role.permissions }, session };
  }

  /**
   * Starts a session (or continues a refresh-token family) for an active user. The family id is the
   * session id its access tokens carry.
   */
  async function signIn(
    user: UserWithRole,
    client: ClientInfo,
    familyId: string = randomUUID(),
    tx = db,
    token: string = randomToken(),
  ): Promise<SignedIn> {
    const sessionOnly = isSuperAdmin(user);
    const ttlMs = sessionOnly ? config.tokens.superAdminRefreshTtlMs : config.tokens.refreshTtlMs;
    await refreshTokensRepository.insert(tx, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + ttlMs),
      sessionOnly,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
    });
    return {
      ...(await authData(user, familyId)),
      refresh: { token, sessionOnly, maxAgeSeconds: Math.floor(ttlMs / 1000) },
    };
  }

  /**
   * A just-rotated token presented again (another tab raced the rotation): the same successor again, with a
   * fresh access token, as long as that successor is still the family's live token. Undefined otherwise.
   */
  async function answerAgain(rotated: RefreshTokenRow, successor: string, now: Date): Promise<SignedIn | undefined> {
    const next = await refreshTokensRepository.findByHash(db, hashToken(successor));
    if (!next || next.familyId !== rotated.familyId || next.revokedAt !== null || next.expiresAt <= now) return;
    const user = await usersRepository.findById(db, next.userId);
    if (!user?.isActive) return;
    return {
      ...(await authData(user, next.familyId)),
      refresh: {
        token: successor,
        sessionOnly: next.sessionOnly,
        maxAgeSeconds: Math.floor((next.expiresAt.getTime() - now.getTime()) / 1000),
      },
    };
  }

  /** A per-e-mail resend cooldown, kept in the shared counters so every process enforces it. */
  async function enforceCooldown(kind: string, email: string): Promise<void> {
    const hit = await ctx.rateLimitCounters.hit(`cooldown:${kind}:${email}`, config.otp.resendCooldownMs);
    if (hit.hits > 1) {
      const seconds = Math.ceil(hit.resetInMs / 1000);
      throw tooManyRequests(seconds, `Please wait ${seconds} seconds before requesting another code`);
    }
  }

  async function mustReload(userId: string): Promise<UserWithRole> {
    const user = await usersRepository.findById(db, userId);
    if (!user) throw new Error(`User ${userId} vanished`);
    return user;
  }

  return {
    /**
     * Password sign-in under the limits of login-guard.ts. When the account is under attack and this browser
     * is not known to it, the answer is `codeSent` whether or not the password was right (a code is mailed
     * only when it was), and the second call with the code fails alike for a wrong password or code: a
     * guesser learns nothing, the owner gets in.
     */
    async login(body: LoginBody, client: ClientInfo, device: KnownDevice | null): Promise<SignedIn | CodeSent> {
      const user = await usersRepository.findByEmail(db, body.email);
      const knownDevice = user && device?.userIds.includes(user.id) ? device : null;
      const known = knownDevice !== null;
      const source: LoginSource = knownDevice ? { device: knownDevice.id } : { ip: client.ip };
      await loginGuard.admit(body.email, source);
      const codeRequired = !known && (await loginGuard.codeRequired(body.email));
      const codeStepFailed = () => fieldError('code', INVALID_SIGN_IN_CODE);

      // Staff invited but without a password yet cannot sign in; they look like an unknown e-mail.
      let passwordOk = false;
      if (user?.passwordHash) passwordOk = await verifyPassword(user.passwordHash, body.password);
      else await verifyAgainstDummy(body.password, config.passwordHashCost);
      if (!user || !passwordOk) {
        await loginGuard.failed(body.email, source);
        if (!codeRequired) throw unauthorized(INVALID_CREDENTIALS, { code: 'INVALID_CREDENTIALS' });
        if (body.code) throw codeStepFailed();
        return { codeSent: true };
      }
      if (codeRequired) {
        // A deactivated account gets no code; saying so would confirm the password.
        if (!body.code) {
          if (user.isActive) await signInCodes.send(user);
          return { codeSent: true };
        }
        if (!user.isActive || !(await signInCodes.redeem(user, body.code))) {
          await loginGuard.failed(body.email, source);
          throw codeStepFailed();
        }
      }
      if (!user.isActive)
        throw new HttpError(403, 'Your account has been deactivated. Please contact the administrator.');
      await loginGuard.succeeded(body.email, source);
      return signIn(user, client);
    },

    /**
     * Rotation: the presented token is used up and its successor issued in the same family, in one
     * transaction, so a concurrent refresh with the same token waits for it and then finds the successor.
     * A token presented again within the grace window of its rotation, while its successor is unused, gets
     * that successor again; any other used or revoked token is a replay.
     */
    async refresh(token: string | undefined, client: ClientInfo): Promise<SignedIn> {
      if (!token) throw unauthorized(SESSION_EXPIRED);
      const now = clock.now();
      const tokenHash = hashToken(token);
      const successor = successorToken(secrets.refreshTokenKey, token);
      const rotated = await db.transaction(async (tx) => {
        const current = await refreshTokensRepository.consume(tx, tokenHash, now);
        if (!current) return undefined;
        const user = await usersRepository.findById(tx, current.userId);
        if (!user?.isActive) {
          await refreshTokensRepository.revokeFamily(tx, current.familyId, now, 'user-inactive');
          return null;
        }
        return signIn(user, client, current.familyId, tx, successor);
      });
      if (rotated) return rotated;
      if (rotated === null) throw unauthorized(SESSION_EXPIRED);

      const known = await refreshTokensRepository.findByHash(db, tokenHash);
      if (!known) throw unauthorized(SESSION_EXPIRED);
      if (justRotated(known, now)) {
        const again = await answerAgain(known, successor, now);
        if (again) return again;
      }
      // A used or revoked token coming back means it was copied: end the session it belongs to, access
      // tokens included. The user's other sessions (other devices) go on.
      await refreshTokensRepository.revokeFamily(db, known.familyId, now, 'replayed');
      if (known.revokedReason === 'rotated') {
        ctx.log.warn({ userId: known.userId, familyId: known.familyId }, 'refresh token replayed; family revoked');
      }
      throw unauthorized(SESSION_EXPIRED);
    },

    /** Ends every session of the user identified by the access token or, failing that, by the refresh cookie. */
    async logout(session: Session | null, refreshToken: string | undefined): Promise<void> {
      let userId = session?.user.id;
      if (!userId && refreshToken)
        userId = (await refreshTokensRepository.findByHash(db, hashToken(refreshToken)))?.userId;
      if (!userId) return;
      const id = userId;
      await db.transaction(async (tx) => {
        await refreshTokensRepository.revokeAllForUser(tx, id, clock.now(), 'logout');
        await usersRepository.endSessions(tx, id);
      });
    },

    me: (session: Session): Omit<AuthData, 'accessToken'> => visitorOf(session),

    async changePassword(session: Session, body: ChangePasswordBody, client: ClientInfo): Promise<SignedIn> {
      const current = session.user.passwordHash;
      if (!current || !(await verifyPassword(current, body.currentPassword))) {
        throw fieldError('currentPassword', 'Current password is incorrect');
      }
      if (body.newPassword === body.currentPassword) {
        throw fieldError('newPassword', 'New password must be different from the current password');
      }
      const passwordHash = await hashPassword(body.newPassword, config.passwordHashCost);
      const userId = session.user.id;
      return db.transaction(async (tx) => {
        await usersRepository.setPassword(tx, userId, passwordHash);
        await refreshTokensRepository.revokeAllForUser(tx, userId, clock.now(), 'password-changed');
        // This browser stays signed in with a fresh session; every other one is signed out.
        const user = await usersRepository.findById(tx, userId);
        if (!user) throw new Error(`User ${userId} vanished`);
        return signIn(user, client, undefined, tx);
      });
    },

    async sendSignupOtp(body: SignupBody): Promise<void> {
      await enforceCooldown('signup-otp', body.email);
      const existing = await usersRepository.findByEmail(db, body.email);
      // Hash in both cases so the response time does not tell a known e-mail from a new one.
      const passwordHash = await hashPassword(body.password, config.passwordHashCost);
      await db.transaction(async (tx) => {
        if (existing) {
          await outbox.enqueueMail(
            tx,
            accountExistsMail({ to: existing.email, name: existing.name, loginUrl: `${config.publicUrl}/auth` }),
          );
          return;
        }
        const otp = randomOtp();
        await signupOtpsRepository.replace(tx, {
          email: body.email,
          name: body.name,
          passwordHash,
          otpHash: hashOtp(secrets.otpKey, SIGNUP_OTP_PURPOSE, body.email, otp),
          expiresAt: new Date(clock.now().getTime() + config.otp.ttlMs),
        });
        await outbox.enqueueMail(tx, signupOtpMail({ to: body.email, name: body.name, otp, ttlMs: config.otp.ttlMs }));
      });
      outbox.kick();
    },

    async verifySignupOtp(body: VerifySignupOtpBody, client: ClientInfo): Promise<SignedIn> {
      const now = clock.now();
      const pending = await signupOtpsRepository.findOpen(db, body.email, now);
      if (!pending || !(await signupOtpsRepository.takeAttempt(db, pending.id, config.otp.maxAttempts))) {
        throw fieldError('otp', INVALID_OTP);
      }
      if (!hashesEqual(pending.otpHash, hashOtp(secrets.otpKey, SIGNUP_OTP_PURPOSE, body.email, body.otp))) {
        throw fieldError('otp', INVALID_OTP);
      }
      const userRole = await rolesRepository.findByName(db, ROLE_USER);
      if (!userRole) throw new Error('The USER role is missing; seeding did not run');
      try {
        const userId = await db.transaction(async (tx) => {
          if (!(await signupOtpsRepository.markUsed(tx, pending.id, now))) throw fieldError('otp', INVALID_OTP);
          return usersRepository.insert(tx, {
            name: pending.name,
            email: pending.email,
            roleId: userRole.id,
            passwordHash: pending.passwordHash,
          });
        });
        return signIn(await mustReload(userId), client);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict('An account with this email already exists', {
            email: 'An account with this email already exists',
          });
        }
        throw error;
      }
    },

    async sendPasswordResetLink(email: string): Promise<void> {
      await enforceCooldown('password-reset', email);
      const user = await usersRepository.findByEmail(db, email);
      if (!user?.isActive) return;
      const token = randomToken();
      const otp = randomOtp();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await passwordResetTokensRepository.closeOpen(tx, user.id, now);
        await passwordResetTokensRepository.insert(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          otpHash: hashOtp(secrets.otpKey, RESET_OTP_PURPOSE, user.email, otp),
          purpose: 'reset',
          expiresAt: new Date(now.getTime() + config.passwordReset.linkTtlMs),
        });
        await outbox.enqueueMail(
          tx,
          passwordResetMail({
            to: user.email,
            name: user.name,
            link: `${config.publicUrl}/reset-password/${token}`,
            otp,
            ttlMs: config.passwordReset.linkTtlMs,
          }),
        );
      });
      outbox.kick();
    },

    /** Exchanges the code from a reset mail for a fresh reset token (for clients that ask for the code). */
    async verifyForgotPasswordOtp(body: VerifyForgotPasswordOtpBody): Promise<{ token: string }> {
      const now = clock.now();
      const user = await usersRepository.findByEmail(db, body.email);
      const open = user?.isActive ? await passwordResetTokensRepository.findOpenWithCode(db, user.id, now) : undefined;
      if (
        !user ||
        !open?.otpHash ||
        !(await passwordResetTokensRepository.takeAttempt(db, open.id, config.otp.maxAttempts))
      ) {
        throw fieldError('otp', INVALID_OTP);
      }
      if (!hashesEqual(open.otpHash, hashOtp(secrets.otpKey, RESET_OTP_PURPOSE, user.email, body.otp))) {
        throw fieldError('otp', INVALID_OTP);
      }
      const token = randomToken();
      await db.transaction(async (tx) => {
        if (!(await passwordResetTokensRepository.markUsed(tx, open.id, now))) throw fieldError('otp', INVALID_OTP);
        await passwordResetTokensRepository.insert(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          otpHash: null,
          purpose: 'otp-exchange',
          expiresAt: new Date(now.getTime() + config.passwordReset.linkTtlMs),
        });
      });
      return { token };
    },

    /** Answers whose password it was, so that the browser that used the link becomes known to the account. */
    async resetPassword(token: string, body: ResetPasswordBody): Promise<{ userId: string }> {
      const now = clock.now();
      const open = await passwordResetTokensRepository.findOpenByHash(db, hashToken(token), now);
      const user = open ? await usersRepository.findById(db, open.userId) : undefined;
      if (!open || !user?.isActive) throw badRequest(INVALID_RESET_LINK);
      const passwordHash = await hashPassword(body.newPassword, config.passwordHashCost);
      await db.transaction(async (tx) => {
        if (!(await passwordResetTokensRepository.markUsed(tx, open.id, now))) throw badRequest(INVALID_RESET_LINK);
        await passwordResetTokensRepository.closeOpen(tx, user.id, now);
        await usersRepository.setPassword(tx, user.id, passwordHash);
        await refreshTokensRepository.revokeAllForUser(tx, user.id, now, 'password-changed');
      });
      return { userId: user.id };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
