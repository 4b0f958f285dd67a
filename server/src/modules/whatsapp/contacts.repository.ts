import type { ContactGender, ListContactsQuery } from '@skillhub/shared/schemas/whatsapp';
import { and, count, desc, eq, ilike, like, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { whatsappContacts } from '../../db/schema/whatsapp.ts';
import { offsetOf } from '../../http/responses.ts';

export type ContactRow = typeof whatsappContacts.$inferSelect;
export type NewContactRow = typeof whatsappContacts.$inferInsert;

/** The filters a contacts list and a broadcast share (shared `contactFilterShape`, parsed). */
export interface ContactFilter {
  search?: string;
  gender?: ContactGender;
  occupation?: string;
  optedIn?: boolean;
}

/** A search of digits (spaces, '+', '-', brackets allowed between them) looks in the number; anything else in the name. */
const NUMBER_SEARCH = /^[\d\s+()-]*\d[\d\s+()-]*$/;

/**
 * The WHERE of a contact filter. Both searches are contains-matches the trigram indexes serve: the number by
 * its digits, the name ignoring case. Occupation is an exact match ignoring case.
 */
export function contactFilterWhere(filter: ContactFilter): SQL | undefined {
  const term = filter.search?.trim();
  let search: SQL | undefined;
  if (term) {
    search = NUMBER_SEARCH.test(term)
      ? like(whatsappContacts.number, containsPattern(term.replace(/\D/g, '')))
      : ilike(whatsappContacts.name, containsPattern(term));
  }
  const occupation = filter.occupation?.trim();
  return and(
    search,
    filter.gender ? eq(whatsappContacts.gender, filter.gender) : undefined,
    occupation ? sql`lower(${whatsappContacts.occupation}) = lower(${occupation})` : undefined,
    filter.optedIn === undefined ? undefined : eq(whatsappContacts.optedIn, filter.optedIn),
  );
}

export const contactsRepository = {
  /** A page of the filtered contacts, newest first, and how many match. */
  async list(db: Database, query: ListContactsQuery): Promise<{ rows: ContactRow[]; total: number }> {
    const where = contactFilterWhere(query);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(whatsappContacts)
        .where(where)
        .orderBy(desc(whatsappContacts.createdAt), desc(whatsappContacts.id))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.select({ total: count() }).from(whatsappContacts).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  async findById(db: Database, id: string): Promise<ContactRow | undefined> {
    const [row] = await db.select().from(whatsappContacts).where(eq(whatsappContacts.id, id));
    return row;
  },

  async numberTaken(db: Database, number: string, exceptId?: string): Promise<boolean> {
    const same = eq(whatsappContacts.number, number);
    const [row] = await db
      .select({ id: whatsappContacts.id })
      .from(whatsappContacts)
      .where(exceptId ? and(same, ne(whatsappContacts.id, exceptId)) : same);
    return row !== undefined;
  },

  async insert(db: Database, values: NewContactRow): Promise<ContactRow> {
    const [row] = await db.insert(whatsappContacts).values(values).returning();
    if (!row) throw new Error('Contact insert returned no row');
    return row;
  },

  async update(db: Database, id: string, values: Partial<NewContactRow>): Promise<ContactRow | undefined> {
    const [row] = await db.update(whatsappContacts).set(values).where(eq(whatsappContacts.id, id)).returning();
    return row;
  },

  /** Removes the contact; its messages keep their number (their contact id becomes null). */
  async delete(db: Database, id: string): Promise<boolean> {
    const rows = await db
      .delete(whatsappContacts)
      .where(eq(whatsappContacts.id, id))
      .returning({ id: whatsappContacts.id });
    return rows.length > 0;
  },
};
