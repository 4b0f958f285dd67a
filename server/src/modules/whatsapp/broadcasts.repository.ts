import type { Broadcast } from '@skillhub/shared/schemas/whatsapp';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/users-and-roles.ts';
import { whatsappBroadcasts, whatsappMessages } from '../../db/schema/whatsapp.ts';
import { offsetOf } from '../../http/responses.ts';

const b = whatsappBroadcasts;
type BroadcastView = typeof b.$inferSelect & { createdByName: string | null };
type Counts = Broadcast['counts'];

const emptyCounts = (): Counts => ({ queued: 0, sent: 0, delivered: 0, read: 0, failed: 0 });

function selectView(db: Database) {
  return db.select({ broadcast: b, createdByName: users.name }).from(b).leftJoin(users, eq(users.id, b.createdBy));
}

/** The messages of each broadcast by status, in one grouped query; queued counts those being sent too. */
async function countsOf(db: Database, ids: string[]): Promise<Map<string, Counts>> {
  const counts = new Map(ids.map((id) => [id, emptyCounts()]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      broadcastId: whatsappMessages.broadcastId,
      status: sql<string>`CASE WHEN ${whatsappMessages.status} = 'sending' THEN 'queued' ELSE ${whatsappMessages.status} END`,
      n: count(),
    })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.broadcastId, ids))
    .groupBy(sql`1`, sql`2`);
  for (const row of rows) {
    const entry = row.broadcastId ? counts.get(row.broadcastId) : undefined;
    if (entry && row.status in entry) entry[row.status as keyof Counts] += row.n;
  }
  return counts;
}

function toDto(row: BroadcastView, counts: Counts): Broadcast {
  return {
    _id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy && row.createdByName !== null ? { _id: row.createdBy, name: row.createdByName } : null,
    total: row.total,
    skippedOptedOut: row.skippedOptedOut,
    skippedInvalid: row.skippedInvalid,
    skippedOutsideWindow: row.skippedOutsideWindow,
    counts,
  };
}

const flatten = ({ broadcast, createdByName }: { broadcast: typeof b.$inferSelect; createdByName: string | null }) => ({
  ...broadcast,
  createdByName,
});

export const broadcastsRepository = {
  /** A page of broadcasts, newest first, with their messages counted by status. */
  async list(db: Database, page: number, limit: number): Promise<{ rows: Broadcast[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      selectView(db).orderBy(desc(b.createdAt), desc(b.id)).limit(limit).offset(offsetOf(page, limit)),
      db.select({ total: count() }).from(b),
    ]);
    const views = rows.map(flatten);
    const counts = await countsOf(
      db,
      views.map((row) => row.id),
    );
    return { rows: views.map((row) => toDto(row, counts.get(row.id) ?? emptyCounts())), total: counted?.total ?? 0 };
  },

  async findById(db: Database, id: string): Promise<Broadcast | undefined> {
    const [row] = await selectView(db).where(eq(b.id, id));
    if (!row) return undefined;
    const counts = await countsOf(db, [id]);
    return toDto(flatten(row), counts.get(id) ?? emptyCounts());
  },
};
