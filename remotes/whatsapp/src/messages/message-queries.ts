import { request } from '@skillhub/shared/api-client';
import type { RequestInput } from '@skillhub/shared/endpoint';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { Broadcast, MessageStatus } from '@skillhub/shared/schemas/whatsapp';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH_MS, refreshMessageLists, whatsappKeys } from '../whatsapp-keys.ts';

/** The Messages page's lists, a contact's conversation, and the send every page shares. */

export type Direction = 'outbound' | 'inbound';

export interface MessageParams {
  status: MessageStatus | '';
  direction: Direction | '';
  page: number;
  limit: number;
}

export function useMessages(
  params: MessageParams & { broadcastId?: string },
  options: { live?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...whatsappKeys.messages, 'list', params],
    queryFn: ({ signal }) =>
      request(whatsappEndpoints.messages, {
        query: {
          page: params.page,
          limit: params.limit,
          status: params.status || undefined,
          direction: params.direction || undefined,
          broadcastId: params.broadcastId,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.live ? LIVE_REFRESH_MS.broadcasts : false,
  });
}

/**
 * How long after a broadcast its sent and delivered messages are still watched for delivery and read receipts.
 * Past it, a message still unread (a phone that stays off, a chat never opened) no longer keeps the page polling.
 */
const RECEIPTS_WATCH_MS = 10 * 60_000;

/**
 * Whether a broadcast is still changing: messages queued or being sent, or (for a recent one) messages sent or
 * delivered whose delivery, reading or failure is yet to be reported.
 */
export const inFlight = (broadcast: Pick<Broadcast, 'counts' | 'createdAt'>) =>
  broadcast.counts.queued > 0 ||
  (broadcast.counts.sent + broadcast.counts.delivered > 0 &&
    Date.now() - new Date(broadcast.createdAt).getTime() < RECEIPTS_WATCH_MS);

/** The broadcasts, read again every 2 s while any of the page is still being sent or reported on. */
export function useBroadcasts(params: { page: number; limit: number }) {
  return useQuery({
    queryKey: [...whatsappKeys.broadcasts, 'list', params],
    queryFn: ({ signal }) => request(whatsappEndpoints.broadcasts, { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(inFlight) ? LIVE_REFRESH_MS.broadcasts : false),
  });
}

export function useBroadcast(id: string | undefined) {
  return useQuery({
    queryKey: [...whatsappKeys.broadcasts, 'one', id],
    queryFn: async ({ signal }) =>
      (await request(whatsappEndpoints.broadcast, { params: { id: id ?? '' }, signal })).data,
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && inFlight(query.state.data) ? LIVE_REFRESH_MS.broadcasts : false),
  });
}

/** A contact's conversation, read again every few seconds while it is open (statuses and replies arrive). */
export function useConversation(contactId: string | undefined) {
  return useQuery({
    queryKey: [...whatsappKeys.conversations, contactId],
    queryFn: async ({ signal }) =>
      (await request(whatsappEndpoints.conversation, { params: { contactId: contactId ?? '' }, signal })).data,
    enabled: Boolean(contactId),
    refetchInterval: LIVE_REFRESH_MS.conversation,
  });
}

/** What a send asks for: the recipients and the message. */
export type SendBody = RequestInput<typeof whatsappEndpoints.sendMessage>['body'];

/** POST /whatsapp/send-message: answers what was queued and what was skipped, and why. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendBody) => (await request(whatsappEndpoints.sendMessage, { body })).data,
    onSuccess: () => refreshMessageLists(queryClient),
  });
}
