import { isNotNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { passwordResetTokens, refreshTokens, signInCodes, signupOtps } from '../db/schema/auth-tokens.ts';
import { failUnansweredRefunds } from '../modules/refunds/unanswered-refunds.ts';
import { deleteOldWebhookData } from '../modules/whatsapp/webhook-cleanup.ts';
import { outboxRepository } from '../outbox/outbox.repository.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';

const DAY = 86_400_000;
/** Sent mails stay visible in the outbox this long (it is the mailbox when no SMTP server is set). */
const SENT_MAIL_RETENTION_MS = 30 * DAY;

/**
 * Deletes rows that can no longer matter: finished rate-limit windows, codes and links past their expiry,
 * and refresh tokens past theirs (revoked ones are kept until then, since replay detection needs them). Also
 * gives up on refunds the payment provider never answered (unanswered-refunds.ts).
 */
export function createHousekeeping(deps: { db: Database; clock: Clock; counters: RateLimitStore }) {
  const { db, clock, counters } = deps;
  return async function cleanUp(): Promise<void> {
    const now = clock.now();
    const dayAgo = new Date(now.getTime() - DAY);
    await counters.deleteExpired();
    await db.delete(signupOtps).where(or(lt(signupOtps.expiresAt, dayAgo), isNotNull(signupOtps.usedAt)));
    await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo));
    await db.delete(signInCodes).where(lt(signInCodes.expiresAt, dayAgo));
    await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
    await outboxRepository.deleteSentBefore(db, new Date(now.getTime() - SENT_MAIL_RETENTION_MS));
    await deleteOldWebhookData(db, now);
    await failUnansweredRefunds(db, now);
  };
}
