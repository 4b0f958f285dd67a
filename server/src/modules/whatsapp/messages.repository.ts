import type { listMessagesQuerySchema, Message } from '@skillhub/shared/schemas/whatsapp';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { whatsappContacts, whatsappMessages } from '../../db/schema/whatsapp.ts';
import { offsetOf } from '../../http/responses.ts';
import { notEarlyStatusRow } from './message-status.ts';

export type ListMessagesQuery = z.output<typeof listMessagesQuerySchema>;
export type MessageRow = typeof whatsappMessages.$inferSelect;
export type MessageView = MessageRow & { contactName: string | null };

const m = whatsappMessages;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toMessageDto(row: MessageView): Message {
  return {
    _id: row.id,
    contact: row.contactId && row.contactName !== null ? { _id: row.contactId, name: row.contactName } : null,
    number: row.number,
    direction: row.direction,
    type: row.type,
    text: row.text,
    templateName: row.templateName,
    status: row.status,
    error:
      row.status === 'failed' ? { code: row.errorCode ?? 0, message: row.errorMessage ?? 'The message failed' } : null,
    broadcastId: row.broadcastId,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
  };
}

function selectView(db: Database) {
  return db
    .select({ message: m, contactName: whatsappContacts.name })
    .from(m)
    .leftJoin(whatsappContacts, eq(whatsappContacts.id, m.contactId));
}

const flatten = ({ message, contactName }: { message: MessageRow; contactName: string | null }): MessageView => ({
  ...message,
  contactName,
});

export const messagesRepository = {
  /** A page of messages, newest first (by time, then arrival); `search` matches the number, the contact's name or the text. */
  async list(db: Database, query: ListMessagesQuery): Promise<{ rows: MessageView[]; total: number }> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      notEarlyStatusRow,
      query.contactId ? eq(m.contactId, query.contactId) : undefined,
      query.broadcastId ? eq(m.broadcastId, query.broadcastId) : undefined,
      query.status ? eq(m.status, query.status) : undefined,
      query.direction ? eq(m.direction, query.direction) : undefined,
      pattern ? or(ilike(m.number, pattern), ilike(whatsappContacts.name, pattern), ilike(m.text, pattern)) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      selectView(db)
        .where(where)
        .orderBy(desc(m.createdAt), desc(m.seq))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db
        .select({ total: count() })
        .from(m)
        .leftJoin(whatsappContacts, eq(whatsappContacts.id, m.contactId))
        .where(where),
    ]);
    return { rows: rows.map(flatten), total: counted?.total ?? 0 };
  },

  /** The contact's latest `limit` messages, oldest first (by time, then arrival). */
  async ofContact(db: Database, contactId: string, limit: number): Promise<MessageView[]> {
    const rows = await selectView(db)
      .where(eq(m.contactId, contactId))
      .orderBy(desc(m.createdAt), desc(m.seq))
      .limit(limit);
    return rows.map(flatten).reverse();
  },
};
