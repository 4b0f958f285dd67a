import type { ChangeEmailBody, EmailChangeApproved, EmailChanged } from '@skillhub/shared/schemas/email-change';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { badRequest, conflict, fieldError, tooManyRequests } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import {
  type EmailChangeRequester,
  emailChangeAddressInUseMail,
  emailChangeApprovalMail,
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeRequestedMail,
  staffInviteMail,
} from '../../mail/mail-templates.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { hashToken, randomToken } from '../../security/secret-tokens.ts';
import { auditLogRepository } from '../audit/audit-log.repository.ts';
import { passwordResetTokensRepository } from '../auth/password-reset-tokens.repository.ts';
import { refreshTokensRepository } from '../auth/refresh-tokens.repository.ts';
import type { Session } from '../auth/session.ts';
import { type EmailChangeRequestRow, emailChangesRepository } from './email-changes.repository.ts';
import { type UserWithRole, usersRepository } from './users.repository.ts';

export const EMAIL_TAKEN = 'A user with this email already exists';
const INVALID_LINK = 'Confirmation link is invalid or has expired';
const INVALID_APPROVAL_LINK = 'This link is invalid or has expired';

/** Who asks for a change: the user themselves, or a member of staff, who may be a super admin. */
export interface EmailChangeAsker {
  id: string;
  name: string;
  superAdmin: boolean;
}

/** What became of a request: whether it waits for the owner's approval before the new address hears of it. */
export interface EmailChangeRequested {
  awaitsApproval: boolean;
}

/**
 * E-mail changes. Whoever asks, the address changes only when the link mailed to the new address is opened, and
 * the current address is told at once who asked: an account (and the password resets that follow its e-mail)
 * cannot be moved to someone else's mailbox silently. Staff who are not super admins cannot even start that:
 * what they ask goes to the current address to approve or cancel, and only on approval does the new address get
 * its link (otherwise whoever owns the address they typed, the staff member included, could take the account).
 * A super admin's change of another user's address needs no approval and is written to the audit log.
 */
