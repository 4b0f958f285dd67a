import { LEAD_STATUSES } from '@skillhub/shared/constants';
import type { EnquiryPipeline as PipelineCounts } from '@skillhub/shared/schemas/enquiry';
import { Button, Flex, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';
import type { LeadStatus } from './use-enquiries.ts';

export interface EnquiryPipelineProps {
  counts: PipelineCounts | undefined;
  selected: LeadStatus | '';
  onSelect: (status: LeadStatus | '') => void;
}

/**
 * The leads per stage for the current search, each a toggle that filters the table to that stage; 'All'
 * clears it. The counts ignore the status filter (the server computes them so), so every chip stays useful.
 */
export function EnquiryPipeline({ counts, selected, onSelect }: EnquiryPipelineProps) {
  const { t } = useT();
  const total = counts ? LEAD_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  const chips: { status: LeadStatus | ''; label: string; count: number | undefined }[] = [
    { status: '', label: t('enquiries.all'), count: total },
    ...LEAD_STATUSES.map((status) => ({ status, label: t(`leadStatus.${status}`), count: counts?.[status] })),
  ];
  return (
    <Flex wrap gap="small" role="group" aria-label={t('enquiries.pipeline')}>
      {chips.map(({ status, label, count }) => {
        const active = selected === status;
        return (
          <Button
            key={status || 'all'}
            shape="round"
            type={active ? 'primary' : 'default'}
            aria-pressed={active}
            aria-label={t('enquiries.chip', { label, leads: count ?? t('enquiries.chipLoading') })}
            onClick={() => onSelect(status)}
          >
            {label}
            <Typography.Text strong style={{ color: 'inherit' }}>
              {count ?? '…'}
            </Typography.Text>
          </Button>
        );
      })}
    </Flex>
  );
}
