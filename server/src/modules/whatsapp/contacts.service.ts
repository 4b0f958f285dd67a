import type { ListBody } from '@skillhub/shared/schemas/common';
import type { Contact, ContactValues, ListContactsQuery } from '@skillhub/shared/schemas/whatsapp';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { isAwaitingConfirmation } from './contact-opt-in.ts';
import { type ContactRow, type NewContactRow, contactsRepository as repository } from './contacts.repository.ts';
import { optOutList } from './opt-out-list.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toContactDto(row: ContactRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    number: row.number,
    age: row.age,
    gender: row.gender,
    address: row.address,
    occupation: row.occupation,
    optedIn: row.optedIn,
    optInAt: iso(row.optInAt),
    optInSource: row.optInSource,
    optOutAt: iso(row.optOutAt),
    optOutSource: row.optOutSource,
    awaitingConfirmation: isAwaitingConfirmation(row),
    optInRequestedAt: iso(row.optInRequestedAt),
    optInRequestSource: row.optInRequestSource,
    optInPromptedAt: iso(row.optInPromptedAt),
    lastInboundAt: iso(row.lastInboundAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const NUMBER_TAKEN = 'A contact with this number already exists';
const numberTaken = () =>
  conflict(NUMBER_TAKEN, { number: NUMBER_TAKEN }, { code: 'CONTACT_EXISTS', codes: { number: 'CONTACT_EXISTS' } });
const contactNotFound = () => notFound('Contact not found');
export const NUMBER_OPTED_OUT =
  'This number opted out of WhatsApp messages; only its own START or YES reply opts it in again';

/** The form's fields as columns: an empty optional field clears the column. */
const fieldsOf = (body: ContactValues) => ({
  name: body.name,
  number: body.number,
  age: body.age ?? null,
  gender: body.gender ?? null,
  address: body.address ?? null,
  occupation: body.occupation ?? null,
});

/**
 * Contacts added and edited by staff. Opting in or out through the form is recorded as the staff's doing, with
 * the time: staff vouch for the consent they record, so it needs no confirmation by the number, and opting in a
 * contact awaiting confirmation of a public form's request settles it. An opt-out also goes on the opt-out list,
 * which staff cannot lift: a number on it is added opted out, and opting it in is refused. A contact is deleted
 * outright (its messages keep the number).
 */
export function createContactsService({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>) {
  async function mustFind(id: string): Promise<ContactRow> {
    const row = await repository.findById(db, id);
    if (!row) throw contactNotFound();
    return row;
  }

  /** A unique index lost in a race answers the same 409 as the check before it. */
  async function guardNumber<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw numberTaken();
      throw error;
    }
  }

  return {
    async list(query: ListContactsQuery): Promise<ListBody<Contact>> {
      const { rows, total } = await repository.list(db, query);
      return { success: true, data: rows.map(toContactDto), pagination: pagination(total, query.page, query.limit) };
    },

    get: async (id: string) => toContactDto(await mustFind(id)),

    async create(body: ContactValues): Promise<Contact> {
      if (await repository.numberTaken(db, body.number)) throw numberTaken();
      const now = clock.now();
      const listed = await optOutList.find(db, body.number);
      const values: NewContactRow = {
        ...fieldsOf(body),
        optedIn: body.optedIn && !listed,
        ...(listed
          ? { optOutAt: listed.optedOutAt, optOutSource: listed.source }
          : body.optedIn
            ? { optInAt: now, optInSource: 'Staff' as const }
            : {}),
        createdAt: now,
        updatedAt: now,
      };
      return toContactDto(await guardNumber(() => repository.insert(db, values)));
    },

    /**
     * Turning the opt-in off records an opt-out by staff; turning it on again records a new opt-in and clears
     * the opt-out. A new number may be on WhatsApp where the old one was not, so it clears `undeliverableAt`.
     */
    async update(id: string, body: ContactValues): Promise<Contact> {
      const current = await mustFind(id);
      if (await repository.numberTaken(db, body.number, id)) throw numberTaken();
      if (body.optedIn && (await optOutList.find(db, body.number))) {
        throw conflict(NUMBER_OPTED_OUT, { optedIn: NUMBER_OPTED_OUT });
      }
      const now = clock.now();
      const values: Partial<NewContactRow> = { ...fieldsOf(body), optedIn: body.optedIn, updatedAt: now };
      if (body.optedIn && !current.optedIn) {
        Object.assign(values, { optInAt: now, optInSource: 'Staff', optOutAt: null, optOutSource: null });
      } else if (!body.optedIn && current.optedIn) {
        Object.assign(values, { optOutAt: now, optOutSource: 'Staff' });
      }
      if (body.number !== current.number) values.undeliverableAt = null;
      const row = await guardNumber(() => repository.update(db, id, values));
      if (!row) throw contactNotFound();
      if (!body.optedIn && current.optedIn) {
        await optOutList.add(db, row.number, { optedOutAt: now, source: 'Staff' });
      }
      return toContactDto(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.delete(db, id))) throw contactNotFound();
    },
  };
}
