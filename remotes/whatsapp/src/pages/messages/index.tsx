import { EyeOutlined, MobileOutlined, NotificationOutlined } from '@ant-design/icons';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDateTime } from '@skillhub/shared/format';
import { type Broadcast, MESSAGE_STATUSES, type Message, type MessageStatus } from '@skillhub/shared/schemas/whatsapp';
import { DataTable, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { AccountCard } from '../../messages/account-card.tsx';
import { useAccountStatus } from '../../messages/account-queries.ts';
import { BroadcastDrawer } from '../../messages/broadcast-drawer.tsx';
import { useBroadcastLabel } from '../../messages/broadcast-label.ts';
import { BroadcastProgress } from '../../messages/broadcast-progress.tsx';
import {
  type Direction,
  inFlight,
  type MessageParams,
  useBroadcasts,
  useMessages,
} from '../../messages/message-queries.ts';
import { MessageStatusTag } from '../../messages/message-status.tsx';
import { SandboxPhoneDrawer } from '../../messages/sandbox-phone-drawer.tsx';
import { SendDialog, type SendTarget } from '../../messages/send-dialog.tsx';
import { WhatsappHeader } from '../../whatsapp-header.tsx';

const DEFAULTS: MessageParams = { status: '', direction: '', page: 1, limit: DEFAULT_LIMIT };
const DIRECTIONS: Direction[] = ['outbound', 'inbound'];
const BROADCAST_TARGET: SendTarget = { kind: 'filter' };

/** A long message in a table: its first line, cut short; the whole text is in the cell's title. */
const excerpt = (text: string) => {
  const line = text.split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * Dashboard › WhatsApp › Messages: the business account (connect, disconnect), new broadcasts to a filter of
 * contacts, the broadcasts with their progress (read again every 2 s while any is being sent) and each one's
 * messages, and every message filtered by status and direction in the URL. In sandbox mode, the sandbox phone
 * shows what a contact's phone received and replies from it.
 */
export default function MessagesPage() {
  const { t } = useT();
  const labelOf = useBroadcastLabel();
  const { canCreate } = useModuleAbilities('Whatsapp', 'Messages');
  const account = useAccountStatus();
  const { params, update } = useUrlParams(DEFAULTS, {
    status: ['', ...MESSAGE_STATUSES],
    direction: ['', ...DIRECTIONS],
    limit: PAGE_SIZE_OPTIONS,
  });
  const [broadcastPaging, setBroadcastPaging] = useState({ page: 1, limit: DEFAULT_LIMIT });
  const broadcasts = useBroadcasts(broadcastPaging);
  const messages = useMessages(params, { live: Boolean(broadcasts.data?.data.some(inFlight)) });
  const send = useDialogState<SendTarget>();
  const drillDown = useDialogState<Broadcast>();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const broadcastsHeading = useId();
  const messagesHeading = useId();
  const connected = account.data?.connected === true;
  const sandbox = account.data?.mode === 'sandbox';

  const broadcastColumns: TableColumn<Broadcast>[] = [
    { key: 'label', label: t('broadcasts.columns.label'), render: labelOf },
    {
      key: 'createdAt',
      label: t('broadcasts.columns.created'),
      render: (row) => (
        <Flex vertical>
          <span>{formatDateTime(row.createdAt)}</span>
          {row.createdBy && <Typography.Text type="secondary">{row.createdBy.name}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'total', label: t('broadcasts.columns.total'), align: 'center' },
    {
      key: 'progress',
      label: t('broadcasts.columns.progress'),
      render: (row) => <BroadcastProgress broadcast={row} />,
    },
    {
      key: 'skipped',
      label: t('broadcasts.columns.skipped'),
      align: 'center',
      render: (row) => row.skippedOptedOut + row.skippedInvalid + row.skippedOutsideWindow,
    },
  ];

  const messageColumns: TableColumn<Message>[] = [
    {
      key: 'contact',
      label: t('messages.columns.contact'),
      render: (row) => (
        <Flex vertical>
          <span>{row.contact?.name ?? t('messages.unknownContact')}</span>
          <Typography.Text type="secondary">+{row.number}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'direction',
      label: t('messages.columns.direction'),
      render: (row) => (
        <Tag color={row.direction === 'inbound' ? 'purple' : 'geekblue'}>
          {t(`messages.directions.${row.direction}`)}
        </Tag>
      ),
    },
    {
      key: 'text',
      label: t('messages.columns.text'),
      render: (row) => (
        <Flex vertical style={{ maxWidth: 360 }}>
          {row.templateName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('conversation.template', { name: row.templateName })}
            </Typography.Text>
          )}
          <span title={row.text}>{excerpt(row.text)}</span>
        </Flex>
      ),
    },
    { key: 'status', label: t('messages.columns.status'), render: (row) => <MessageStatusTag message={row} /> },
    { key: 'createdAt', label: t('messages.columns.time'), render: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <Flex vertical gap="middle">
      <WhatsappHeader
        title={t('messages.title')}
        actions={
          <>
            {sandbox && (
              <Button icon={<MobileOutlined aria-hidden />} onClick={() => setPhoneOpen(true)}>
                {t('sandbox.open')}
              </Button>
            )}
            {canCreate && (
              <Button
                type="primary"
                icon={<NotificationOutlined aria-hidden />}
                disabled={!connected}
                onClick={() => send.show(BROADCAST_TARGET)}
              >
                {t('broadcasts.new')}
              </Button>
            )}
          </>
        }
      />
      <AccountCard />
      <section aria-labelledby={broadcastsHeading}>
        <Typography.Title level={2} id={broadcastsHeading} style={{ fontSize: 18 }}>
          {t('broadcasts.title')}
        </Typography.Title>
        <DataTable<Broadcast>
          ariaLabel={t('broadcasts.title')}
          columns={broadcastColumns}
          rowKey={(row) => row._id}
          query={broadcasts}
          page={broadcastPaging.page - 1}
          pageSize={broadcastPaging.limit}
          onPageChange={(page, limit) => setBroadcastPaging({ page: page + 1, limit })}
          actions={[{ action: 'messages', label: t('broadcasts.viewMessages'), icon: <EyeOutlined aria-hidden /> }]}
          onAction={(_action, row) => drillDown.show(row)}
        />
      </section>
      <section aria-labelledby={messagesHeading}>
        <Typography.Title level={2} id={messagesHeading} style={{ fontSize: 18 }}>
          {t('messages.all')}
        </Typography.Title>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" align="center">
            <Select
              aria-label={t('messages.columns.status')}
              value={params.status}
              onChange={(status: MessageStatus | '') => update({ status })}
              options={[
                { value: '', label: t('messages.allStatuses') },
                ...MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`messageStatuses.${s}`) })),
              ]}
              style={{ minWidth: 150 }}
            />
            <Select
              aria-label={t('messages.columns.direction')}
              value={params.direction}
              onChange={(direction: Direction | '') => update({ direction })}
              options={[
                { value: '', label: t('messages.allDirections') },
                ...DIRECTIONS.map((d) => ({ value: d, label: t(`messages.directions.${d}`) })),
              ]}
              style={{ minWidth: 150 }}
            />
          </Flex>
          <DataTable<Message>
            ariaLabel={t('messages.all')}
            columns={messageColumns}
            rowKey={(row) => row._id}
            query={messages}
            page={params.page - 1}
            pageSize={params.limit}
            onPageChange={(page, limit) => update({ page: page + 1, limit })}
          />
        </Flex>
      </section>
      <SendDialog open={send.open} target={send.subject} onClose={send.close} />
      <BroadcastDrawer open={drillDown.open} broadcast={drillDown.subject} onClose={drillDown.close} />
      {sandbox && <SandboxPhoneDrawer open={phoneOpen} onClose={() => setPhoneOpen(false)} />}
    </Flex>
  );
}
