import { and, asc, desc, eq, gt, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import {
  type CreditNoteRow,
  creditNotes,
  gstDocumentCounters,
  type StoredGstDocument,
  type TaxInvoiceRow,
  taxInvoices,
} from '../../db/schema/invoices.ts';
import { type PaymentOrderRow, paymentOrders } from '../../db/schema/payments.ts';
import type { DocumentSeries } from './invoice-series.ts';

export interface NewTaxInvoice {
  orderId: string;
  userId: string;
  financialYear: number;
  serial: number;
  number: string;
  issuedAt: Date;
  document: StoredGstDocument;
}

export interface NewCreditNote {
  invoiceId: string;
  refundKey: string;
  financialYear: number;
  serial: number;
  number: string;
  issuedAt: Date;
  reason: string;
  document: StoredGstDocument;
}

export const invoicesRepository = {
  /**
   * The next serial of a series in a financial year, taken in the caller's transaction. The upsert's update
   * locks the counter row until that transaction ends: a concurrent issuer (in this process or another) waits
   * and then reads the incremented value, so no serial is given twice, and a rollback undoes the increment, so
   * none is skipped. The first document of a year creates the row.
   */
  async nextSerial(tx: Database, series: DocumentSeries, financialYear: number): Promise<number> {
    const [row] = await tx
      .insert(gstDocumentCounters)
      .values({ series, financialYear, next: 2 })
      .onConflictDoUpdate({
        target: [gstDocumentCounters.series, gstDocumentCounters.financialYear],
        set: { next: sql`${gstDocumentCounters.next} + 1` },
      })
      .returning({ serial: sql<number>`${gstDocumentCounters.next} - 1` });
    if (!row) throw new Error(`No serial for the ${series} series of ${financialYear}`);
    return Number(row.serial);
  },

  async insertInvoice(tx: Database, invoice: NewTaxInvoice): Promise<TaxInvoiceRow> {
    const [row] = await tx
      .insert(taxInvoices)
      .values({
        ...invoice,
        buyerName: invoice.document.buyer.companyName ?? invoice.document.buyer.name,
        buyerEmail: invoice.document.buyer.email,
        buyerGstin: invoice.document.buyer.gstin,
        totalPaise: invoice.document.amounts.total,
      })
      .returning();
    if (!row) throw new Error('The tax invoice could not be written');
    return row;
  },

  async findByOrder(db: Database, orderId: string): Promise<TaxInvoiceRow | undefined> {
    const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
    return row;
  },

  /** The caller's invoice of one of their orders; another learner's is not found. */
  async findOwnedByOrder(db: Database, orderId: string, userId: string): Promise<TaxInvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(taxInvoices)
      .where(and(eq(taxInvoices.orderId, orderId), eq(taxInvoices.userId, userId)));
    return row;
  },

  /**
   * Paid orders with an amount and no invoice (captured while the seller's GST details were incomplete), oldest
   * payment first, locked so that two staff pressing "Issue missing invoices" at once cannot both issue one.
   */
  async lockPaidOrdersWithoutInvoice(tx: Database): Promise<PaymentOrderRow[]> {
    const rows = await tx
      .select({ order: paymentOrders })
      .from(paymentOrders)
      .leftJoin(taxInvoices, eq(taxInvoices.orderId, paymentOrders.id))
      .where(and(eq(paymentOrders.status, 'paid'), gt(paymentOrders.amountPaise, 0), isNull(taxInvoices.id)))
      .orderBy(asc(paymentOrders.paidAt))
      .for('update', { of: paymentOrders });
    return rows.map((row) => row.order);
  },

  async findById(db: Database, id: string): Promise<TaxInvoiceRow | undefined> {
    const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.id, id));
    return row;
  },

  /** Staff list: newest first, by number, buyer name, e-mail or GSTIN, within [from, to) when given. */
  async list(
    db: Database,
    query: { search?: string; from?: Date; to?: Date; page: number; limit: number },
  ): Promise<{ rows: TaxInvoiceRow[]; total: number }> {
    const pattern = query.search ? containsPattern(query.search) : null;
    const where = and(
      pattern
        ? or(
            ilike(taxInvoices.number, pattern),
            ilike(taxInvoices.buyerName, pattern),
            ilike(taxInvoices.buyerEmail, pattern),
            ilike(taxInvoices.buyerGstin, pattern),
          )
        : undefined,
      query.from ? gte(taxInvoices.issuedAt, query.from) : undefined,
      query.to ? lt(taxInvoices.issuedAt, query.to) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(taxInvoices)
        .where(where)
        .orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.serial))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: sql<number>`count(*)::int` }).from(taxInvoices).where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  /** Every invoice issued in [from, to), in number order (the GSTR-1 export). */
  async invoicesIssuedBetween(db: Database, from: Date, to: Date): Promise<TaxInvoiceRow[]> {
    return db
      .select()
      .from(taxInvoices)
      .where(and(gte(taxInvoices.issuedAt, from), lt(taxInvoices.issuedAt, to)))
      .orderBy(taxInvoices.financialYear, taxInvoices.serial);
  },

  /** Every credit note issued in [from, to) with the invoice it reduces, in number order. */
  async creditNotesIssuedBetween(
    db: Database,
    from: Date,
    to: Date,
  ): Promise<{ note: CreditNoteRow; invoice: TaxInvoiceRow }[]> {
    return db
      .select({ note: creditNotes, invoice: taxInvoices })
      .from(creditNotes)
      .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.invoiceId))
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(creditNotes.financialYear, creditNotes.serial);
  },

  /** The invoice locked against concurrent credit notes, so two refunds cannot together credit more than it. */
  async lockInvoice(tx: Database, id: string): Promise<TaxInvoiceRow | undefined> {
    const [row] = await tx.select().from(taxInvoices).where(eq(taxInvoices.id, id)).for('update');
    return row;
  },

  async creditedPaise(tx: Database, invoiceId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${creditNotes.totalPaise}), 0)::int` })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId));
    return row?.total ?? 0;
  },

  /** A credit note with the invoice it reduces, when that invoice is the caller's; another learner's is not found. */
  async findOwnedCreditNote(
    db: Database,
    refundKey: string,
    userId: string,
  ): Promise<{ note: CreditNoteRow; invoice: TaxInvoiceRow } | undefined> {
    const [row] = await db
      .select({ note: creditNotes, invoice: taxInvoices })
      .from(creditNotes)
      .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.invoiceId))
      .where(and(eq(creditNotes.refundKey, refundKey), eq(taxInvoices.userId, userId)));
    return row;
  },

  async findCreditNoteByRefund(db: Database, refundKey: string): Promise<CreditNoteRow | undefined> {
    const [row] = await db.select().from(creditNotes).where(eq(creditNotes.refundKey, refundKey));
    return row;
  },

  async insertCreditNote(tx: Database, note: NewCreditNote): Promise<CreditNoteRow> {
    const [row] = await tx
      .insert(creditNotes)
      .values({ ...note, totalPaise: note.document.amounts.total })
      .returning();
    if (!row) throw new Error('The credit note could not be written');
    return row;
  },
};
