import { ApiOutlined, DisconnectOutlined, ExperimentOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDateTime } from '@skillhub/shared/format';
import { type AccountStatus, type LoginBody, loginBodySchema } from '@skillhub/shared/schemas/whatsapp';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Alert, Button, Card, Descriptions, Flex, Form, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useT } from '../i18n/index.ts';
import { useAccountStatus, useConnect, useDisconnect } from './account-queries.ts';

const QUALITY_COLORS = { GREEN: 'success', YELLOW: 'warning', RED: 'error' } as const;
type Quality = keyof typeof QUALITY_COLORS | 'UNKNOWN';
const qualityOf = (rating: string | null): Quality =>
  rating && rating in QUALITY_COLORS ? (rating as Quality) : 'UNKNOWN';
const EMPTY: LoginBody = { accessToken: '', phoneNumberId: '', businessAccountId: '' };

/**
 * The business account messages go out through (POST /whatsapp/status): its number, display name, quality
 * rating, messaging limit and whether it is the sandbox or the Cloud API. Staff who may manage messages connect
 * it with the account's credentials (the sandbox offers its own) and disconnect it after confirming.
 */
export function AccountCard() {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const status = useAccountStatus();
  const { canUpdate } = useModuleAbilities('Whatsapp', 'Messages');
  const headingId = useId();

  let body: ReactNode;
  if (status.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('account.failed')}
        description={errorMessage(status.error)}
        action={<Button onClick={() => status.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  } else if (status.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (status.data.connected) {
    body = <Connected account={status.data} canUpdate={canUpdate} />;
  } else {
    body = (
      <Flex vertical gap="middle">
        <Alert type="warning" showIcon title={t('account.notConnected')} description={t('account.notConnectedText')} />
        {canUpdate ? (
          <ConnectForm account={status.data} />
        ) : (
          <Typography.Text type="secondary">{t('account.askToConnect')}</Typography.Text>
        )}
      </Flex>
    );
  }

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={
        <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {t('account.title')}
        </Typography.Title>
      }
      extra={
        status.data && (
          <Tag
            color={status.data.mode === 'sandbox' ? 'gold' : 'blue'}
            icon={status.data.mode === 'sandbox' ? <ExperimentOutlined aria-hidden /> : undefined}
          >
            {t(`account.modes.${status.data.mode}`)}
          </Tag>
        )
      }
    >
      {body}
    </Card>
  );
}

function Connected({ account, canUpdate }: { account: AccountStatus; canUpdate: boolean }) {
  const { t } = useT();
  const notify = useNotify();
  const disconnect = useDisconnect();
  const [confirming, setConfirming] = useState(false);
  const quality = qualityOf(account.qualityRating);

  const confirm = async () => {
    try {
      await disconnect.mutateAsync(undefined);
      notify.success(t('account.disconnected'));
      setConfirming(false);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'number', label: t('account.number'), children: account.displayPhoneNumber ?? '—' },
          { key: 'name', label: t('account.displayName'), children: account.verifiedName ?? '—' },
          {
            key: 'quality',
            label: t('account.quality'),
            children: (
              <Tag color={quality === 'UNKNOWN' ? 'default' : QUALITY_COLORS[quality]}>
                {t(`account.qualities.${quality}`)}
              </Tag>
            ),
          },
          {
            key: 'limit',
            label: t('account.limit'),
            children: account.messagingLimit ? limitText(account.messagingLimit, t) : '—',
          },
          { key: 'phoneNumberId', label: t('account.fields.phoneNumberId'), children: account.phoneNumberId ?? '—' },
          {
            key: 'since',
            label: t('account.connectedAt'),
            children: account.connectedAt ? formatDateTime(account.connectedAt) : '—',
          },
        ]}
      />
      {canUpdate && (
        <Button
          danger
          icon={<DisconnectOutlined aria-hidden />}
          onClick={() => setConfirming(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account.disconnect')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('account.disconnectTitle')}
        description={t('account.disconnectText', { number: account.displayPhoneNumber ?? '' })}
        confirmLabel={t('account.disconnect')}
        danger
        loading={disconnect.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Flex>
  );
}

/** TIER_1K -> "1K customers a day"; an unknown tier shows as the API names it. */
function limitText(limit: string, t: ReturnType<typeof useT>['t']): string {
  const tier = /^TIER_(\w+)$/.exec(limit)?.[1];
  if (!tier) return limit;
  if (tier === 'UNLIMITED') return t('account.unlimited');
  return t('account.perDay', { tier });
}

function ConnectForm({ account }: { account: AccountStatus }) {
  const { t } = useT();
  const notify = useNotify();
  const connect = useConnect();
  const formId = useId();
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: EMPTY });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const sandbox = account.sandboxCredentials;

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await connect.mutateAsync(body);
      notify.success(t('account.connected', { number: answer.data.displayPhoneNumber ?? '' }));
    } catch (error) {
      if (!applyServerErrors(error, setError))
        setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  });

  const fillSandbox = () => {
    if (!sandbox) return;
    for (const key of ['accessToken', 'phoneNumberId', 'businessAccountId'] as const) {
      setValue(key, sandbox[key], { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  return (
    <Form component={false} layout="vertical">
      <form id={formId} onSubmit={submit} noValidate aria-label={t('account.connectForm')}>
        <Flex gap="middle" wrap>
          <div style={{ flex: '2 1 260px' }}>
            <TextField
              control={control}
              name="accessToken"
              label={t('account.fields.accessToken')}
              type="password"
              autoComplete="off"
              required
            />
          </div>
          <div style={{ flex: '1 1 180px' }}>
            <TextField
              control={control}
              name="phoneNumberId"
              label={t('account.fields.phoneNumberId')}
              inputMode="numeric"
              required
            />
          </div>
          <div style={{ flex: '1 1 180px' }}>
            <TextField
              control={control}
              name="businessAccountId"
              label={t('account.fields.businessAccountId')}
              inputMode="numeric"
              required
            />
          </div>
        </Flex>
        {formState.errors.root?.server && (
          <Alert
            type="error"
            showIcon
            title={formState.errors.root.server.message}
            style={{ marginBottom: 16 }}
            role="alert"
          />
        )}
        <Flex gap="small" wrap>
          <Button type="primary" htmlType="submit" icon={<ApiOutlined aria-hidden />} loading={formState.isSubmitting}>
            {t('account.connect')}
          </Button>
          {sandbox && (
            <Button icon={<ExperimentOutlined aria-hidden />} onClick={fillSandbox}>
              {t('account.useSandbox')}
            </Button>
          )}
        </Flex>
      </form>
    </Form>
  );
}
