import { errorMessage, refreshSession, request } from '@skillhub/shared/api-client';
import { userEndpoints } from '@skillhub/shared/endpoints/users';
import { authAtom, clearSession, sessionStore } from '@skillhub/shared/session';
import { Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';
import { AUTH_PATH, HOME_PATH } from '../../session/sign-in.ts';

export const CONFIRM_TITLE = en.confirmEmail.title;
export const CONFIRM_BUTTON = en.confirmEmail.button;
export const CONFIRMING_TEXT = en.confirmEmail.confirming;
export const CONFIRMED_TITLE = en.confirmEmail.confirmed;
export const CONFIRM_FAILED_TITLE = en.confirmEmail.failed;

type Outcome =
  | { kind: 'ready' }
  | { kind: 'pending' }
  | { kind: 'confirmed'; email: string; message: string | undefined }
  | { kind: 'failed'; message: string };

const heading = (text: string) => <h1 style={{ fontSize: 'inherit', margin: 0 }}>{text}</h1>;

/**
 * /confirm-email/:token, opened from the link mailed to a new address: confirms the change once, on a click, and
 * says how it went. A click, not the page load, confirms: mail scanners open links (some run their scripts) and must
 * not use up the link or change the address. The server has ended every session of the account; if this browser
 * held one of them it is signed out.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'ready' });
  const { t } = useT();

  const confirm = () => {
    setOutcome({ kind: 'pending' });
    request(userEndpoints.confirmEmail, { params: { token } })
      .then(async (answer) => {
        // Only the changed account's sessions were ended; another account signed in here refreshes fine.
        if (sessionStore.get(authAtom).isAuthenticated && !(await refreshSession())) clearSession();
        setOutcome({
          kind: 'confirmed',
          email: answer.data.email,
          message: answer.message,
        });
      })
      .catch((error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }));
  };

  return (
    <div className="sh-enter" style={{ padding: '48px 16px' }}>
      {outcome.kind === 'ready' && (
        <Result
          status="info"
          title={heading(t('confirmEmail.title'))}
          subTitle={t('confirmEmail.text')}
          extra={
            <Button type="primary" size="large" onClick={confirm}>
              {t('confirmEmail.button')}
            </Button>
          }
        />
      )}
      {outcome.kind === 'pending' && (
        <Result icon={<Spin size="large" />} title={heading(t('confirmEmail.confirming'))} />
      )}
      {outcome.kind === 'confirmed' && (
        <Result
          status="success"
          title={heading(t('confirmEmail.confirmed'))}
          subTitle={t('confirmEmail.nowEmail', {
            message: outcome.message ?? t('confirmEmail.confirmedFallback'),
            email: outcome.email,
          })}
          extra={
            <Button type="primary" size="large" onClick={() => navigate(AUTH_PATH)}>
              {t('confirmEmail.goToLogin')}
            </Button>
          }
        />
      )}
      {outcome.kind === 'failed' && (
        <Result
          status="warning"
          title={heading(t('confirmEmail.failed'))}
          subTitle={outcome.message}
          extra={
            <Button size="large" onClick={() => navigate(HOME_PATH)}>
              {t('confirmEmail.backHome')}
            </Button>
          }
        />
      )}
    </div>
  );
}
