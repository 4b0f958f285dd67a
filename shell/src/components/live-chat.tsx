import { COMPANY_WHATSAPP_NUMBER, liveChatVendor } from '@skillhub/shared/live-chat';
import { useEffect } from 'react';
import { useRuntimeConfig } from '../runtime/use-runtime-config.ts';
import { mountWidget } from './live-chat-widget.ts';
import { WhatsAppChatButton } from './whatsapp-chat-button.tsx';

/**
 * The live chat of the public pages, rendered by the public layout only: mounting it starts the chat, unmounting
 * it takes it off the page. Leaving a document that ran a widget for the dashboard, a sign-in or a learner page
 * is a full page load (live-chat-navigation.ts).
 *
 * A vendor widget when one is configured (a super admin sets its script in Settings; /runtime-config.json serves
 * it as `liveChatUrl`; a hosting page may set `window.__SKILLHUB_LIVE_CHAT_URL__`) and the page is a public one
 * (`widgetAllowed`: the learner's pages in this layout never run it, nor let it in by their policy); otherwise the
 * WhatsApp button to the business number the server names, or the company phone when the runtime config could
 * not be read.
 */

declare global {
  interface Window {
    __SKILLHUB_LIVE_CHAT_URL__?: string;
  }
}

export { LIVE_CHAT_SCRIPT_ID } from './live-chat-widget.ts';

/**
 * The widget script's address: a known chat vendor's (the server's own rule, shared/live-chat.ts), or this site's
 * own; undefined when there is none or it is not usable.
 */
export function liveChatUrl(configured: string | undefined): string | undefined {
  // The server's drawing of the page (server-render.tsx) has no window: a configured widget comes with the app.
  if (typeof window === 'undefined') return configured;
  const url = configured ?? window.__SKILLHUB_LIVE_CHAT_URL__;
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.href);
    return liveChatVendor(parsed.href) || parsed.origin === window.location.origin ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function VendorWidget({ url }: { url: string }) {
  useEffect(() => {
    const widget = mountWidget(url);
    return () => widget.remove();
  }, [url]);
  return null;
}

export function LiveChat({ widgetAllowed }: { widgetAllowed: boolean }) {
  const config = useRuntimeConfig();
  // Until the runtime config is read, neither: a configured widget must not follow a flash of the button.
  if (!config) return null;
  const widget = widgetAllowed ? liveChatUrl(config.liveChatUrl) : undefined;
  if (widget) return <VendorWidget url={widget} />;
  return <WhatsAppChatButton number={config.liveChatWhatsApp ?? COMPANY_WHATSAPP_NUMBER} />;
}
