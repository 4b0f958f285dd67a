import { LEAD_STATUSES } from '@skillhub/shared/constants';
import { Tag } from 'antd';
import { useT } from '../../i18n/index.ts';
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

/** The stages as select options, each named in the page's language (the value stays the stored English). */
export function useLeadStatusOptions(): { value: LeadStatus; label: string }[] {
  const { t } = useT();
  return LEAD_STATUSES.map((status) => ({ value: status, label: t(`leadStatus.${status}`) }));
}

export function LeadStatusTag({ status }: { status: LeadStatus }) {
  const { t } = useT();
  return (
    <Tag color={LEAD_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`leadStatus.${status}`)}
    </Tag>
  );
}
