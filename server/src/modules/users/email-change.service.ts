import type { ChangeEmailBody, EmailChanged } from '@skillhub/shared/schemas/email-change';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { badRequest, conflict, fieldError, tooManyRequests } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import {
  type EmailChangeRequester,
  emailChangeAddressInUseMail,
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeRequestedMail,
  staffInviteMail,
} from '../../mail/mail-templates.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { hashToken, randomToken } from '../../security/secret-tokens.ts';
import { passwordResetTokensRepository } from '../auth/password-reset-tokens.repository.ts';
import { refreshTokensRepository } from '../auth/refresh-tokens.repository.ts';
import type { Session } from '../auth/session.ts';
import { emailChangesRepository } from './email-changes.repository.ts';
import { type UserWithRole, usersRepository } from './users.repository.ts';

export const EMAIL_TAKEN = 'A user with this email already exists';
const INVALID_LINK = 'Confirmation link is invalid or has expired';

/**
 * E-mail changes. Whoever asks (the user, or staff on the Users page), the address changes only when the link
 * mailed to the new address is opened, and the current address is told at once who asked: an account (and
 * the password resets that follow its e-mail) cannot be moved to someone else's mailbox silently.
 */
export function createEmailChangeService(ctx: ServiceContext) {
  const { db, clock, config, outbox } = ctx;

  /** Records the request and writes both mails, in the caller's transaction. */
  async function request(
    tx: Database,
    user: UserWithRole,
    newEmail: string,
    requester: { id: string; name: string },
  ): Promise<void> {
    const token = randomToken();
    const now = clock.now();
    const ttlMs = config.emailChange.linkTtlMs;
    const requestedBy: EmailChangeRequester = { self: requester.id === user.id, name: requester.name };
    await emailChangesRepository.closeOpen(tx, user.id, now);
    await emailChangesRepository.insert(tx, {
      userId: user.id,
      newEmail,
      tokenHash: hashToken(token),
      requestedBy: requester.id,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    await outbox.enqueueMail(
      tx,
      emailChangeConfirmMail({
        to: newEmail,
        name: user.name,
        requestedBy,
        link: `${config.publicUrl}/confirm-email/${token}`,
        ttlMs,
      }),
    );
    await outbox.enqueueMail(tx, emailChangeRequestedMail({ to: user.email, name: user.name, newEmail, requestedBy }));
  }

  return {
    request,

    /**
     * The signed-in user's own request, proven with their password so that a stolen access token alone cannot
     * move the account. An address that already has an account answers the same (no enumeration): its owner
     * is told instead of getting a link.
     */
    async requestOwn(session: Session, body: ChangeEmailBody): Promise<void> {
      const user = session.user;
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.password))) {
        throw fieldError('password', 'Password is incorrect');
      }
      if (body.newEmail === user.email.toLowerCase()) {
        throw fieldError('newEmail', 'New email must be different from the current email');
      }
      // Each request mails two addresses; one a minute is plenty for a person and useless to a mail-bomber.
      const hit = await ctx.rateLimitCounters.hit(`cooldown:email-change:${user.id}`, config.otp.resendCooldownMs);
      if (hit.hits > 1) {
        const seconds = Math.ceil(hit.resetInMs / 1000);
        throw tooManyRequests(seconds, `Please wait ${seconds} seconds before requesting another change`);
      }
      const taken = await usersRepository.emailTaken(db, body.newEmail, user.id);
      await db.transaction(async (tx) => {
        if (!taken) return request(tx, user, body.newEmail, user);
        await outbox.enqueueMail(
          tx,
          emailChangeRequestedMail({
            to: user.email,
            name: user.name,
            newEmail: body.newEmail,
            requestedBy: { self: true, name: user.name },
          }),
        );
        await outbox.enqueueMail(tx, emailChangeAddressInUseMail({ to: body.newEmail }));
      });
      outbox.kick();
    },

    /**
     * Opening the link: the e-mail changes, every session ends (refresh tokens revoked, access tokens through the
     * session version), reset and set-password links mailed to the old address stop working, and the old address
     * is told. An invited user who has not set a password yet gets a fresh set-password link at the new address.
     */
    async confirm(token: string): Promise<EmailChanged> {
      const now = clock.now();
      const open = await emailChangesRepository.findOpenByHash(db, hashToken(token), now);
      const user = open ? await usersRepository.findById(db, open.userId) : undefined;
      if (!open || !user?.isActive) throw badRequest(INVALID_LINK);
      try {
        await db.transaction(async (tx) => {
          if (!(await emailChangesRepository.markUsed(tx, open.id, now))) throw badRequest(INVALID_LINK);
          if (await usersRepository.emailTaken(tx, open.newEmail, user.id)) throw conflict(EMAIL_TAKEN);
          await usersRepository.changeEmail(tx, user.id, open.newEmail);
          await emailChangesRepository.closeOpen(tx, user.id, now);
          await refreshTokensRepository.revokeAllForUser(tx, user.id, now, 'email-changed');
          await passwordResetTokensRepository.closeOpen(tx, user.id, now);
          await outbox.enqueueMail(tx, emailChangedMail({ to: user.email, name: user.name, newEmail: open.newEmail }));
          if (!user.passwordHash) {
            const invite = randomToken();
            const ttlMs = config.passwordReset.inviteTtlMs;
            await passwordResetTokensRepository.insert(tx, {
              userId: user.id,
              tokenHash: hashToken(invite),
              otpHash: null,
              purpose: 'invite',
              expiresAt: new Date(now.getTime() + ttlMs),
            });
            await outbox.enqueueMail(
              tx,
              staffInviteMail({
                to: open.newEmail,
                name: user.name,
                roleName: user.role.name,
                link: `${config.publicUrl}/reset-password/${invite}`,
                ttlMs,
              }),
            );
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      outbox.kick();
      return { email: open.newEmail };
    },
  };
}
