import { createHash } from 'node:crypto';
import type { OptOutSource } from '@skillhub/shared/schemas/whatsapp';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappOptOuts } from '../../db/schema/whatsapp.ts';

/**
 * The opt-out list (table whatsapp_opt_outs): numbers that asked not to be messaged, kept when their contact is
 * deleted. A number is kept as the SHA-256 of its E.164 form ('+' and the digits), computed the same way here and
 * in SQL (`numberHashSql`, and the backfill of migration 0021). A plain hash rather than an HMAC: a keyed hash
 * would be lost with a rotated JWT_SECRET, and a list that forgets is worse than one whose entries a determined
 * reader of the database could brute-force (phone numbers are few); what it prevents is a readable list.
 */

export const numberHash = (number: string) => createHash('sha256').update(`+${number}`, 'utf8').digest('hex');

/** `numberHash` of a SQL expression holding a number (country code and digits). */
export const numberHashSql = (number: SQL) => sql`encode(sha256(convert_to('+' || ${number}, 'UTF8')), 'hex')`;

export interface OptOutEntry {
  optedOutAt: Date;
  source: OptOutSource;
}

export const optOutList = {
  /** Puts the number on the list; a number already on it keeps its first time and source. */
  async add(db: Database, number: string, entry: OptOutEntry): Promise<void> {
    await db
      .insert(whatsappOptOuts)
      .values({ numberHash: numberHash(number), ...entry })
      .onConflictDoNothing();
  },

  /** Takes the number off the list: only for its own START or YES reply. */
  async remove(db: Database, number: string): Promise<void> {
    await db.delete(whatsappOptOuts).where(eq(whatsappOptOuts.numberHash, numberHash(number)));
  },

  /** The number's entry, when it is on the list. */
  async find(db: Database, number: string): Promise<OptOutEntry | undefined> {
    const [row] = await db
      .select({ optedOutAt: whatsappOptOuts.optedOutAt, source: whatsappOptOuts.source })
      .from(whatsappOptOuts)
      .where(eq(whatsappOptOuts.numberHash, numberHash(number)));
    return row;
  },

  /** How many of these numbers are on the list; the hashes go as one array parameter. */
  async countAmong(db: Database, numbers: string[]): Promise<number> {
    if (numbers.length === 0) return 0;
    return db.$count(
      whatsappOptOuts,
      sql`${whatsappOptOuts.numberHash} = ANY(${sql.param(numbers.map(numberHash))}::text[])`,
    );
  },
};

/** SQL: the number (an expression) is on the list. */
export const onOptOutList = (number: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${whatsappOptOuts} WHERE ${whatsappOptOuts.numberHash} = ${numberHashSql(number)})`;
