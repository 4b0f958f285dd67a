import { api, errorMessage, refreshSession, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { EmailChanged } from '@skillhub/shared/schemas/email-change';
import { authAtom, clearSession, sessionStore } from '@skillhub/shared/session';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AUTH_PATH, HOME_PATH } from '../../session/sign-in.ts';

export const CONFIRMING_TEXT = 'Confirming your new e-mail…';
export const CONFIRMED_TITLE = 'Your e-mail has been changed';
export const CONFIRM_FAILED_TITLE = 'This link cannot be used';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'confirmed'; email: string; message: string }
  | { kind: 'failed'; message: string };

const heading = (text: string) => <h1 style={{ fontSize: 'inherit', margin: 0 }}>{text}</h1>;

/**
 * /confirm-email/:token, opened from the link mailed to a new address: confirms the change once and says how it
 * went. The server has ended every session of the account; if this browser held one of them it is signed out.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  // The link works once: a second call (a re-run effect) would answer "invalid" over the real outcome.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    setOutcome({ kind: 'pending' });
    api
      .post<SuccessBody<EmailChanged>>(buildPath(apiPaths.users.confirmEmail, { token }))
      .then(async (answer) => {
        // Only the changed account's sessions were ended; another account signed in here refreshes fine.
        if (sessionStore.get(authAtom).isAuthenticated && !(await refreshSession())) clearSession();
        setOutcome({
          kind: 'confirmed',
          email: answer.data.email,
          message: answer.message ?? 'Please log in with your new email.',
        });
      })
      .catch((error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }));
  }, [token]);

  return (
    <div className="sh-enter" style={{ padding: '48px 16px' }}>
      {outcome.kind === 'pending' && <Result icon={<Spin size="large" />} title={heading(CONFIRMING_TEXT)} />}
      {outcome.kind === 'confirmed' && (
        <Result
          status="success"
          title={heading(CONFIRMED_TITLE)}
          subTitle={`${outcome.message} Your e-mail is now ${outcome.email}.`}
          extra={
            <Button type="primary" size="large" onClick={() => navigate(AUTH_PATH)}>
              Go to login
            </Button>
          }
        />
      )}
      {outcome.kind === 'failed' && (
        <Result
          status="warning"
          title={heading(CONFIRM_FAILED_TITLE)}
          subTitle={outcome.message}
          extra={
            <Button size="large" onClick={() => navigate(HOME_PATH)}>
              Back to Home
            </Button>
          }
        />
      )}
    </div>
  );
}
