import { useNotify } from '@skillhub/shared/ui/notify';
import { useState } from 'react';
import { retryAfterSeconds, type useCooldown } from './use-cooldown.ts';

interface ResendOptions {
  cooldown: ReturnType<typeof useCooldown>;
  /** Clears the form's errors before sending again. */
  clearErrors: () => void;
  /** Shows a failure on the form. */
  fail: (error: unknown) => void;
}

/**
 * Sends a code or link again: on success a toast and the standard cooldown; on failure the form shows why and
 * the cooldown follows the server's Retry-After, so the button never invites a request bound to be refused.
 */
export function useResend({ cooldown, clearErrors, fail }: ResendOptions) {
  const notify = useNotify();
  const [resending, setResending] = useState(false);

  const resend = async (send: () => Promise<unknown>, successMessage: string) => {
    setResending(true);
    clearErrors();
    try {
      await send();
      notify.success(successMessage);
      cooldown.start();
    } catch (error) {
      fail(error);
      cooldown.start(retryAfterSeconds(error));
    } finally {
      setResending(false);
    }
  };

  return { resending, resend };
}
