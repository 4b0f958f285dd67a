import { errorMessage, request } from '@skillhub/shared/api-client';
import { authEndpoints } from '@skillhub/shared/endpoints/auth';
import { clearSession } from '@skillhub/shared/session';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/index.ts';
import { HOME_PATH } from './sign-in.ts';

/**
 * Logout: tell the server (it revokes the refresh tokens), then leave for / and clear the
 * session. The local session is cleared even when the call fails: a visitor who asked to leave must not stay
 * signed in on this device.
 *
 * The page moves to / before the session is cleared, synchronously: otherwise the guard of a protected page would
 * see the empty session first and send the visitor to /auth instead.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useT();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    let failure: unknown = null;
    try {
      await request(authEndpoints.logout);
    } catch (error) {
      failure = error;
      console.error('Logout failed', error);
    }
    await navigate(HOME_PATH, { flushSync: true });
    clearSession();
    setLoggingOut(false);
    if (failure) notify.error(errorMessage(failure));
    else notify.success(t('nav.loggedOut'));
  }, [navigate, notify, t]);

  return { logout, loggingOut };
}
