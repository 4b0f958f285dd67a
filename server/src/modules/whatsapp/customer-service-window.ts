import { CUSTOMER_SERVICE_WINDOW_MS } from '@skillhub/shared/schemas/whatsapp';

/**
 * WhatsApp's customer-service window: free text may go to a number only while its last message to the business
 * is less than 24 hours old; outside it only an approved template may. Broadcasts and sequences both decide by it.
 */

/** A number whose last inbound message is after this instant is inside the window at `now`. */
export const windowCutoff = (now: Date) => new Date(now.getTime() - CUSTOMER_SERVICE_WINDOW_MS);

export function insideWindow(lastInboundAt: Date | string | null, now: Date): boolean {
  return lastInboundAt !== null && new Date(lastInboundAt).getTime() > windowCutoff(now).getTime();
}
