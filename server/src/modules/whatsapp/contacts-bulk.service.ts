import type { ContactsBulkResult } from '@skillhub/shared/schemas/whatsapp';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappContacts } from '../../db/schema/whatsapp.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { readSpreadsheet } from '../../spreadsheet/read-spreadsheet.ts';
import {
  type CheckedContactRow,
  CONTACTS_SHEET,
  checkContactRows,
  type ImportedContact,
  mergeByNumber,
} from './contacts-bulk.ts';

/** The answer lists this many rows with errors, and counts the rest. */
export const LISTED_ROWS = 500;
/** Rows per multi-row INSERT: about 11,000 parameters, well under PostgreSQL's 65,535. */
const BATCH = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** How many of these numbers are contacts already. */
async function existingCount(db: Database, numbers: string[]): Promise<number> {
  let found = 0;
  for (const batch of chunks(numbers, BATCH)) {
    const rows = await db
      .select({ number: whatsappContacts.number })
      .from(whatsappContacts)
      .where(inArray(whatsappContacts.number, batch));
    found += rows.length;
  }
  return found;
}

/** `excluded.<column>` when the file gave a value, else the stored one: a file never blanks a field. */
const filled = (column: string) => sql.raw(`coalesce(excluded.${column}, whatsapp_contacts.${column})`);

/**
 * Contacts from a spreadsheet: `preview` checks every row and writes nothing; `import` adds the rows without
 * errors in one transaction. Rows are merged by number, never doubled: within the file a later row's non-empty
 * fields win, and a number that is a contact already has that contact updated with the row's non-empty fields.
 * New contacts are opted in by the import; an existing contact's opt-in or opt-out is never changed.
 */
export function createContactsBulkService({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>) {
  /** Inserts or updates the contacts in batches; answers how many were new. */
  async function upsert(tx: Database, contacts: ImportedContact[]): Promise<number> {
    const now = clock.now();
    let created = 0;
    for (const batch of chunks(contacts, BATCH)) {
      const rows = await tx
        .insert(whatsappContacts)
        .values(
          batch.map((c) => ({
            name: c.name,
            number: c.number,
            age: c.age ?? null,
            gender: c.gender ?? null,
            address: c.address ?? null,
            occupation: c.occupation ?? null,
            optedIn: true,
            optInAt: now,
            optInSource: 'Import' as const,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: whatsappContacts.number,
          set: {
            name: sql.raw('excluded.name'),
            age: filled('age'),
            gender: filled('gender'),
            address: filled('address'),
            occupation: filled('occupation'),
            updatedAt: now,
          },
        })
        // xmax is 0 on a row this statement inserted, and the updating transaction's id on one it updated.
        .returning({ created: sql<boolean>`(xmax = 0)` });
      created += rows.filter((r) => r.created).length;
    }
    return created;
  }

  function report(rows: CheckedContactRow[], created: number, merged: number): ContactsBulkResult {
    const withErrors = rows.filter((r) => Object.keys(r.errors).length > 0);
    return {
      total: rows.length,
      valid: rows.length - withErrors.length,
      invalid: withErrors.length,
      created,
      merged,
      rows: withErrors.slice(0, LISTED_ROWS).map(({ row, number, errors }) => ({ row, number, errors })),
      moreRows: Math.max(0, withErrors.length - LISTED_ROWS),
    };
  }

  return {
    async upload(content: Buffer, mode: 'preview' | 'import'): Promise<ContactsBulkResult> {
      const rows = checkContactRows(await readSpreadsheet(content, CONTACTS_SHEET));
      const { contacts, repeats } = mergeByNumber(rows);
      if (mode === 'preview') {
        const existing = await existingCount(
          db,
          contacts.map((c) => c.number),
        );
        return report(rows, 0, repeats + existing);
      }
      // In number order, so that two imports at once lock shared numbers in the same order.
      contacts.sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
      const created = contacts.length === 0 ? 0 : await db.transaction((tx) => upsert(tx, contacts));
      return report(rows, created, contacts.length + repeats - created);
    },
  };
}
