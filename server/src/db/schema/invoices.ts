import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { paymentOrders } from './payments.ts';
import { users } from './users-and-roles.ts';

/**
 * The next serial of each GST document series in each financial year. Issuing takes it with
 * `UPDATE … SET next = next + 1 RETURNING`: the row lock orders concurrent issuers (in any number of
 * processes), and a transaction that rolls back gives its serial back, so the numbers have neither gaps nor
 * duplicates, as rule 46 of the CGST Rules wants.
 */
export const gstDocumentCounters = pgTable(
  'gst_document_counters',
  {
    series: text('series', { enum: ['invoice', 'credit-note'] }).notNull(),
    /** The calendar year of the financial year's April: 2026 for 2026-27. */
    financialYear: integer('financial_year').notNull(),
    next: integer('next').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] }), check('gst_counter_next_positive', sql`${t.next} > 0`)],
);

/**
 * What a tax invoice or credit note prints, as it was when issued: later changes to the settings, the course or
 * the learner never alter an issued document. Amounts in paise.
 */
export interface StoredGstDocument {
  seller: { legalName: string; gstin: string; address: string; stateCode: string };
  buyer: { name: string; email: string | null; companyName: string | null; gstin: string | null };
  placeOfSupply: string;
  sac: string;
  description: string;
  /** The settings the split was made with, so a credit note splits the same way. */
  pricesIncludeGst: boolean;
  amounts: {
    supply: 'intra-state' | 'inter-state';
    ratePercent: number;
    stateTaxName: 'SGST' | 'UTGST';
    taxableValue: number;
    cgst: number;
    sgst: number;
    igst: number;
    totalTax: number;
    total: number;
  };
}

/** One tax invoice per captured order with an amount, numbered in its financial year's series. */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Copied out of `document` for the staff list's search and the GSTR-1 export. */
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    buyerGstin: text('buyer_gstin'),
    totalPaise: integer('total_paise').notNull(),
    document: jsonb('document').$type<StoredGstDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tax_invoices_serial_key').on(t.financialYear, t.serial),
    index('tax_invoices_issued_at_idx').on(t.issuedAt),
    index('tax_invoices_user_idx').on(t.userId),
  ],
);

/** A credit note against one invoice (a refund), from its own series; `refundKey` makes issuing idempotent. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => taxInvoices.id, { onDelete: 'restrict' }),
    /** The refund it records: a second call for the same refund returns the same note. */
    refundKey: text('refund_key').notNull().unique(),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    totalPaise: integer('total_paise').notNull(),
    document: jsonb('document').$type<StoredGstDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credit_notes_serial_key').on(t.financialYear, t.serial),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_issued_at_idx').on(t.issuedAt),
  ],
);

export type GstDocumentCounterRow = typeof gstDocumentCounters.$inferSelect;
export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
