import { errorMessage, request } from '@skillhub/shared/api-client';
import { userEndpoints } from '@skillhub/shared/endpoints/users';
import { routeTo } from '@skillhub/shared/routes';
import { Button, Flex, Result, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';
import { HOME_PATH } from '../../session/sign-in.ts';

export const APPROVE_TITLE = en.approveEmailChange.title;
export const APPROVE_BUTTON = en.approveEmailChange.button;
export const APPROVED_TITLE = en.approveEmailChange.approved;
export const CANCEL_TITLE = en.cancelEmailChange.title;
export const CANCEL_BUTTON = en.cancelEmailChange.button;
export const CANCELLED_TITLE = en.cancelEmailChange.cancelled;
export const LINK_FAILED_TITLE = en.approveEmailChange.failed;

type Outcome =
  | { kind: 'ready' }
  | { kind: 'pending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

const heading = (text: string) => <h1 style={{ fontSize: 'inherit', margin: 0 }}>{text}</h1>;

/** The call a page's button makes with the link's token, answering the server's message. */
type TokenAction = (token: string) => Promise<string | undefined>;

const approve: TokenAction = async (token) =>
  (await request(userEndpoints.approveEmailChange, { params: { token } })).message;
const cancel: TokenAction = async (token) =>
  (await request(userEndpoints.cancelEmailChange, { params: { token } })).message;

interface TokenActionTexts {
  title: string;
  text: string;
  button: string;
  working: string;
  done: string;
  doneFallback: string;
}

/**
 * One of the links mailed to the current address when staff asked to change it: acts once, on a click, and says
 * how it went. A click, not the page load, acts: mail scanners open links and must neither approve nor cancel.
 */
function TokenActionPage({
  action,
  texts,
  other,
}: {
  action: TokenAction;
  texts: TokenActionTexts;
  /** The other choice of the same mail (approve ⇄ cancel), offered until this one is made. */
  other: { label: string; to: string };
}) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'ready' });
  const { t } = useT();

  const act = () => {
    setOutcome({ kind: 'pending' });
    action(token)
      .then((message) => setOutcome({ kind: 'done', message: message ?? texts.doneFallback }))
      .catch((error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }));
  };
  const home = (
    <Button size="large" onClick={() => navigate(HOME_PATH)}>
      {t('approveEmailChange.backHome')}
    </Button>
  );

  return (
    <div className="sh-enter" style={{ padding: '48px 16px' }}>
      {outcome.kind === 'ready' && (
        <Result
          status="info"
          title={heading(texts.title)}
          subTitle={texts.text}
          extra={
            <Flex wrap gap="small" justify="center">
              <Button type="primary" size="large" onClick={act}>
                {texts.button}
              </Button>
              <Button size="large" onClick={() => navigate(other.to)}>
                {other.label}
              </Button>
            </Flex>
          }
        />
      )}
      {outcome.kind === 'pending' && <Result icon={<Spin size="large" />} title={heading(texts.working)} />}
      {outcome.kind === 'done' && (
        <Result status="success" title={heading(texts.done)} subTitle={outcome.message} extra={home} />
      )}
      {outcome.kind === 'failed' && (
        <Result
          status="warning"
          title={heading(t('approveEmailChange.failed'))}
          subTitle={outcome.message}
          extra={home}
        />
      )}
    </div>
  );
}

/** /approve-email-change/:token: the owner lets the change go on; the new address then gets its confirmation link. */
export function ApproveEmailChangePage() {
  const { token = '' } = useParams();
  const { t } = useT();
  return (
    <TokenActionPage
      action={approve}
      texts={{
        title: t('approveEmailChange.title'),
        text: t('approveEmailChange.text'),
        button: t('approveEmailChange.button'),
        working: t('approveEmailChange.approving'),
        done: t('approveEmailChange.approved'),
        doneFallback: t('approveEmailChange.approvedFallback'),
      }}
      other={{ label: t('approveEmailChange.cancelInstead'), to: routeTo('cancelEmailChange', { token }) }}
    />
  );
}

/** /cancel-email-change/:token: the owner stops the change, approved or not; its links stop working. */
export function CancelEmailChangePage() {
  const { token = '' } = useParams();
  const { t } = useT();
  return (
    <TokenActionPage
      action={cancel}
      texts={{
        title: t('cancelEmailChange.title'),
        text: t('cancelEmailChange.text'),
        button: t('cancelEmailChange.button'),
        working: t('cancelEmailChange.cancelling'),
        done: t('cancelEmailChange.cancelled'),
        doneFallback: t('cancelEmailChange.cancelledFallback'),
      }}
      other={{ label: t('cancelEmailChange.approveInstead'), to: routeTo('approveEmailChange', { token }) }}
    />
  );
}
