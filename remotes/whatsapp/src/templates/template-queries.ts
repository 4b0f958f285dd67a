import { request } from '@skillhub/shared/api-client';
import { MAX_LIMIT } from '@skillhub/shared/constants';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { TemplateCategory, TemplateStatus, TemplateValues } from '@skillhub/shared/schemas/whatsapp';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH_MS, whatsappKeys } from '../whatsapp-keys.ts';

/** The Templates page's calls, and the approved templates the send dialog offers. */

export interface TemplateParams {
  search: string;
  status: TemplateStatus | '';
  category: TemplateCategory | '';
  page: number;
  limit: number;
}

/** The templates; while any shown is Pending, read again every few seconds until its review is in. */
export function useTemplates(params: TemplateParams) {
  return useQuery({
    queryKey: [...whatsappKeys.templates, 'list', params],
    queryFn: ({ signal }) =>
      request(whatsappEndpoints.templates, {
        query: {
          page: params.page,
          limit: params.limit,
          search: params.search || undefined,
          status: params.status || undefined,
          category: params.category || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((template) => template.status === 'Pending') ? LIVE_REFRESH_MS.templates : false,
  });
}

/** The approved templates, the only ones that may be sent (the newest 100). */
export function useApprovedTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...whatsappKeys.templates, 'approved'],
    queryFn: async ({ signal }) =>
      (await request(whatsappEndpoints.templates, { query: { status: 'Approved', page: 1, limit: MAX_LIMIT }, signal }))
        .data,
    enabled,
  });
}

/** Create submits the template for review; an edit submits it again. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TemplateValues }) =>
      id
        ? request(whatsappEndpoints.updateTemplate, { params: { id }, body })
        : request(whatsappEndpoints.createTemplate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsappKeys.templates }),
  });
}
