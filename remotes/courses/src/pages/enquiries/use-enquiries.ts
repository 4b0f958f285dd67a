import { request } from '@skillhub/shared/api-client';
import type { LEAD_STATUSES } from '@skillhub/shared/constants';
import { enquiryEndpoints } from '@skillhub/shared/endpoints/enquiries';
import type { ENQUIRY_SORTS, EnquirySource, EnquiryStatusBody } from '@skillhub/shared/schemas/enquiry';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

export interface EnquiryFilters {
  search: string;
  status: LeadStatus | '';
  source: EnquirySource | '';
  sort: EnquirySort;
}

export interface EnquiryListParams extends EnquiryFilters {
  /** 1-based, as the API counts */
  page: number;
  limit: number;
}

export const enquiryKeys = {
  all: ['enquiries'] as const,
  list: (params: EnquiryListParams) => [...enquiryKeys.all, 'list', params] as const,
  history: (enquiryId: string) => [...enquiryKeys.all, 'history', enquiryId] as const,
};

/** The query string of the list and of the CSV export: the same filters give the same leads. */
export function enquirySearchParams(filters: EnquiryFilters) {
  return {
    search: filters.search || undefined,
    status: filters.status || undefined,
    source: filters.source || undefined,
    sort: filters.sort,
  };
}

/** GET /course/enquiry: one page of leads and the pipeline counts for the same filters minus status. */
export function useEnquiries(params: EnquiryListParams) {
  return useQuery({
    queryKey: enquiryKeys.list(params),
    queryFn: ({ signal }) =>
      request(enquiryEndpoints.list, {
        query: { ...enquirySearchParams(params), page: params.page, limit: params.limit },
        signal,
      }),
    // Keep the rows and counts of the last answer while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /course/enquiry/{enquiryId}/history, oldest first as the server keeps it. */
export function useEnquiryHistory(enquiryId: string | undefined) {
  return useQuery({
    queryKey: enquiryKeys.history(enquiryId ?? ''),
    enabled: Boolean(enquiryId),
    queryFn: async ({ signal }) =>
      (await request(enquiryEndpoints.history, { params: { enquiryId: enquiryId ?? '' }, signal })).data,
  });
}

/** PATCH /course/enquiry-status/{enquiryId}: moves a lead along the pipeline, with an optional note. */
export function useChangeEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enquiryId, body }: { enquiryId: string; body: EnquiryStatusBody }) =>
      request(enquiryEndpoints.setStatus, { params: { enquiryId }, body }),
    // The row, the pipeline counts and the lead's history all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}
