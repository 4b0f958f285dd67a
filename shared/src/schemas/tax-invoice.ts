import { z } from 'zod';
import { pagingShape, withPage } from './paging.ts';
import { refundSchema } from './refund.ts';

/** A month of the calendar, India time: `2026-11`. */
export const monthField = z
  .string({ error: 'month is required, as YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');

/** One tax invoice in the staff list (Courses / Invoices). Amounts in paise. */
export const taxInvoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  buyerCompany: z.string().nullable(),
  buyerGstin: z.string().nullable(),
  /** A GST state code. */
  placeOfSupply: z.string(),
  description: z.string(),
  taxableValue: z.number().int(),
  totalTax: z.number().int(),
  total: z.number().int(),
  /** The order's refunds, oldest first, and what is left to refund (the total less requested or processed ones). */
  refunds: z.array(refundSchema),
  refundablePaise: z.number().int(),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

export const listInvoicesQuerySchema = z
  .object({
    ...pagingShape(),
    /** Only the invoices issued in this month (India time). */
    month: monthField.optional(),
  })
  .transform(withPage);
export type ListInvoicesQuery = z.output<typeof listInvoicesQuerySchema>;

/** The GSTR-1 tables the export writes, as the GST offline tool names its sheets. */
export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

export const gstr1QuerySchema = z.object({
  month: monthField,
  table: z.enum(GSTR1_TABLES, { error: `table must be one of ${GSTR1_TABLES.join(', ')}` }),
});

/** POST /course/invoice/issue-missing: how many invoices were issued, and their numbers. */
export const issueMissingInvoicesResultSchema = z.object({
  issued: z.number().int(),
  numbers: z.array(z.string()),
});
export type IssueMissingInvoicesResult = z.infer<typeof issueMissingInvoicesResultSchema>;
