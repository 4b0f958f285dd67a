import { and, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappMessages, whatsappWebhookReceipts } from '../../db/schema/whatsapp.ts';
import { earlyStatusRow } from './message-status.ts';

/** How long a webhook delivery's receipt is kept: the API stops retrying a delivery well within a week. */
export const WEBHOOK_RECEIPT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Housekeeping: receipts of deliveries older than the retention, and early statuses whose message never
 * turned up in as long (a wamid sent by something other than this platform).
 */
export async function deleteOldWebhookData(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - WEBHOOK_RECEIPT_RETENTION_MS);
  await db.delete(whatsappWebhookReceipts).where(lt(whatsappWebhookReceipts.receivedAt, cutoff));
  await db.delete(whatsappMessages).where(and(earlyStatusRow, lt(whatsappMessages.createdAt, cutoff)));
}
