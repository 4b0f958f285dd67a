import type { QueryClient } from '@tanstack/react-query';

/**
 * The query-key roots of the WhatsApp pages. A send touches several lists at once (the messages, the
 * broadcasts, a contact's conversation, the sandbox phone), so it refreshes them together.
 */
export const whatsappKeys = {
  contacts: ['whatsapp-contacts'] as const,
  templates: ['whatsapp-templates'] as const,
  messages: ['whatsapp-messages'] as const,
  broadcasts: ['whatsapp-broadcasts'] as const,
  conversations: ['whatsapp-conversations'] as const,
  account: ['whatsapp-account'] as const,
  sandboxPhone: ['whatsapp-sandbox-phone'] as const,
  sequences: ['whatsapp-sequences'] as const,
};

/** After a send or a reply: everything that lists messages is fetched again. */
export const refreshMessageLists = (queryClient: QueryClient) =>
  Promise.all(
    [whatsappKeys.messages, whatsappKeys.broadcasts, whatsappKeys.conversations, whatsappKeys.sandboxPhone].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** How often lists that are still changing on the server (pending reviews, queued sends) are read again. */
export const LIVE_REFRESH_MS = { templates: 3000, broadcasts: 2000, conversation: 3000, sandboxPhone: 2000 } as const;
