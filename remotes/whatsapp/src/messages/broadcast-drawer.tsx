import { DEFAULT_LIMIT } from '@skillhub/shared/constants';
import { formatDateTime } from '@skillhub/shared/format';
import type { Broadcast, Message } from '@skillhub/shared/schemas/whatsapp';
import { DataTable, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useIsSmallScreen } from '@skillhub/shared/ui/use-media-query';
import { Descriptions, Drawer, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { useBroadcastLabel } from './broadcast-label.ts';
import { BroadcastProgress } from './broadcast-progress.tsx';
import { inFlight, useBroadcast, useMessages } from './message-queries.ts';
import { MessageStatusTag } from './message-status.tsx';

/** One broadcast: its progress and what was skipped, and each of its messages with its status and error. */
export function BroadcastDrawer({
  open,
  broadcast,
  onClose,
}: {
  open: boolean;
  broadcast: Broadcast | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  const labelOf = useBroadcastLabel();
  const small = useIsSmallScreen();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_LIMIT });
  const live = useBroadcast(open ? broadcast?._id : undefined);
  const shown = live.data ?? broadcast;
  const messages = useMessages(
    { status: '', direction: '', ...paging, broadcastId: broadcast?._id },
    { live: Boolean(shown && inFlight(shown)), enabled: open && Boolean(broadcast) },
  );

  useEffect(() => {
    if (open) setPaging({ page: 1, limit: DEFAULT_LIMIT });
  }, [open]);

  const columns: TableColumn<Message>[] = [
    { key: 'contact.name', label: t('messages.columns.contact') },
    { key: 'number', label: t('messages.columns.number'), render: (row) => `+${row.number}` },
    { key: 'status', label: t('messages.columns.status'), render: (row) => <MessageStatusTag message={row} /> },
    { key: 'error.message', label: t('messages.columns.error') },
    {
      key: 'updated',
      label: t('messages.columns.time'),
      render: (row) => formatDateTime(row.failedAt ?? row.readAt ?? row.deliveredAt ?? row.sentAt ?? row.createdAt),
    },
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={shown ? t('broadcasts.titleOf', { label: labelOf(shown) }) : t('broadcasts.title')}
      placement={small ? 'bottom' : 'right'}
      size={small ? '90%' : 760}
    >
      {shown && (
        <Flex vertical gap="middle">
          <BroadcastProgress broadcast={shown} />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'created', label: t('broadcasts.columns.created'), children: formatDateTime(shown.createdAt) },
              { key: 'by', label: t('broadcasts.columns.by'), children: shown.createdBy?.name ?? '—' },
              { key: 'optedOut', label: t('broadcasts.skippedOptedOut'), children: shown.skippedOptedOut },
              { key: 'invalid', label: t('broadcasts.skippedInvalid'), children: shown.skippedInvalid },
              { key: 'window', label: t('broadcasts.skippedOutsideWindow'), children: shown.skippedOutsideWindow },
            ]}
          />
          <DataTable<Message>
            ariaLabel={t('broadcasts.messagesOf', { label: labelOf(shown) })}
            columns={columns}
            rowKey={(row) => row._id}
            query={messages}
            page={paging.page - 1}
            pageSize={paging.limit}
            onPageChange={(page, limit) => setPaging({ page: page + 1, limit })}
          />
        </Flex>
      )}
    </Drawer>
  );
}
