import { request } from '@skillhub/shared/api-client';
import { leadSequenceEndpoints } from '@skillhub/shared/endpoints/lead-sequences';
import { formatDateTime } from '@skillhub/shared/format';
import type { LeadSequenceRun, SequenceStepState } from '@skillhub/shared/schemas/lead-sequence';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';

const STATE_COLOURS: Record<SequenceStepState, string | undefined> = {
  waiting: undefined,
  queued: 'processing',
  sent: 'blue',
  delivered: 'cyan',
  read: 'green',
  replied: 'purple',
  failed: 'red',
  skipped: 'orange',
  stopped: undefined,
};

/** While a run is going, its steps are read again this often: sends and their statuses arrive on their own. */
const REFRESH_MS = 5000;

function useLeadSequences(enquiryId: string | undefined) {
  return useQuery({
    queryKey: ['lead-sequences', enquiryId],
    queryFn: async ({ signal }) =>
      (await request(leadSequenceEndpoints.ofLead, { params: { enquiryId: enquiryId ?? '' }, signal })).data,
    enabled: Boolean(enquiryId),
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'active') ? REFRESH_MS : false),
  });
}

/**
 * The lead's WhatsApp follow-up: each sequence it is in, whether it runs, ended or stopped (and why), and each
 * step: waiting (with its time), queued, sent, delivered, read, replied, or why it was skipped or not sent.
 */
export function LeadSequences({ enquiryId }: { enquiryId: string | undefined }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const runs = useLeadSequences(enquiryId);

  if (runs.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('leadSequences.failed')}
        action={<Button onClick={() => runs.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  }
  if (runs.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (runs.data.length === 0) return <Typography.Text type="secondary">{t('leadSequences.none')}</Typography.Text>;
  return (
    <Flex vertical gap="middle">
      {runs.data.map((run) => (
        <RunCard key={run._id} run={run} />
      ))}
    </Flex>
  );
}

function RunCard({ run }: { run: LeadSequenceRun }) {
  const { t } = useT();
  const reason = run.stopReason ? t(`leadSequences.stopReasons.${run.stopReason}`) : null;
  return (
    <Card
      size="small"
      title={run.sequence.name}
      extra={
        <Tag color={run.status === 'active' ? 'green' : undefined}>{t(`leadSequences.runStatus.${run.status}`)}</Tag>
      }
    >
      {reason && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t(run.status === 'stopped' ? 'leadSequences.stoppedBecause' : 'leadSequences.endedBecause', { reason })}
        </Typography.Paragraph>
      )}
      <List
        size="small"
        aria-label={t('leadSequences.list', { name: run.sequence.name })}
        dataSource={run.steps}
        renderItem={(step) => (
          <List.Item>
            <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
              <Flex wrap gap="small" align="center" justify="space-between">
                <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
                  {step.templateName ??
                    t(step.kind === 'text' ? 'leadSequences.freeText' : 'leadSequences.templateGone')}
                </Typography.Text>
                <Tag color={STATE_COLOURS[step.state]}>{t(`leadSequences.states.${step.state}`)}</Tag>
              </Flex>
              <Typography.Text type="secondary">
                {step.at ? (
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                ) : (
                  t('leadSequences.due', { at: formatDateTime(step.dueAt) })
                )}
              </Typography.Text>
              {step.reason && <Typography.Text type="secondary">{step.reason}</Typography.Text>}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
