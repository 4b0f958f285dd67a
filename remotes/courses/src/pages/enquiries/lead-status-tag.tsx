import { LEAD_STATUSES } from '@skillhub/shared/constants';
import { Tag } from 'antd';
import type { LeadStatus } from './use-enquiries.ts';

/** One colour per stage, so a glance down the Status column reads the pipeline; antd's presets suit both themes. */
export const LEAD_STATUS_COLORS: Record<LeadStatus, string> = {
  Pending: 'gold',
  'First Call Attempted': 'blue',
  Interested: 'green',
  'Information Sent': 'cyan',
  'Not Engage': 'default',
  'Course Fee Issue': 'orange',
  Closed: 'purple',
};

export const leadStatusOptions = LEAD_STATUSES.map((status) => ({ value: status, label: status }));

export function LeadStatusTag({ status }: { status: LeadStatus }) {
  return (
    <Tag color={LEAD_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}
