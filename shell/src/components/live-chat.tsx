import { useEffect } from 'react';
import { useRuntimeConfig } from '../runtime/use-runtime-config.ts';

/**
 * The live-chat widget of the public pages. Off unless an address is configured, in /runtime-config.json
 * (`liveChatUrl`) or by the hosting page (`window.__SKILLHUB_LIVE_CHAT_URL__`); nothing is requested otherwise.
 *
 * Rendered by the public layout only: mounting it boots the widget, unmounting (moving to the dashboard or the
 * sign-in screen) shuts it down. The widget script is expected to expose `window.skillhubLiveChat` with
 * `boot()` and `shutdown()` (a thin adapter around the vendor's own show/hide calls).
 */

declare global {
  interface Window {
    __SKILLHUB_LIVE_CHAT_URL__?: string;
    skillhubLiveChat?: { boot?: () => void; shutdown?: () => void };
  }
}

export const LIVE_CHAT_SCRIPT_ID = 'skillhub-live-chat';

export function liveChatUrl(configured: string | undefined): string | undefined {
  const url = configured ?? window.__SKILLHUB_LIVE_CHAT_URL__;
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.origin === window.location.origin ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function LiveChat() {
  const config = useRuntimeConfig();
  const url = config ? liveChatUrl(config.liveChatUrl) : undefined;

  useEffect(() => {
    if (!url) return;
    if (document.getElementById(LIVE_CHAT_SCRIPT_ID)) {
      window.skillhubLiveChat?.boot?.();
    } else {
      const script = document.createElement('script');
      script.id = LIVE_CHAT_SCRIPT_ID;
      script.src = url;
      script.async = true;
      document.body.appendChild(script);
    }
    return () => window.skillhubLiveChat?.shutdown?.();
  }, [url]);

  return null;
}
