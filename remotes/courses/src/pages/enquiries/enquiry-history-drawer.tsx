import { formatDateTime } from '@skillhub/shared/format';
import type { Enquiry } from '@skillhub/shared/schemas/enquiry';
import { useIsSmallScreen } from '@skillhub/shared/ui/use-media-query';
import { Alert, Button, Divider, Drawer, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { LeadSequences } from './lead-sequences.tsx';
import { LeadStatusTag } from './lead-status-tag.tsx';
import { useEnquiryHistory } from './use-enquiries.ts';

export interface EnquiryHistoryDrawerProps {
  open: boolean;
  enquiry: Enquiry | undefined;
  onClose: () => void;
}

/**
 * View History: every stage the lead went through, who moved it, when, and the note they left; then its WhatsApp
 * follow-up sequences, step by step.
 */
export function EnquiryHistoryDrawer({ open, enquiry, onClose }: EnquiryHistoryDrawerProps) {
  const small = useIsSmallScreen();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const history = useEnquiryHistory(open ? enquiry?._id : undefined);

  let body: ReactNode;
  if (history.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('enquiries.history.failed')}
        action={<Button onClick={() => history.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  } else if (history.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (history.data.length === 0) {
    body = <Empty description={t('enquiries.history.empty')} />;
  } else {
    body = (
      <Timeline
        aria-label={t('enquiries.history.list')}
        items={history.data.map((entry) => ({
          key: entry._id,
          content: (
            <Flex vertical gap={4}>
              <Flex wrap gap="small" align="center">
                <LeadStatusTag status={entry.status} />
                <Typography.Text type="secondary">
                  {t('enquiries.history.by', { name: entry.changedBy?.name ?? t('enquiries.history.system') })} ·{' '}
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </Typography.Text>
              </Flex>
              {entry.note && <Typography.Text style={{ whiteSpace: 'pre-line' }}>{entry.note}</Typography.Text>}
            </Flex>
          ),
        }))}
      />
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={enquiry ? t('enquiries.history.titleOf', { name: enquiry.name }) : t('enquiries.history.title')}
      placement={small ? 'bottom' : 'right'}
      size={small ? '85%' : 420}
    >
      {body}
      <Divider titlePlacement="start">{t('leadSequences.title')}</Divider>
      <LeadSequences enquiryId={open ? enquiry?._id : undefined} />
    </Drawer>
  );
}
