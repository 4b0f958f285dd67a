import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

export type AuditEntry = typeof auditLog.$inferSelect;

/** What was done, by whom, to what: written in the transaction of the act itself, so neither exists alone. */
export const auditLogRepository = {
  async add(
    db: Database,
    entry: { actorId: string; action: string; targetType: string; targetId: string; details: Record<string, unknown> },
  ): Promise<void> {
    await db.insert(auditLog).values(entry);
  },

  /** Every entry about one target, oldest first. */
  async forTarget(db: Database, targetType: string, targetId: string): Promise<AuditEntry[]> {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
      .orderBy(asc(auditLog.createdAt));
  },
};
