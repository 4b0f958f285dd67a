import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { whatsappContacts, whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { contactFilterWhere } from '../../src/modules/whatsapp/contacts.repository.ts';
import { notEarlyStatusRow } from '../../src/modules/whatsapp/message-status.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const m = whatsappMessages;

/** The plan of a query when an index can serve it (sequential scans priced out, so the tables' size does not matter). */
async function planOf(query: (db: Database) => { getSQL(): SQL }): Promise<string> {
  return t.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute(sql`EXPLAIN ${query(tx as Database).getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the WhatsApp lists are served by indexes', () => {
  it("the contacts' occupation filter (lower(occupation)) uses its index", async () => {
    const plan = await planOf((db) =>
      db
        .select({ id: whatsappContacts.id })
        .from(whatsappContacts)
        .where(contactFilterWhere({ occupation: 'Welder' })),
    );
    expect(plan).toContain('whatsapp_contacts_occupation_idx');
  });

  it("a contact's conversation is read in its order (time, then arrival) from an index, without sorting", async () => {
    const plan = await planOf((db) =>
      db
        .select({ id: m.id })
        .from(m)
        .where(eq(m.contactId, '00000000-0000-4000-8000-000000000000'))
        .orderBy(desc(m.createdAt), desc(m.seq))
        .limit(200),
    );
    expect(plan).toContain('whatsapp_messages_contact_idx');
    expect(plan).not.toMatch(/Sort/);
  });

  it('the messages list is read in its order from an index, without sorting', async () => {
    const plan = await planOf((db) =>
      db.select({ id: m.id }).from(m).where(notEarlyStatusRow).orderBy(desc(m.createdAt), desc(m.seq)).limit(20),
    );
    expect(plan).toContain('whatsapp_messages_created_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
