import { ROLE_USER } from '@skillhub/shared/constants';
import type { Database } from '../../db/database.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { hashToken, randomToken } from '../../security/secret-tokens.ts';
import { passwordResetTokensRepository } from '../auth/password-reset-tokens.repository.ts';
import { rolesRepository } from '../roles/roles.repository.ts';
import { usersRepository } from '../users/users.repository.ts';
import { setPasswordAfterPaymentMail } from './payment-link-mails.ts';

/**
 * The learner account a payment link's order belongs to: the one with the lead's e-mail, or a new learner account
 * without a password (it cannot sign in until its owner sets one from the mail sent once the payment is captured).
 */
export async function accountForLead(tx: Database, lead: { name: string; email: string }): Promise<string> {
  const existing = await usersRepository.findByEmail(tx, lead.email);
  if (existing) return existing.id;
  const role = await rolesRepository.findByName(tx, ROLE_USER);
  if (!role) throw new Error('The USER role is missing; seeding did not run');
  return usersRepository.insert(tx, { name: lead.name, email: lead.email, roleId: role.id, passwordHash: null });
}

/**
 * Inside the settling transaction, when a payment link's payment captured for an account that has no password
 * yet: a set-password link (the reset flow's, purpose 'invite', so /reset-password/{token} sets it) is mailed
 * with the enrolment. Answers whether it was.
 */
export async function mailSetPasswordIfNew(
  tx: Database,
  ctx: Pick<ServiceContext, 'config' | 'outbox'>,
  buyer: { id: string; name: string; email: string; passwordHash: string | null },
  courseTitle: string,
  now: Date,
): Promise<boolean> {
  if (buyer.passwordHash !== null) return false;
  const token = randomToken();
  const ttlMs = ctx.config.passwordReset.inviteTtlMs;
  await passwordResetTokensRepository.closeOpen(tx, buyer.id, now);
  await passwordResetTokensRepository.insert(tx, {
    userId: buyer.id,
    tokenHash: hashToken(token),
    otpHash: null,
    purpose: 'invite',
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  await ctx.outbox.enqueueMail(
    tx,
    setPasswordAfterPaymentMail({
      to: buyer.email,
      name: buyer.name,
      courseTitle,
      link: `${ctx.config.publicUrl}/reset-password/${token}`,
      ttlHours: Math.round(ttlMs / 3_600_000),
    }),
  );
  return true;
}
