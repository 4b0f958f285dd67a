import { request } from '@skillhub/shared/api-client';
import { settingsEndpoints } from '@skillhub/shared/endpoints/settings';
import type { UpdateLiveChatBody } from '@skillhub/shared/schemas/live-chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const liveChatQueryKey = ['settings', 'live-chat'] as const;

/** The live-chat setting (Settings read). */
export function useLiveChatSettings() {
  return useQuery({
    queryKey: liveChatQueryKey,
    queryFn: ({ signal }) => request(settingsEndpoints.liveChat, { signal }),
    select: (body) => body.data,
  });
}

/** Sets or clears the widget's address (Settings update); the answer replaces what the page shows. */
export function useSaveLiveChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLiveChatBody) => request(settingsEndpoints.updateLiveChat, { body }),
    onSuccess: (answer) => client.setQueryData(liveChatQueryKey, answer),
  });
}
