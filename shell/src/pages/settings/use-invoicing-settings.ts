import { request } from '@skillhub/shared/api-client';
import { invoiceEndpoints } from '@skillhub/shared/endpoints/invoices';
import { settingsEndpoints } from '@skillhub/shared/endpoints/settings';
import type { UpdateInvoicingSettingsBody } from '@skillhub/shared/schemas/gst-invoicing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const invoicingQueryKey = ['settings', 'invoicing'] as const;

/** The seller's GST details tax invoices print (Settings read). */
export function useInvoicingSettings() {
  return useQuery({
    queryKey: invoicingQueryKey,
    queryFn: ({ signal }) => request(settingsEndpoints.invoicing, { signal }),
    select: (body) => body.data,
  });
}

/** Saves them (Settings update); the answer replaces what the page shows. */
export function useSaveInvoicing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInvoicingSettingsBody) => request(settingsEndpoints.updateInvoicing, { body }),
    onSuccess: (answer) => client.setQueryData(invoicingQueryKey, answer),
  });
}

/** Issues the invoices of payments captured while the details were incomplete (Courses / Invoices create). */
export function useIssueMissingInvoices() {
  return useMutation({ mutationFn: () => request(invoiceEndpoints.issueMissing, {}) });
}
