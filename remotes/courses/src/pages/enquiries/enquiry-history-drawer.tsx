import { formatDateTime } from '@skillhub/shared/format';
import type { Enquiry } from '@skillhub/shared/schemas/enquiry';
import { useIsSmallScreen } from '@skillhub/shared/ui/use-media-query';
import { Alert, Button, Drawer, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LeadStatusTag } from './lead-status-tag.tsx';
import { useEnquiryHistory } from './use-enquiries.ts';

export interface EnquiryHistoryDrawerProps {
  open: boolean;
  enquiry: Enquiry | undefined;
  onClose: () => void;
}

/** View History: every stage the lead went through, who moved it, when, and the note they left. */
export function EnquiryHistoryDrawer({ open, enquiry, onClose }: EnquiryHistoryDrawerProps) {
  const small = useIsSmallScreen();
  const history = useEnquiryHistory(open ? enquiry?._id : undefined);

  let body: ReactNode;
  if (history.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title="The history could not be loaded."
        action={<Button onClick={() => history.refetch()}>Retry</Button>}
      />
    );
  } else if (history.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (history.data.length === 0) {
    body = <Empty description="No history yet." />;
  } else {
    body = (
      <Timeline
        aria-label="Status history"
        items={history.data.map((entry) => ({
          key: entry._id,
          content: (
            <Flex vertical gap={4}>
              <Flex wrap gap="small" align="center">
                <LeadStatusTag status={entry.status} />
                <Typography.Text type="secondary">
                  by {entry.changedBy?.name ?? 'System'} ·{' '}
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
      title={enquiry ? `History of ${enquiry.name}` : 'History'}
      placement={small ? 'bottom' : 'right'}
      size={small ? '85%' : 420}
    >
      {body}
    </Drawer>
  );
}
