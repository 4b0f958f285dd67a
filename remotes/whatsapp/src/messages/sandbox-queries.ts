import { request } from '@skillhub/shared/api-client';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH_MS, refreshMessageLists, whatsappKeys } from '../whatsapp-keys.ts';

/** The sandbox's demo phones: what a number received, and a reply typed on it (sandbox mode only). */

export function useSandboxPhone(number: string | undefined) {
  return useQuery({
    queryKey: [...whatsappKeys.sandboxPhone, number],
    queryFn: async ({ signal }) =>
      (await request(whatsappEndpoints.sandboxPhone, { params: { number: number ?? '' }, signal })).data,
    enabled: Boolean(number),
    refetchInterval: LIVE_REFRESH_MS.sandboxPhone,
  });
}

export function useSandboxReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, text }: { number: string; text: string }) =>
      request(whatsappEndpoints.sandboxReply, { params: { number }, body: { text } }),
    // The reply reaches the platform through the webhook a moment later; the lists poll until it shows.
    onSuccess: () => refreshMessageLists(queryClient),
  });
}
