import type { Broadcast } from '@skillhub/shared/schemas/whatsapp';
import { Flex, Progress, Typography } from 'antd';
import { useT } from '../i18n/index.ts';
import { useBroadcastLabel } from './broadcast-label.ts';

/**
 * How far a broadcast has gone: the bar fills with every message the API has taken (sent, delivered, read or
 * failed) and its green part is those delivered or read; the counts are written out beneath.
 */
export function BroadcastProgress({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useT();
  const labelOf = useBroadcastLabel();
  const { total, counts } = broadcast;
  const done = counts.sent + counts.delivered + counts.read + counts.failed;
  const percent = (n: number) => (total > 0 ? Math.round((n / total) * 100) : 0);
  return (
    <Flex vertical gap={2} style={{ minWidth: 220 }}>
      <Progress
        percent={percent(done)}
        success={{ percent: percent(counts.delivered + counts.read) }}
        status={counts.queued > 0 ? 'active' : counts.failed > 0 && counts.failed === total ? 'exception' : 'normal'}
        format={() => `${done}/${total}`}
        aria-label={t('broadcasts.progressOf', { label: labelOf(broadcast) })}
        size="small"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('broadcasts.counts', {
          queued: counts.queued,
          sent: counts.sent,
          delivered: counts.delivered,
          read: counts.read,
          failed: counts.failed,
        })}
      </Typography.Text>
    </Flex>
  );
}
