import { INDIA_COUNTRY_CODE, type OptOutSource } from '@skillhub/shared/schemas/whatsapp';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappContacts } from '../../db/schema/whatsapp.ts';
import { optOutList } from './opt-out-list.ts';

/**
 * Consent given or withdrawn outside the contacts page: the WhatsApp box of a public lead form, and a STOP or
 * START reply. An opt-out goes on the opt-out list too, which outlives the contact: only the number's own START
 * (or YES) reply undoes it; a form, an import or staff never do.
 */

export interface OptInFromLead {
  name: string;
  /** The 10-digit Indian phone of the form; the contact's number is it with India's country code. */
  phone: string;
  source: 'Enquiry' | 'Contact Us' | 'Event';
  at: Date;
}

/**
 * Records a lead's opt-in, inside the caller's transaction: a new number becomes a contact opted in from the
 * form, or opted out (with the list's time and source) when the number is on the opt-out list. An existing
 * contact gets the name when it has none, and is opted in only when it is not, never opted out and is not on
 * the list; one who opted out stays out.
 */
export async function recordOptIn(tx: Database, { name, phone, source, at }: OptInFromLead): Promise<void> {
  const c = whatsappContacts;
  const number = `${INDIA_COUNTRY_CODE}${phone}`;
  const listed = await optOutList.find(tx, number);
  const optingIn = sql`(NOT ${c.optedIn} AND ${c.optOutAt} IS NULL AND excluded.opted_in)`;
  await tx
    .insert(c)
    .values({
      name,
      number,
      ...(listed
        ? { optedIn: false, optOutAt: listed.optedOutAt, optOutSource: listed.source }
        : { optedIn: true, optInAt: at, optInSource: source }),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: c.number,
      set: {
        name: sql`CASE WHEN btrim(${c.name}) = '' THEN excluded.name ELSE ${c.name} END`,
        optedIn: sql`${c.optedIn} OR ${optingIn}`,
        optInAt: sql`CASE WHEN ${optingIn} THEN excluded.opt_in_at ELSE ${c.optInAt} END`,
        optInSource: sql`CASE WHEN ${optingIn} THEN excluded.opt_in_source ELSE ${c.optInSource} END`,
        updatedAt: sql`CASE WHEN btrim(${c.name}) = '' OR ${optingIn} THEN excluded.updated_at ELSE ${c.updatedAt} END`,
      },
    });
}

export interface OptOut {
  /** The contact's number, country code and digits. */
  number: string;
  source: OptOutSource;
  at: Date;
}

/**
 * Opts a number out (a STOP reply, or staff on the contact's request): it goes on the opt-out list, and its
 * contact, opted in or not, is opted out, so that no later form opts it in; a contact already out keeps the time
 * and source of the first opt-out. Answers whether a contact was opted out now (false for a number that is no
 * contact, which is still listed).
 */
export async function optOut(db: Database, { number, source, at }: OptOut): Promise<boolean> {
  await optOutList.add(db, number, { optedOutAt: at, source });
  const rows = await db
    .update(whatsappContacts)
    .set({ optedIn: false, optOutAt: at, optOutSource: source, updatedAt: at })
    .where(and(eq(whatsappContacts.number, number), isNull(whatsappContacts.optOutAt)))
    .returning({ id: whatsappContacts.id });
  return rows.length > 0;
}

/**
 * The number's own START or YES reply: it leaves the opt-out list, and its contact, if any, is opted in by the
 * reply. A number that is no contact gets none (there is no name to give it); a later form opts it in.
 */
export async function optInByReply(db: Database, { number, at }: { number: string; at: Date }): Promise<void> {
  await optOutList.remove(db, number);
  await db
    .update(whatsappContacts)
    .set({ optedIn: true, optInAt: at, optInSource: 'Reply', optOutAt: null, optOutSource: null, updatedAt: at })
    .where(and(eq(whatsappContacts.number, number), eq(whatsappContacts.optedIn, false)));
}
