import { INDIA_COUNTRY_CODE, type OptInRequestSource, type OptOutSource } from '@skillhub/shared/schemas/whatsapp';
import { and, eq, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappContacts } from '../../db/schema/whatsapp.ts';
import { onOptOutList, optOutList } from './opt-out-list.ts';

/**
 * Consent given or withdrawn outside the contacts page: the WhatsApp box of a public lead form, and the number's
 * own messages. Anyone can type any phone into a form, so a form only asks: the contact awaits confirmation
 * until the number itself says YES or START, or writes to the business first, before any request reached it
 * (then the conversation is its own doing). Once the request went out, a reply other than YES or START (a "who
 * is this?") is an answer to it, not consent. An opt-out goes on the opt-out list too, which outlives the
 * contact: only the number's own START (or YES) reply undoes it; a form, an import or staff never do.
 */

const c = whatsappContacts;

/** SQL: the contact of the row awaits confirmation of a form's request (not opted in, never opted out since). */
export const awaitingConfirmation: SQL = and(not(c.optedIn), isNull(c.optOutAt), isNotNull(c.optInRequestedAt)) as SQL;

/** `awaitingConfirmation` of a contact's row. */
export const isAwaitingConfirmation = (row: Pick<typeof c.$inferSelect, 'optedIn' | 'optOutAt' | 'optInRequestedAt'>) =>
  !row.optedIn && row.optOutAt === null && row.optInRequestedAt !== null;

export interface OptInRequest {
  name: string;
  /** The 10-digit Indian phone of the form; the contact's number is it with India's country code. */
  phone: string;
  source: OptInRequestSource;
  at: Date;
}

/**
 * Records a form's request for messages, inside the caller's transaction. A new number becomes a contact
 * awaiting confirmation, or an opted-out one (with the list's time and source) when it is on the opt-out list.
 * An existing contact gets the name when it has none; one neither opted in nor opted out awaits confirmation of
 * this request (the latest form is the one asked about); one opted in or out stays as it is. Whether and when
 * the number is asked is the sender's (opt-in-confirmation.ts).
 */
export async function requestOptIn(tx: Database, { name, phone, source, at }: OptInRequest): Promise<void> {
  const number = `${INDIA_COUNTRY_CODE}${phone}`;
  const listed = await optOutList.find(tx, number);
  const asking = sql`(NOT ${c.optedIn} AND ${c.optOutAt} IS NULL AND excluded.opt_in_requested_at IS NOT NULL)`;
  await tx
    .insert(c)
    .values({
      name,
      number,
      optedIn: false,
      ...(listed
        ? { optOutAt: listed.optedOutAt, optOutSource: listed.source }
        : { optInRequestedAt: at, optInRequestSource: source }),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: c.number,
      set: {
        name: sql`CASE WHEN btrim(${c.name}) = '' THEN excluded.name ELSE ${c.name} END`,
        optInRequestedAt: sql`CASE WHEN ${asking} THEN excluded.opt_in_requested_at ELSE ${c.optInRequestedAt} END`,
        optInRequestSource: sql`CASE WHEN ${asking} THEN excluded.opt_in_request_source ELSE ${c.optInRequestSource} END`,
        updatedAt: sql`CASE WHEN btrim(${c.name}) = '' OR ${asking} THEN excluded.updated_at ELSE ${c.updatedAt} END`,
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
 * contact, opted in, awaiting confirmation or neither, is opted out, so that no later form asks it again; a
 * contact already out keeps the time and source of the first opt-out. Answers whether a contact was opted out
 * now (false for a number that is no contact, which is still listed).
 */
export async function optOut(db: Database, { number, source, at }: OptOut): Promise<boolean> {
  await optOutList.add(db, number, { optedOutAt: at, source });
  const rows = await db
    .update(c)
    .set({ optedIn: false, optOutAt: at, optOutSource: source, updatedAt: at })
    .where(and(eq(c.number, number), isNull(c.optOutAt)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/**
 * The number's own START or YES reply: it leaves the opt-out list, and its contact, if any, is opted in by the
 * reply. A contact awaiting confirmation is opted in with its form as the source (the form asked, the number
 * confirmed); any other with source 'Reply'. A number that is no contact gets none (there is no name to give
 * it); a later form makes it a contact awaiting confirmation.
 */
export async function optInByReply(db: Database, { number, at }: { number: string; at: Date }): Promise<void> {
  await optOutList.remove(db, number);
  await db
    .update(c)
    .set({
      optedIn: true,
      optInAt: at,
      optInSource: sql`CASE WHEN ${awaitingConfirmation} THEN ${c.optInRequestSource} ELSE 'Reply' END`,
      optOutAt: null,
      optOutSource: null,
      updatedAt: at,
    })
    .where(and(eq(c.number, number), eq(c.optedIn, false)));
}

/**
 * Any other message from the number: while no request to confirm has been sent, it confirms a form's request
 * awaiting confirmation (the number wrote to the business first), opting the contact in with the form as the
 * source. It lifts nothing else: a contact that opted out, or a number on the opt-out list, needs START or YES.
 */
export async function optInByMessage(db: Database, { number, at }: { number: string; at: Date }): Promise<void> {
  await db
    .update(c)
    .set({ optedIn: true, optInAt: at, optInSource: sql`${c.optInRequestSource}`, updatedAt: at })
    .where(
      and(eq(c.number, number), awaitingConfirmation, isNull(c.optInPromptedAt), not(onOptOutList(sql`${c.number}`))),
    );
}
