import {
  CloseOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  SubnodeOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { formatDuration } from '@skillhub/shared/format';
import type { CourseContent } from '@skillhub/shared/schemas/course';
import { Alert, Button, Flex, Progress, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import type { LectureTarget, UploadProgress } from './chunked-upload.ts';
import { formatBytes, formatSpeed, formatTimeLeft } from './upload-format.ts';
import { useLectureUpload } from './use-lecture-upload.ts';

type Lecture = CourseContent['sections'][number]['subSections'][number];

export interface LectureVideoRowProps {
  target: LectureTarget;
  lecture: Lecture;
  position: string;
  courseTitle: string;
  canEdit: boolean;
  notify: { success: (m: string) => void; error: (m: string) => void };
  onPreview: () => void;
  onOverview: () => void;
  /** Opens the video's captions (upload, replace, remove per language). */
  onCaptions: () => void;
  /** Where the video's streaming versions stand, shown under its state once uploaded. */
  processing?: React.ReactNode;
}

/** Video container types the server accepts; it checks the file's content, this only narrows the picker. */
const VIDEO_ACCEPT = 'video/mp4,video/x-m4v,video/quicktime,video/webm,video/x-matroska,.mp4,.m4v,.mov,.webm,.mkv';

function uploadDetail(p: UploadProgress | undefined, t: TFunction<'courses'>): string {
  if (!p) return t('content.lecture.starting');
  const amount = t('content.lecture.amount', { sent: formatBytes(p.sentBytes), total: formatBytes(p.totalBytes) });
  // Every part is up; the server is assembling the file.
  if (p.sentBytes >= p.totalBytes) return t('content.lecture.finishing', { amount });
  if (p.bytesPerSecond === 0) return t('content.lecture.warmingUp', { amount });
  return t('content.lecture.running', {
    amount,
    speed: formatSpeed(p.bytesPerSecond),
    timeLeft: formatTimeLeft(p.secondsLeft, t),
  });
}

/** One lecture: its video's state, and upload (with cancel and resume), preview and overview. */
export function LectureVideoRow({
  target,
  lecture,
  position,
  courseTitle,
  canEdit,
  notify,
  onPreview,
  onOverview,
  onCaptions,
  processing,
}: LectureVideoRowProps) {
  const picker = useRef<HTMLInputElement>(null);
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const upload = useLectureUpload(target, courseTitle, notify);
  const { state, interrupted } = upload;
  const uploading = state.phase === 'uploading';
  const video = lecture.video;

  let status: React.ReactNode;
  if (uploading) {
    const p = state.progress;
    status = (
      <Flex vertical gap={2} style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Text>{t('content.lecture.uploading', { file: state.fileName })}</Typography.Text>
        <Progress
          percent={p?.percent ?? 0}
          size="small"
          aria-label={t('content.lecture.progressOf', { title: lecture.title })}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {uploadDetail(p, t)}
        </Typography.Text>
      </Flex>
    );
  } else if (video) {
    status = (
      <Tag color="success">
        {t('content.lecture.uploaded', {
          size: video.sizeBytes === null ? t('content.lecture.sizeUnknown') : formatBytes(video.sizeBytes),
        })}
        {video.durationSeconds === null ? '' : ` · ${formatDuration(video.durationSeconds)}`}
      </Tag>
    );
  } else {
    status = <Tag>{t('content.lecture.noVideo')}</Tag>;
  }

  return (
    <Flex
      vertical
      gap="small"
      role="group"
      aria-label={t('content.lecture.group', { position, title: lecture.title })}
      style={{ padding: '8px 0' }}
    >
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex vertical gap={4} align="flex-start" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text strong>
            {position}. {lecture.title}
          </Typography.Text>
          {status}
          {!uploading && processing}
        </Flex>
        <Flex gap="small" wrap>
          {canEdit && !uploading && (
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => picker.current?.click()}>
              {interrupted
                ? t('content.lecture.resumeUpload')
                : video
                  ? t('content.lecture.replaceVideo')
                  : t('content.lecture.uploadVideo')}
            </Button>
          )}
          {uploading && (
            <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => void upload.cancel()}>
              {common('actions.cancel')}
            </Button>
          )}
          {video && !uploading && (
            <Button icon={<PlayCircleOutlined aria-hidden />} onClick={onPreview}>
              {t('content.lecture.preview')}
            </Button>
          )}
          {video && !uploading && (
            <Button
              icon={<SubnodeOutlined aria-hidden />}
              aria-label={t('captions.openNamed', { title: lecture.title })}
              onClick={onCaptions}
            >
              {t('captions.open')}
            </Button>
          )}
          <Button icon={<FileTextOutlined aria-hidden />} onClick={onOverview}>
            {t('content.lecture.overview')}
          </Button>
        </Flex>
        <input
          ref={picker}
          type="file"
          accept={VIDEO_ACCEPT}
          hidden
          aria-label={t('content.lecture.videoFile', { title: lecture.title })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.start(file);
          }}
        />
      </Flex>
      {state.phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('content.lecture.stopped', { file: state.fileName, message: state.message })}
          description={t('content.lecture.stoppedText')}
          action={
            <Flex gap="small">
              <Button size="small" type="primary" onClick={upload.retry}>
                {t('content.lecture.resume')}
              </Button>
              <Button size="small" onClick={() => void upload.discard()}>
                {t('content.lecture.discard')}
              </Button>
            </Flex>
          }
        />
      )}
      {state.phase === 'idle' && interrupted && (
        <Alert
          type="warning"
          showIcon
          title={t('content.lecture.interrupted', {
            file: interrupted.fileName,
            size: formatBytes(interrupted.fileSize),
          })}
          description={t('content.lecture.interruptedText')}
          action={
            <Button size="small" onClick={() => void upload.discard()}>
              {t('content.lecture.discard')}
            </Button>
          }
        />
      )}
    </Flex>
  );
}
