import type { ContactsBulkResult } from '@skillhub/shared/schemas/whatsapp';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappContacts, whatsappOptOuts } from '../../db/schema/whatsapp.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { readSpreadsheet } from '../../spreadsheet/read-spreadsheet.ts';
import {
  type CheckedContactRow,
  CONTACTS_SHEET,
  checkContactRows,
  type ImportedContact,
  mergeByNumber,
} from './contacts-bulk.ts';
import { numberHashSql, optOutList } from './opt-out-list.ts';

/** The answer lists this many rows with errors, and counts the rest. */
export const LISTED_ROWS = 500;
/** Rows per INSERT. */
const BATCH = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** How many of these numbers are contacts already; the numbers go as one array parameter. */
async function existingCount(db: Database, numbers: string[]): Promise<number> {
  if (numbers.length === 0) return 0;
  return db.$count(whatsappContacts, sql`${whatsappContacts.number} = ANY(${sql.param(numbers)}::text[])`);
}

/** `excluded.<column>` when the file gave a value, else the stored one: a file never blanks a field. */
const filled = (column: string) => `coalesce(excluded.${column}, whatsapp_contacts.${column})`;
const MERGED_COLUMNS = ['age', 'gender', 'address', 'occupation'];
/** Only a contact the row changes is written: an unchanged one keeps its row (and its updatedAt). */
const changes = sql.raw(
  `(whatsapp_contacts.name, ${MERGED_COLUMNS.map((c) => `whatsapp_contacts.${c}`).join(', ')}) IS DISTINCT FROM ` +
    `(excluded.name, ${MERGED_COLUMNS.map(filled).join(', ')})`,
);

/**
 * Contacts from a spreadsheet: `preview` checks every row and writes nothing; `import` adds the rows without
 * errors in one transaction. Rows are merged by number, never doubled: within the file a later row's non-empty
 * fields win, and a number that is a contact already has that contact updated with the row's non-empty fields.
 * New contacts are opted in by the import, except numbers on the opt-out list, added opted out (the answer's
 * `optedOut` counts the file's numbers on the list); an existing contact's opt-in or opt-out is never changed.
 */
export function createContactsBulkService({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>) {
  /** Inserts or updates the contacts in batches; answers how many were new. */
  async function upsert(tx: Database, contacts: ImportedContact[]): Promise<number> {
    const now = clock.now();
    let created = 0;
    for (const batch of chunks(contacts, BATCH)) {
      // The batch goes as one JSON parameter: 11,000 separate ones take PGlite twice as long. xmax is 0 on a
      // row this statement inserted, and the updating transaction's id on one it updated.
      const result = await tx.execute(sql`
        INSERT INTO whatsapp_contacts (name, number, age, gender, address, occupation,
          opted_in, opt_in_at, opt_in_source, opt_out_at, opt_out_source, created_at, updated_at)
        SELECT r.name, r.number, r.age, r.gender, r.address, r.occupation, o.number_hash IS NULL,
          CASE WHEN o.number_hash IS NULL THEN ${now}::timestamptz END,
          CASE WHEN o.number_hash IS NULL THEN 'Import' END,
          o.opted_out_at, o.source, ${now}, ${now}
        FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          AS r(name text, number text, age integer, gender text, address text, occupation text)
          LEFT JOIN ${whatsappOptOuts} o ON o.number_hash = ${numberHashSql(sql`r.number`)}
        ON CONFLICT (number) DO UPDATE SET
          name = excluded.name, ${sql.raw(MERGED_COLUMNS.map((c) => `${c} = ${filled(c)}`).join(', '))},
          updated_at = excluded.updated_at
        WHERE ${changes}
        RETURNING (xmax = 0) AS created`);
      const rows = (result as unknown as { rows: { created: boolean }[] }).rows;
      created += rows.filter((r) => r.created).length;
    }
    return created;
  }

  function report(rows: CheckedContactRow[], created: number, merged: number, optedOut: number): ContactsBulkResult {
    const withErrors = rows.filter((r) => Object.keys(r.errors).length > 0);
    return {
      total: rows.length,
      valid: rows.length - withErrors.length,
      invalid: withErrors.length,
      created,
      merged,
      optedOut,
      rows: withErrors.slice(0, LISTED_ROWS).map(({ row, number, errors }) => ({ row, number, errors })),
      moreRows: Math.max(0, withErrors.length - LISTED_ROWS),
    };
  }

  return {
    async upload(content: Buffer, mode: 'preview' | 'import'): Promise<ContactsBulkResult> {
      const rows = checkContactRows(await readSpreadsheet(content, CONTACTS_SHEET));
      const { contacts, repeats } = mergeByNumber(rows);
      const numbers = contacts.map((c) => c.number);
      const optedOut = await optOutList.countAmong(db, numbers);
      if (mode === 'preview') return report(rows, 0, repeats + (await existingCount(db, numbers)), optedOut);
      // In number order, so that two imports at once lock shared numbers in the same order.
      contacts.sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
      const created = contacts.length === 0 ? 0 : await db.transaction((tx) => upsert(tx, contacts));
      return report(rows, created, contacts.length + repeats - created, optedOut);
    },
  };
}
