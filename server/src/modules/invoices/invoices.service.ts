import type { ListBody } from '@skillhub/shared/schemas/common';
import type { Refund } from '@skillhub/shared/schemas/refund';
import type {
  Gstr1Table,
  IssueMissingInvoicesResult,
  ListInvoicesQuery,
  TaxInvoice as TaxInvoiceDto,
} from '@skillhub/shared/schemas/tax-invoice';
import type { TaxInvoiceRow } from '../../db/schema/invoices.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { indiaMidnight } from '../dashboard/dashboard-period.ts';
import { paymentsRepository } from '../payments/payments.repository.ts';
import { refundablePaise, refundsRepository } from '../refunds/refunds.repository.ts';
import { usersRepository } from '../users/users.repository.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { issueTaxInvoice, toCreditNote, toTaxInvoice } from './invoice-issuing.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoicesRepository as repo } from './invoices.repository.ts';

const invoiceNotFound = () => notFound('Invoice not found');

/** [1st of the month, 1st of the next) in India time, for `YYYY-MM`. */
export function indiaMonth(month: string): { from: Date; to: Date } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return { from: indiaMidnight(`${month}-01`), to: indiaMidnight(`${next}-01`) };
}

/** A file name without the slashes of an invoice number. */
const invoiceFileName = (number: string) => `tax-invoice-${number.replaceAll('/', '-')}.pdf`;
/** The name the refund mail gives the same credit note's attachment. */
const creditNoteFileName = (number: string) => `credit-note-${number.replaceAll('/', '-')}.pdf`;

function toDto(row: TaxInvoiceRow, refunds: Refund[]): TaxInvoiceDto {
  const { document } = row;
  return {
    _id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    buyerName: document.buyer.name,
    buyerEmail: document.buyer.email,
    buyerCompany: document.buyer.companyName,
    buyerGstin: document.buyer.gstin,
    placeOfSupply: document.placeOfSupply,
    description: document.description,
    taxableValue: document.amounts.taxableValue,
    totalTax: document.amounts.totalTax,
    total: document.amounts.total,
    refunds,
    // The invoice's total is what the order was paid.
    refundablePaise: refundablePaise(row.totalPaise, refunds),
  };
}

async function pdfOf(row: TaxInvoiceRow): Promise<{ fileName: string; pdf: Uint8Array }> {
  return { fileName: invoiceFileName(row.number), pdf: await renderInvoicePdf(toTaxInvoice(row)) };
}

/** Tax invoices: the learner's own, and staff's list, PDFs, GSTR-1 export and late issuing. */
export function createInvoicesService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  return {
    /** The PDF of the caller's invoice for one of their orders; anything else is simply not found. */
    async learnerPdf(userId: string, orderId: string) {
      const row = await repo.findOwnedByOrder(db, orderId, userId);
      if (!row) throw invoiceNotFound();
      return pdfOf(row);
    },

    /** The PDF of the credit note of one of the caller's refunds: none until the refund is processed. */
    async learnerCreditNotePdf(userId: string, refundId: string) {
      const found = await repo.findOwnedCreditNote(db, refundId, userId);
      if (!found) throw notFound('Credit note not found');
      return {
        fileName: creditNoteFileName(found.note.number),
        pdf: await renderInvoicePdf(toCreditNote(found.note, found.invoice)),
      };
    },

    async list(query: ListInvoicesQuery): Promise<ListBody<TaxInvoiceDto>> {
      const range = query.month ? indiaMonth(query.month) : {};
      const { rows, total } = await repo.list(db, { ...query, ...range });
      const refunds = await refundsRepository.listByOrders(
        db,
        rows.map((row) => row.orderId),
      );
      return {
        success: true,
        data: rows.map((row) => toDto(row, refunds.get(row.orderId) ?? [])),
        pagination: pagination(total, query.page, query.limit),
      };
    },

    async pdf(invoiceId: string) {
      const row = await repo.findById(db, invoiceId);
      if (!row) throw invoiceNotFound();
      return pdfOf(row);
    },

    /** One GSTR-1 table of a month: its invoices by issue date, its credit notes by theirs. */
    async gstr1(month: string, table: Gstr1Table): Promise<{ fileName: string; csv: string }> {
      const { from, to } = indiaMonth(month);
      const [invoices, notes] = await Promise.all([
        repo.invoicesIssuedBetween(db, from, to),
        repo.creditNotesIssuedBetween(db, from, to),
      ]);
      const files = gstr1Csv({
        invoices: invoices.map(toTaxInvoice),
        creditNotes: notes.map(({ note, invoice }) => toCreditNote(note, invoice)),
      });
      return { fileName: `gstr1-${month}-${table}.csv`, csv: files[table] };
    },

    /**
     * Issues, in one transaction and in the order they were paid, the invoices of paid orders captured while the
     * seller's GST details were incomplete. Each is dated today (the day it is issued). While the details are
     * still incomplete nothing is issued: 409.
     */
    async issueMissing(): Promise<IssueMissingInvoicesResult> {
      const numbers = await db.transaction(async (tx) => {
        const issued: string[] = [];
        for (const order of await repo.lockPaidOrdersWithoutInvoice(tx)) {
          const user = await usersRepository.findById(tx, order.userId);
          const course = await paymentsRepository.findCourse(tx, order.courseId);
          if (!user || !course) throw new Error(`Order ${order.id} lost its course or learner`);
          const outcome = await issueTaxInvoice(tx, {
            order,
            buyer: { name: user.name, email: user.email },
            description: course.title,
            now: clock.now(),
          });
          if (!outcome.issued) {
            throw conflict("Complete the seller's GST details in Settings before issuing invoices");
          }
          issued.push(outcome.invoice.number);
        }
        return issued;
      });
      return { issued: numbers.length, numbers };
    },
  };
}
