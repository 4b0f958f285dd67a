import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappAccount, whatsappAttachments } from '../../db/schema/whatsapp.ts';

export type AccountRow = typeof whatsappAccount.$inferSelect;
export type AccountValues = Omit<typeof whatsappAccount.$inferInsert, 'key' | 'updatedAt'>;

/** The platform connects one business account: the row with this key. */
export const ACCOUNT_KEY = 'default';

export const accountRepository = {
  async find(db: Database): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(whatsappAccount).where(eq(whatsappAccount.key, ACCOUNT_KEY));
    return row;
  },

  /** Stores the account, replacing the one connected before. */
  async save(db: Database, values: AccountValues): Promise<AccountRow> {
    const [row] = await db
      .insert(whatsappAccount)
      .values({ key: ACCOUNT_KEY, ...values })
      .onConflictDoUpdate({ target: whatsappAccount.key, set: { ...values, updatedAt: values.connectedAt } })
      .returning();
    if (!row) throw new Error('WhatsApp account upsert returned no row');
    return row;
  },

  /** Stores the account unless one is already connected (another process may have connected it first). */
  async insertIfNone(db: Database, values: AccountValues): Promise<AccountRow | undefined> {
    const [row] = await db
      .insert(whatsappAccount)
      .values({ key: ACCOUNT_KEY, ...values })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async remove(db: Database): Promise<void> {
    await db.delete(whatsappAccount).where(eq(whatsappAccount.key, ACCOUNT_KEY));
  },

  /** Media ids belong to the phone number that uploaded them: another number must upload the files again. */
  async forgetMediaIds(db: Database): Promise<void> {
    await db
      .update(whatsappAttachments)
      .set({ providerMediaId: null, providerMediaAt: null })
      .where(isNotNull(whatsappAttachments.providerMediaId));
  },
};
