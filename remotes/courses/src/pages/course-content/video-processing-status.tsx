import { ReloadOutlined } from '@ant-design/icons';
import type { LectureVideoState } from '@skillhub/shared/schemas/video-playback';
import { Alert, Button, Flex, Progress, Tag, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';
import { formatTimeLeft } from './upload-format.ts';

export interface VideoProcessingStatusProps {
  state: LectureVideoState;
  title: string;
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * Where a lecture video's streaming versions stand: waiting, being made (percent and time left), ready (with
 * the qualities), or failed with a Retry. Learners get the uploaded file until they are ready.
 */
export function VideoProcessingStatus({ state, title, canRetry, retrying, onRetry }: VideoProcessingStatusProps) {
  const { t } = useT();
  if (state.status === 'queued') return <Tag>{t('content.processing.queued')}</Tag>;
  if (state.status === 'ready') {
    return <Tag color="processing">{t('content.processing.ready', { renditions: state.renditions.join(', ') })}</Tag>;
  }
  if (state.status === 'processing') {
    return (
      <Flex vertical gap={2} style={{ width: '100%', maxWidth: 420 }}>
        <Progress
          percent={state.percent}
          size="small"
          status="active"
          aria-label={t('content.processing.progressOf', { title })}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {t('content.processing.running', {
            percent: state.percent,
            timeLeft: formatTimeLeft(state.secondsLeft ?? undefined, t),
          })}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      style={{ width: '100%' }}
      title={t('content.processing.failed')}
      description={t('content.processing.failedText', { error: state.error ?? '' })}
      action={
        canRetry ? (
          <Button
            size="small"
            icon={<ReloadOutlined aria-hidden />}
            loading={retrying}
            aria-label={t('content.processing.retryNamed', { title })}
            onClick={onRetry}
          >
            {t('content.processing.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
