import { request } from '@skillhub/shared/api-client';
import { paymentLinkEndpoints } from '@skillhub/shared/endpoints/lead-revenue';
import type { SendPaymentLinkBody } from '@skillhub/shared/schemas/lead-revenue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enquiryKeys } from './use-enquiries.ts';

const linksKey = (enquiryId: string) => [...enquiryKeys.all, 'payment-links', enquiryId] as const;

/** GET /course/enquiry/{enquiryId}/payment-link: the lead's links (newest first) and the templates a link can use. */
export function usePaymentLinks(enquiryId: string | undefined) {
  return useQuery({
    queryKey: linksKey(enquiryId ?? ''),
    enabled: Boolean(enquiryId),
    queryFn: async ({ signal }) =>
      (await request(paymentLinkEndpoints.list, { params: { enquiryId: enquiryId ?? '' }, signal })).data,
  });
}

/** POST /course/enquiry/{enquiryId}/payment-link: sends a link; its URL comes back this once. */
export function useSendPaymentLink(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendPaymentLinkBody) =>
      (await request(paymentLinkEndpoints.send, { params: { enquiryId }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(enquiryId) }),
  });
}
