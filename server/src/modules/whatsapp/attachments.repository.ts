import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappAttachments } from '../../db/schema/whatsapp.ts';

export type AttachmentRow = typeof whatsappAttachments.$inferSelect;

export const attachmentsRepository = {
  async insert(db: Database, values: typeof whatsappAttachments.$inferInsert): Promise<AttachmentRow> {
    const [row] = await db.insert(whatsappAttachments).values(values).returning();
    if (!row) throw new Error('Attachment insert returned no row');
    return row;
  },

  async findById(db: Database, id: string): Promise<AttachmentRow | undefined> {
    const [row] = await db.select().from(whatsappAttachments).where(eq(whatsappAttachments.id, id));
    return row;
  },

  async setMediaId(db: Database, id: string, mediaId: string, at: Date): Promise<void> {
    await db
      .update(whatsappAttachments)
      .set({ providerMediaId: mediaId, providerMediaAt: at })
      .where(eq(whatsappAttachments.id, id));
  },
};
