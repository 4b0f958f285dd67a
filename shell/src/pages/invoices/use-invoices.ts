import { download, request } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { invoiceEndpoints } from '@skillhub/shared/endpoints/invoices';
import { refundEndpoints } from '@skillhub/shared/endpoints/refunds';
import { saveBlob } from '@skillhub/shared/save-blob';
import type { CreateRefundBody } from '@skillhub/shared/schemas/refund';
import type { Gstr1Table } from '@skillhub/shared/schemas/tax-invoice';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface InvoiceFilters {
  page: number;
  limit: number;
  search: string;
  /** YYYY-MM, or '' for every month */
  month: string;
}

export const invoicesQueryKey = ['invoices'] as const;

/** GET /course/invoice: one page of tax invoices, newest first (Courses / Invoices read). */
export function useInvoices(filters: InvoiceFilters) {
  return useQuery({
    queryKey: [...invoicesQueryKey, filters],
    queryFn: ({ signal }) =>
      request(invoiceEndpoints.list, {
        query: {
          page: filters.page,
          limit: filters.limit,
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.month ? { month: filters.month } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /course/invoice/{invoiceId}/pdf, saved under the name the server gives (the invoice number). */
export async function downloadInvoicePdf(invoiceId: string): Promise<void> {
  const file = await download(buildPath(apiPaths.invoices.pdf, { invoiceId }));
  saveBlob(file.blob, file.fileName ?? `tax-invoice-${invoiceId}.pdf`);
}

/** GET /course/invoice/gstr1: one GSTR-1 table of a month as CSV for the GST offline tool. */
export async function downloadGstr1(month: string, table: Gstr1Table): Promise<void> {
  const file = await download(apiPaths.invoices.gstr1, { searchParams: { month, table } });
  saveBlob(file.blob, file.fileName ?? `gstr1-${month}-${table}.csv`);
}

/** GET …/refund of one order, polled while a refund waits for the provider's webhook. */
export function useOrderRefunds(orderId: string, poll: boolean) {
  return useQuery({
    queryKey: ['order-refunds', orderId],
    queryFn: ({ signal }) => request(refundEndpoints.list, { params: { orderId }, signal }),
    refetchInterval: poll ? 1_500 : false,
  });
}

/**
 * POST …/refund. The dialog sends one `clientRequestId` per refund it asks for, so a retry of the same click
 * (a timeout, a double submit) is answered with the same refund instead of refunding twice.
 */
export function useRequestRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundBody) => request(refundEndpoints.create, { params: { orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
  });
}
