import type { ServiceContext } from '../../http/service-context.ts';
import { signInCodeMail } from '../../mail/mail-templates.ts';
import { hashesEqual, hashOtp, randomOtp } from '../../security/secret-tokens.ts';
import type { UserWithRole } from '../users/users.repository.ts';
import { signInCodesRepository as repo } from './sign-in-codes.repository.ts';

const PURPOSE = 'sign-in';

/**
 * The one-time sign-in code of login-guard.ts: 6 digits mailed to the account, valid as long as a sign-up
 * code, single use, a few attempts. A new code replaces the open one, but not more often than the resend
 * cooldown, so repeated logins do not flood the mailbox.
 */
export function createSignInCodes(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'secrets' | 'outbox' | 'rateLimitCounters'>,
) {
  const { db, clock, config, secrets, outbox } = ctx;
  const hash = (user: UserWithRole, code: string) => hashOtp(secrets.otpKey, PURPOSE, user.email, code);

  return {
    async send(user: UserWithRole): Promise<void> {
      const cooldown = await ctx.rateLimitCounters.hit(`cooldown:sign-in-code:${user.id}`, config.otp.resendCooldownMs);
      if (cooldown.hits > 1) return;
      const code = randomOtp();
      await db.transaction(async (tx) => {
        await repo.replace(tx, {
          userId: user.id,
          codeHash: hash(user, code),
          expiresAt: new Date(clock.now().getTime() + config.otp.ttlMs),
        });
        await outbox.enqueueMail(
          tx,
          signInCodeMail({
            to: user.email,
            name: user.name,
            otp: code,
            ttlMs: config.otp.ttlMs,
            resetUrl: `${config.publicUrl}/auth?view=forgot`,
          }),
        );
      });
      outbox.kick();
    },

    /** Uses up the open code when `code` is it; false otherwise (no code, wrong, expired, out of attempts). */
    async redeem(user: UserWithRole, code: string): Promise<boolean> {
      const now = clock.now();
      const open = await repo.findOpen(db, user.id, now);
      if (!open || !(await repo.takeAttempt(db, open.id, config.otp.maxAttempts))) return false;
      if (!hashesEqual(open.codeHash, hash(user, code))) return false;
      return repo.markUsed(db, open.id, now);
    },
  };
}
