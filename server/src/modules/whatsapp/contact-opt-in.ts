import { INDIA_COUNTRY_CODE, type OptOutSource } from '@skillhub/shared/schemas/whatsapp';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappContacts } from '../../db/schema/whatsapp.ts';

/**
 * Consent given or withdrawn outside the contacts page: the WhatsApp box of a public lead form, and a STOP
 * reply. An opt-out stands until staff turn the contact's opt-in on again; a form never undoes it.
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
 * form. An existing contact gets the name when it has none, and is opted in only when it is not and never
 * opted out; one who opted out stays out.
 */
export async function recordOptIn(tx: Database, { name, phone, source, at }: OptInFromLead): Promise<void> {
  const c = whatsappContacts;
  const optingIn = sql`(NOT ${c.optedIn} AND ${c.optOutAt} IS NULL)`;
  await tx
    .insert(c)
    .values({
      name,
      number: `${INDIA_COUNTRY_CODE}${phone}`,
      optedIn: true,
      optInAt: at,
      optInSource: source,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: c.number,
      set: {
        name: sql`CASE WHEN btrim(${c.name}) = '' THEN excluded.name ELSE ${c.name} END`,
        optedIn: sql`${c.optedIn} OR ${c.optOutAt} IS NULL`,
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
 * Opts a contact out (a STOP reply, or staff on the contact's request), opted in or not, so that no later form
 * opts it in; a contact already out keeps the time and source of the first opt-out. Answers whether a contact
 * was opted out now (false for a number that is no contact).
 */
export async function optOut(db: Database, { number, source, at }: OptOut): Promise<boolean> {
  const rows = await db
    .update(whatsappContacts)
    .set({ optedIn: false, optOutAt: at, optOutSource: source, updatedAt: at })
    .where(and(eq(whatsappContacts.number, number), isNull(whatsappContacts.optOutAt)))
    .returning({ id: whatsappContacts.id });
  return rows.length > 0;
}
