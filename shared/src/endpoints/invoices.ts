import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, successBodySchema } from '../schemas/common.ts';
import { issueMissingInvoicesResultSchema, listInvoicesQuerySchema, taxInvoiceSchema } from '../schemas/tax-invoice.ts';

/**
 * Tax invoices for staff (Courses / Invoices). An invoice's PDF (GET apiPaths.invoices.pdf) and the GSTR-1
 * export (GET apiPaths.invoices.gstr1) are not here: they answer files, fetched with `download()`.
 */
export const invoiceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.invoices.list,
    query: listInvoicesQuerySchema,
    response: listBodySchema(taxInvoiceSchema),
  }),
  /** Issues the invoices of paid orders captured while the seller's GST details were incomplete. */
  issueMissing: endpoint({
    method: 'POST',
    path: apiPaths.invoices.issueMissing,
    response: successBodySchema(issueMissingInvoicesResultSchema),
  }),
};
