import { useCallback, useEffect, useState } from 'react';

/** The signup OTP and reset mail can be sent again only after this many seconds (api-conventions: resend cooldown). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds left before an action may be repeated, counting down once a second. */
export function useCooldown(): { remaining: number; start: (seconds?: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number = RESEND_COOLDOWN_SECONDS) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/**
 * How long the server asked us to wait (a 429's Retry-After, in seconds), when the error carries it;
 * otherwise the standard cooldown.
 */
export function retryAfterSeconds(error: unknown): number {
  const candidate = (error as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof candidate === 'number' && Number.isFinite(candidate) && candidate > 0
    ? Math.ceil(candidate)
    : RESEND_COOLDOWN_SECONDS;
}