export function createEmailChangeService(ctx: ServiceContext) {
  const { db, clock, config, outbox } = ctx;
  const ttlMs = config.emailChange.linkTtlMs;

  /** A fresh confirmation token for the request, mailed to the new address; answers its hash and expiry. */
  async function mailConfirmation(
    tx: Database,
    user: { name: string },
    newEmail: string,
    requestedBy: EmailChangeRequester,
    now: Date,
  ): Promise<{ tokenHash: string; expiresAt: Date }> {
    const token = randomToken();
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
    return { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
  }

  /** Records the request and writes its mails (and audit entry), in the caller's transaction. */
  async function request(
    tx: Database,
    user: UserWithRole,
    newEmail: string,
    requester: EmailChangeAsker,
  ): Promise<EmailChangeRequested> {
    const now = clock.now();
    const self = requester.id === user.id;
    const requestedBy: EmailChangeRequester = { self, name: requester.name };
    await emailChangesRepository.closeOpen(tx, user.id, now);
    if (!self && !requester.superAdmin) {
      const approval = randomToken();
      await emailChangesRepository.insert(tx, {
        userId: user.id,
        newEmail,
        tokenHash: null,
        approvalTokenHash: hashToken(approval),
        requestedBy: requester.id,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      await outbox.enqueueMail(
        tx,
        emailChangeApprovalMail({
          to: user.email,
          name: user.name,
          newEmail,
          requestedBy,
          approveLink: `${config.publicUrl}/approve-email-change/${approval}`,
          cancelLink: `${config.publicUrl}/cancel-email-change/${approval}`,
          ttlMs,
        }),
      );
      return { awaitsApproval: true };
    }
    const confirmation = await mailConfirmation(tx, user, newEmail, requestedBy, now);
    await emailChangesRepository.insert(tx, {
      userId: user.id,
      newEmail,
      ...confirmation,
      approvalTokenHash: null,
      requestedBy: requester.id,
    });
    await outbox.enqueueMail(tx, emailChangeRequestedMail({ to: user.email, name: user.name, newEmail, requestedBy }));
    if (!self) {
      await auditLogRepository.add(tx, {
        actorId: requester.id,
        action: 'user.email-change.requested',
        targetType: 'user',
        targetId: user.id,
        details: { from: user.email, to: newEmail, approvalSkipped: 'super admin' },
      });
    }
    return { awaitsApproval: false };
  }

  /** The open request of an approve-or-cancel link, for a user who is still active; 400 otherwise. */
  async function openForApproval(
    token: string,
    now: Date,
  ): Promise<{ open: EmailChangeRequestRow; user: UserWithRole }> {
    const open = await emailChangesRepository.findOpenByApprovalHash(db, hashToken(token), now);
    const user = open ? await usersRepository.findById(db, open.userId) : undefined;
    if (!open || !user?.isActive) throw badRequest(INVALID_APPROVAL_LINK);
    return { open, user };
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
        if (!taken) {
          await request(tx, user, body.newEmail, { id: user.id, name: user.name, superAdmin: false });
          return;
        }
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
     * The owner approves a change staff asked for, from the link mailed to the current address: once, within the
     * link's time, while the request is open. The new address gets its confirmation link (with a fresh expiry);
     * nothing else changes until it is opened.
     */
    async approve(token: string): Promise<EmailChangeApproved> {
      const now = clock.now();
      const { open, user } = await openForApproval(token, now);
      if (open.approvedAt) throw badRequest(INVALID_APPROVAL_LINK);
      if (await usersRepository.emailTaken(db, open.newEmail, user.id)) throw conflict(EMAIL_TAKEN);
      const requester = open.requestedBy ? await usersRepository.findById(db, open.requestedBy) : undefined;
      await db.transaction(async (tx) => {
        const requestedBy: EmailChangeRequester = { self: false, name: requester?.name ?? 'A staff member' };
        const confirmation = await mailConfirmation(tx, user, open.newEmail, requestedBy, now);
        if (!(await emailChangesRepository.approve(tx, open.id, confirmation, now))) {
          throw badRequest(INVALID_APPROVAL_LINK);
        }
      });
      outbox.kick();
      return { newEmail: open.newEmail };
    },

    /** The owner cancels a change, approved or not, until it is confirmed: every link of the request stops working. */
    async cancel(token: string): Promise<void> {
      const now = clock.now();
      const { open } = await openForApproval(token, now);
      if (!(await emailChangesRepository.markUsed(db, open.id, now))) throw badRequest(INVALID_APPROVAL_LINK);
    },

    /**
     * Opening the link: the e-mail changes, every session ends (refresh tokens revoked, access tokens through the
     * session version), reset and set-password links mailed to the old address stop working, and the old address
     * is told. An invited user who has not set a password yet gets a fresh set-password link at the new address.
     */
    async confirm(token: string): Promise<EmailChanged> {
      const now = clock.now();
      // The lookup already passes over a request still waiting for the owner's approval; said again here because
      // it is the rule that keeps staff from moving an account to an address they own.
      const open = await emailChangesRepository.findOpenByHash(db, hashToken(token), now);
      const awaitsApproval = open?.approvalTokenHash != null && open.approvedAt === null;
      const user = open && !awaitsApproval ? await usersRepository.findById(db, open.userId) : undefined;
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
            const inviteTtlMs = config.passwordReset.inviteTtlMs;
            await passwordResetTokensRepository.insert(tx, {
              userId: user.id,
              tokenHash: hashToken(invite),
              otpHash: null,
              purpose: 'invite',
              expiresAt: new Date(now.getTime() + inviteTtlMs),
            });
            await outbox.enqueueMail(
              tx,
              staffInviteMail({
                to: open.newEmail,
                name: user.name,
                roleName: user.role.name,
                link: `${config.publicUrl}/reset-password/${invite}`,
                ttlMs: inviteTtlMs,
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
