import { CloseOutlined, FileTextOutlined, PlayCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { formatDuration } from '@skillhub/shared/format';
import type { CourseContent } from '@skillhub/shared/schemas/course';
import { Alert, Button, Flex, Progress, Tag, Typography } from 'antd';
import { useRef } from 'react';
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
}

/** Video container types the server accepts; it checks the file's content, this only narrows the picker. */
const VIDEO_ACCEPT = 'video/mp4,video/x-m4v,video/quicktime,video/webm,video/x-matroska,.mp4,.m4v,.mov,.webm,.mkv';

function uploadDetail(p: UploadProgress | undefined): string {
  if (!p) return 'Starting…';
  const amount = `${formatBytes(p.sentBytes)} of ${formatBytes(p.totalBytes)}`;
  // Every part is up; the server is assembling the file.
  if (p.sentBytes >= p.totalBytes) return `${amount} · finishing…`;
  if (p.bytesPerSecond === 0) return `${amount} · starting…`;
  return `${amount} · ${formatSpeed(p.bytesPerSecond)} · ${formatTimeLeft(p.secondsLeft)}`;
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
}: LectureVideoRowProps) {
  const picker = useRef<HTMLInputElement>(null);
  const upload = useLectureUpload(target, courseTitle, notify);
  const { state, interrupted } = upload;
  const uploading = state.phase === 'uploading';
  const video = lecture.video;

  let status: React.ReactNode;
  if (uploading) {
    const p = state.progress;
    status = (
      <Flex vertical gap={2} style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Text>Uploading {state.fileName}</Typography.Text>
        <Progress percent={p?.percent ?? 0} size="small" aria-label={`Upload progress of ${lecture.title}`} />
        <Typography.Text type="secondary" aria-live="polite">
          {uploadDetail(p)}
        </Typography.Text>
      </Flex>
    );
  } else if (video) {
    status = (
      <Tag color="success">
        Video uploaded · {video.sizeBytes === null ? 'size unknown' : formatBytes(video.sizeBytes)}
        {video.durationSeconds === null ? '' : ` · ${formatDuration(video.durationSeconds)}`}
      </Tag>
    );
  } else {
    status = <Tag>No video</Tag>;
  }

  return (
    <Flex
      vertical
      gap="small"
      role="group"
      aria-label={`Lecture ${position}: ${lecture.title}`}
      style={{ padding: '8px 0' }}
    >
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex vertical gap={4} align="flex-start" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text strong>
            {position}. {lecture.title}
          </Typography.Text>
          {status}
        </Flex>
        <Flex gap="small" wrap>
          {canEdit && !uploading && (
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => picker.current?.click()}>
              {interrupted ? 'Resume Upload' : video ? 'Replace Video' : 'Upload Video'}
            </Button>
          )}
          {uploading && (
            <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => void upload.cancel()}>
              Cancel
            </Button>
          )}
          {video && !uploading && (
            <Button icon={<PlayCircleOutlined aria-hidden />} onClick={onPreview}>
              Preview
            </Button>
          )}
          <Button icon={<FileTextOutlined aria-hidden />} onClick={onOverview}>
            Overview
          </Button>
        </Flex>
        <input
          ref={picker}
          type="file"
          accept={VIDEO_ACCEPT}
          hidden
          aria-label={`Video file for ${lecture.title}`}
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
          title={`The upload of "${state.fileName}" stopped: ${state.message}`}
          description="The parts already sent are kept. Resume to send the rest."
          action={
            <Flex gap="small">
              <Button size="small" type="primary" onClick={upload.retry}>
                Resume
              </Button>
              <Button size="small" onClick={() => void upload.discard()}>
                Discard
              </Button>
            </Flex>
          }
        />
      )}
      {state.phase === 'idle' && interrupted && (
        <Alert
          type="warning"
          showIcon
          title={`An upload of "${interrupted.fileName}" (${formatBytes(interrupted.fileSize)}) did not finish.`}
          description="Choose Resume Upload and pick the same file to send only the missing parts."
          action={
            <Button size="small" onClick={() => void upload.discard()}>
              Discard
            </Button>
          }
        />
      )}
    </Flex>
  );
}
